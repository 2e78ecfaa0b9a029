import type { ContractType, PlatformNotice } from '@portal/contract';
import { writeMessage } from '../../account/inbox.ts';
import type { Db } from '../../db/database.ts';

/**
 * The inbox messages of the contract lifecycle (agent-rules: "every request and answer leaves
 * a message in the other side's inbox"). Each carries its notice (kind, contract, type, rate
 * or reason), which the portal words in the member's language (account/labels.ts), as the
 * cashier's notices are; the English title and body are for any other reader of the API.
 */
export type ContractNotice = { contractId: number; type: ContractType } & (
  | { kind: 'agentContractOffered'; rate: string }
  | { kind: 'agentContractTerminateAsked'; reason: string }
  | {
      kind:
        | 'agentContractWithdrawn'
        | 'agentContractAccepted'
        | 'agentContractRejected'
        | 'agentContractEndAccepted'
        | 'agentContractEndRejected'
        | 'agentContractCancelled';
    }
);

const TYPE_WORDS: Record<ContractType, string> = {
  dividend: 'dividend',
  dailySalary: 'daily salary',
  hourlySalary: 'hourly salary',
  realTimeSalary: 'real-time salary',
};

/** The English wording, for readers of the API that do not word the notice themselves. */
export const contractNoticeText = (notice: ContractNotice): { title: string; body: string } => {
  const type = TYPE_WORDS[notice.type];
  switch (notice.kind) {
    case 'agentContractOffered':
      return {
        title: 'Contract offer',
        body: `You have been offered a ${type} contract (top rate ${notice.rate} %). Accept or reject it in the agent centre.`,
      };
    case 'agentContractWithdrawn':
      return {
        title: 'Contract offer withdrawn',
        body: `The ${type} contract offered to you was withdrawn.`,
      };
    case 'agentContractTerminateAsked':
      return {
        title: 'Request to end a contract',
        body: `Your contract partner asks to end contract ${notice.contractId}${notice.reason ? `: ${notice.reason}` : ''}. Accept or reject it in the agent centre.`,
      };
    case 'agentContractAccepted':
      return {
        title: 'Contract offer accepted',
        body: `Your offer of a ${type} contract was accepted.`,
      };
    case 'agentContractRejected':
      return {
        title: 'Contract offer rejected',
        body: `Your offer of a ${type} contract was rejected.`,
      };
    case 'agentContractEndAccepted':
      return {
        title: 'Contract end accepted',
        body: `Your request to end the ${type} contract was accepted.`,
      };
    case 'agentContractEndRejected':
      return {
        title: 'Contract end rejected',
        body: `Your request to end the ${type} contract was rejected.`,
      };
    case 'agentContractCancelled':
      return {
        title: 'Contract cancelled',
        body: `Your ${type} contract was cancelled: your upline's own rate is now lower than yours.`,
      };
  }
};

const templateOf = (notice: ContractNotice): PlatformNotice => ({
  kind: notice.kind,
  reference: String(notice.contractId),
  contractType: notice.type,
  ...('rate' in notice ? { rate: notice.rate } : {}),
  ...('reason' in notice ? { reason: notice.reason } : {}),
});

/**
 * Leaves the notice in the member's inbox in `db`'s transaction (with the state change it
 * tells of). The platform (`memberId` null, a top-level agent's upline) has no inbox: its side
 * reads the console's list instead.
 */
export const notifyContract = async (
  db: Db,
  merchantId: number,
  memberId: number | null,
  at: Date,
  notice: ContractNotice,
): Promise<void> => {
  if (memberId === null) return;
  await writeMessage(db, {
    merchantId,
    memberId,
    ...contractNoticeText(notice),
    notice: templateOf(notice),
    at,
    source: 'platform',
  });
};
