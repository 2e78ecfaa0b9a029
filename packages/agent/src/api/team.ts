import type {
  AgentTransferKind,
  BetRecordStatus,
  GameCategory,
  RecordPeriod,
  TEAM_BET_LEVELS,
  TransactionType,
} from '@portal/contract';
import { callQuery, useMoneyMoved, useQueryScope } from '@portal/session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRefreshingMutation } from './refreshing.ts';

/** The member's own prize group, whether it is an agent, and its direct upline. */
export const useAgentSelf = (enabled = true) =>
  useQuery({ ...callQuery(useQueryScope(), 'agentSelf', {}), enabled });

/** The agent's affiliate links. */
export const useAgentLinks = () => useQuery(callQuery(useQueryScope(), 'agentLinks', {}));

/** Creates an affiliate link; the list loads again. */
export const useCreateLink = () =>
  useRefreshingMutation(
    (scope, terms: { type: number; series: number }) => scope.api.call('agentLinkCreate', terms),
    ['agentLinks'],
  );

/** Deletes an affiliate link (it takes no new registrations); the list loads again. */
export const useDeleteLink = () =>
  useRefreshingMutation(
    (scope, linkId: number) => scope.api.call('agentLinkDelete', { linkId }),
    ['agentLinks'],
  );

export interface DownlineAccount {
  username: string;
  password: string;
  type: number;
  series: number;
}

/** Registers a direct downline; team management and the overview load again. */
export const useRegisterDownline = () => {
  const scope = useQueryScope();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (account: DownlineAccount) => scope.api.call('agentRegisterDownline', account),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['agentTeamMembers'] }),
        client.invalidateQueries({ queryKey: ['agentTeamOverview'] }),
      ]),
  });
};

export interface TeamBetsFilter {
  /** One member of the team; absent: the team by `levels`. */
  memberId?: number | undefined;
  levels: (typeof TEAM_BET_LEVELS)[number];
  period: Exclude<RecordPeriod, 'custom'>;
  category?: GameCategory | undefined;
  status?: BetRecordStatus | undefined;
  /** The page after the one this cursor ended (keyset); absent: the first page. */
  cursor?: string | undefined;
}

/** The team's bets, filtered, newest first, a keyset page at a time. */
export const useTeamBets = ({
  memberId,
  levels,
  period,
  category,
  status,
  cursor,
}: TeamBetsFilter) =>
  useQuery(
    callQuery(useQueryScope(), 'agentTeamBets', {
      ...(memberId === undefined ? {} : { memberId }),
      levels,
      period,
      ...(category ? { category } : {}),
      ...(status ? { status } : {}),
      ...(cursor ? { cursor } : {}),
      pageSize: 20,
    }),
  );

/** What the agent received over brand days `from`..`to`: rebates, salaries, dividends. */
export const useAgentIncome = (from: string, to: string) =>
  useQuery(callQuery(useQueryScope(), 'agentIncome', { from, to }));

/** The agent's own ledger movements of one type over brand days (the account record's call). */
export const useAgentMovements = (
  startDate: string,
  endDate: string,
  transType: TransactionType,
  pageNo = 1,
) =>
  useQuery(
    callQuery(useQueryScope(), 'memberTransactions', {
      startDate,
      endDate,
      transType,
      pageNo,
      pageSize: 20,
    }),
  );

/** The brand's player notices: the agent centre has no notices of its own (see the screen). */
export const useAgentNotices = () =>
  useQuery(callQuery(useQueryScope(), 'announcements', { types: 'PL' }));

export interface TransferAsk {
  toMemberId: number;
  /** The wire amount (the contract's money string). */
  amount: string;
  paymentPassword: string;
  /** The sub-type (agent-rules "Transfers"); a dividend payment names the bill it pays. */
  kind?: AgentTransferKind;
  billId?: number;
}

/**
 * Sends money to a team member (or the direct upline). One client id per dialog, so a retry of
 * the same transfer moves the money once; the balance and the team's balances load again.
 */
export const useAgentTransfer = (clientId: string) => {
  const scope = useQueryScope();
  const client = useQueryClient();
  const moneyMoved = useMoneyMoved();
  return useMutation({
    mutationFn: (ask: TransferAsk) => scope.api.call('agentTransfer', { ...ask, clientId }),
    // A dividend payment changes its bill too: the dividend record loads again.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['agentTeamMembers'] }),
        client.invalidateQueries({ queryKey: ['dividendBills'] }),
        moneyMoved(),
      ]),
  });
};
