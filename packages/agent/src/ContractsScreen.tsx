import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/api-client';
import { CONTRACT_TYPES, type ContractType } from '@portal/contract';
import { errorMessage } from '@portal/i18n';
import { Button, QueryStatus, Stack, Tabs } from '@portal/ui-kit';
import { useState } from 'react';
import {
  useAnswerContract,
  useContracts,
  useTerminateContract,
  useWithdrawOffer,
} from './api/contracts.ts';
import { ContractCreateDialog } from './ContractCreateDialog.tsx';
import { ContractList } from './ContractList.tsx';
import { contractTypeLabel } from './labels.ts';

/**
 * An agent's contracts per type (agent-rules "The agent centre's screens"): the one it holds
 * with its upline and those it gave its direct downlines; either side may ask to end one in
 * force. An agent offers its direct downline agents a contract of the type on show, withdraws
 * an offer not yet answered, and answers its downlines' requests to end a contract here (the
 * popup asks them too). Requests from the upline are the popup's: accepting an offer may ask
 * to confirm the auto-cancel of downline contracts, which only the popup shows.
 */
export const ContractsScreen = () => {
  const { t, i18n } = useLingui();
  const [type, setType] = useState<ContractType>('dailySalary');
  const held = useContracts(type, 'upline');
  const given = useContracts(type, 'downline');
  const terminate = useTerminateContract();
  const answer = useAnswerContract();
  const withdraw = useWithdrawOffer();
  const [offering, setOffering] = useState(false);
  // The last action's outcome: each action forgets the others' before it starts.
  const actions = [terminate, answer, withdraw];
  const lastError = actions.find((action) => action.error)?.error;
  const failure = lastError
    ? errorMessage(i18n, isApiError(lastError) ? lastError : { code: 'unknown' })
    : null;
  const busy = actions.some((action) => action.isPending);
  const only = (keep: (typeof actions)[number]) => {
    for (const action of actions) if (action !== keep) action.reset();
  };
  const onTerminate = (contractId: number) => {
    only(terminate);
    terminate.mutate(contractId);
  };
  return (
    <section aria-labelledby="contracts-heading">
      <h2 id="contracts-heading">{t`My contracts`}</h2>
      <Tabs
        label={t`Contract type`}
        tabs={CONTRACT_TYPES.map((key) => ({ key, label: contractTypeLabel(i18n, key) }))}
        selected={type}
        onSelect={setType}
      >
        <Stack gap="md">
          {failure ? <p role="alert">{failure}</p> : null}
          {terminate.isSuccess ? (
            <p role="status">{t`Your request to end the contract was sent.`}</p>
          ) : null}
          {answer.isSuccess ? <p role="status">{t`Your answer was sent.`}</p> : null}
          {withdraw.isSuccess ? <p role="status">{t`The offer was withdrawn.`}</p> : null}
          <section aria-labelledby="held-heading">
            <h3 id="held-heading">{t`With my upline`}</h3>
            <QueryStatus
              loading={held.isPending}
              error={held.error}
              onRetry={held.refetch}
              empty={held.data?.content.length === 0 && t`No contract with your upline.`}
            />
            <ContractList
              side="upline"
              contracts={held.data?.content ?? []}
              onTerminate={(contract) => onTerminate(contract.contractId)}
              busy={busy}
            />
          </section>
          <section aria-labelledby="given-heading">
            <h3 id="given-heading">{t`With my downlines`}</h3>
            <Button variant="secondary" onClick={() => setOffering(true)}>
              {t`Offer a contract`}
            </Button>
            <QueryStatus
              loading={given.isPending}
              error={given.error}
              onRetry={given.refetch}
              empty={given.data?.content.length === 0 && t`No contract with your downlines yet.`}
            />
            <ContractList
              side="downline"
              contracts={given.data?.content ?? []}
              onTerminate={(contract) => onTerminate(contract.contractId)}
              onAnswer={(contract, action) => {
                if (contract.requestId === null) return;
                only(answer);
                answer.mutate({ contractType: type, requestId: contract.requestId, action });
              }}
              onWithdraw={(contract) => {
                if (contract.requestId === null) return;
                only(withdraw);
                withdraw.mutate(contract.requestId);
              }}
              busy={busy}
            />
          </section>
        </Stack>
      </Tabs>
      {offering ? (
        <ContractCreateDialog contractType={type} onClose={() => setOffering(false)} />
      ) : null}
    </section>
  );
};
