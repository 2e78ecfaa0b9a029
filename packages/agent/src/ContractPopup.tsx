import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/api-client';
import { CONTRACT_TYPES, type ConsolidatedContractInfo, type ContractType } from '@portal/contract';
import { errorMessage } from '@portal/i18n';
import { useState } from 'react';
import { useAnswerContract, useConsolidatedContractInfo, useContracts } from './api/contracts.ts';
import { type ConflictingDownline, ContractOfferDialog } from './ContractOfferDialog.tsx';

/** Which flag of the consolidated info tells of a waiting request, per contract type. */
const FLAG: Record<ContractType, keyof ConsolidatedContractInfo> = {
  dividend: 'divtypereq',
  dailySalary: 'dailysalreqtype',
  hourlySalary: 'contracthoursalreq',
  realTimeSalary: 'realtimesalreqtype',
};

/** The first contract type with a request waiting, or null. */
export const waitingContractType = (
  info: ConsolidatedContractInfo | undefined,
): ContractType | null => CONTRACT_TYPES.find((type) => info?.[FLAG[type]]) ?? null;

const conflictOf = (error: unknown): ConflictingDownline[] | null => {
  if (!isApiError(error) || error.code !== 'contract.downline.conflict') return null;
  const value = error.value as { downlines?: ConflictingDownline[] } | undefined;
  return value?.downlines ?? [];
};

/**
 * Loads the consolidated contract flags (portal-spec section 3, for signed-in non-trial
 * members) and opens the contract popup for the first request waiting. The flags name only
 * the kind of request, so the contract itself comes from the member's list with its upline.
 * Designed: a closed popup stays closed for that request until the next sign-in; the specs
 * do not say how often to ask again.
 */
export const ContractPopup = () => {
  const { i18n } = useLingui();
  const info = useConsolidatedContractInfo();
  const type = waitingContractType(info.data);
  const list = useContracts(type ?? 'dividend', 'upline', type !== null);
  const answer = useAnswerContract();
  const [conflict, setConflict] = useState<ConflictingDownline[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState<readonly number[]>([]);
  const contract = list.data?.content.find(
    (row) => row.pendingRequest !== null && row.requestId !== null,
  );
  if (!type || !contract || contract.requestId === null) return null;
  const requestId = contract.requestId;
  const send = (action: 'accept' | 'reject', confirmCancelDownlines = false) => {
    setError(null);
    answer.mutate(
      { contractType: type, requestId, action, confirmCancelDownlines },
      {
        onSuccess: () => setConflict(null),
        onError: (failure) => {
          const downlines = conflictOf(failure);
          if (downlines) setConflict(downlines);
          else setError(errorMessage(i18n, isApiError(failure) ? failure : { code: 'unknown' }));
        },
      },
    );
  };
  return (
    <ContractOfferDialog
      open={!dismissed.includes(requestId)}
      contract={contract}
      conflict={conflict}
      busy={answer.isPending}
      error={error}
      onAccept={() => send('accept')}
      onReject={() => send('reject')}
      onConfirmCancel={() => send('accept', true)}
      onClose={() => setDismissed((ids) => [...ids, requestId])}
    />
  );
};
