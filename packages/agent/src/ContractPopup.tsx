import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/api-client';
import type { PendingContractRequest } from '@portal/contract';
import { errorMessage } from '@portal/i18n';
import { useModalTurn } from '@portal/session';
import { useState } from 'react';
import { useAnswerContract, useConsolidatedContractInfo } from './api/contracts.ts';
import { type ConflictingDownline, ContractOfferDialog } from './ContractOfferDialog.tsx';

const conflictOf = (error: unknown): ConflictingDownline[] | null => {
  if (!isApiError(error) || error.code !== 'contract.downline.conflict') return null;
  const value = error.value as { downlines?: ConflictingDownline[] } | undefined;
  return value?.downlines ?? [];
};

/**
 * Loads the consolidated contract info (portal-spec section 3, for signed-in non-trial
 * members) and opens the contract popup for each request the member must answer, one after
 * another, oldest first: an upline's offer or request to end a contract, and a downline's
 * request to end one. The flags name one kind per contract type and not who asked, so the
 * popup reads the designed `requests` list instead (not shown in the spec).
 * Designed: a closed popup stays closed for that request until the next sign-in; the specs
 * do not say how often to ask again.
 */
export const ContractPopup = () => {
  const info = useConsolidatedContractInfo();
  // Answered or put off here: skipped while the list loads again, then gone from it.
  const [done, setDone] = useState<readonly number[]>([]);
  const request = info.data?.requests.find((item) => !done.includes(item.requestId));
  // One modal at a time: an offer a person is asked to answer waits for a dialog already open
  // and an announcement waits for it (useModalTurn).
  const turn = useModalTurn('contract', request !== undefined);
  if (!request) return null;
  const next = () => setDone((ids) => [...ids, request.requestId]);
  // Keyed by the request: the next one starts without the last one's conflict or error.
  return <RequestDialog key={request.requestId} request={request} open={turn} onDone={next} />;
};

interface RequestDialogProps {
  request: PendingContractRequest;
  open: boolean;
  /** The request was answered or put off: the popup moves on to the next. */
  onDone: () => void;
}

const RequestDialog = ({ request, open, onDone }: RequestDialogProps) => {
  const { i18n } = useLingui();
  const answer = useAnswerContract();
  const [conflict, setConflict] = useState<ConflictingDownline[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = (action: 'accept' | 'reject', confirmCancelDownlines = false) => {
    setError(null);
    answer.mutate(
      {
        contractType: request.contract.contractType,
        requestId: request.requestId,
        action,
        confirmCancelDownlines,
      },
      {
        onSuccess: onDone,
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
      open={open}
      contract={request.contract}
      from={request.from}
      conflict={conflict}
      busy={answer.isPending}
      error={error}
      onAccept={() => send('accept')}
      onReject={() => send('reject')}
      onConfirmCancel={() => send('accept', true)}
      onClose={onDone}
    />
  );
};
