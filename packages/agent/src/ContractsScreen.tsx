import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/api-client';
import { CONTRACT_TYPES, type ContractType } from '@portal/contract';
import { errorMessage } from '@portal/i18n';
import { Button, QueryStatus, Stack, Tabs } from '@portal/ui-kit';
import { useState } from 'react';
import { useContracts, useTerminateContract } from './api/contracts.ts';
import { ContractCreateDialog } from './ContractCreateDialog.tsx';
import { ContractList } from './ContractList.tsx';
import { contractTypeLabel } from './labels.ts';

/**
 * An agent's contracts per type (agent-rules "The agent centre's screens"): the one it holds
 * with its upline and those it gave its direct downlines; either side may ask to end one in
 * force. An agent offers its direct downline agents a contract of the type on show.
 */
export const ContractsScreen = () => {
  const { t, i18n } = useLingui();
  const [type, setType] = useState<ContractType>('dailySalary');
  const held = useContracts(type, 'upline');
  const given = useContracts(type, 'downline');
  const terminate = useTerminateContract();
  const [offering, setOffering] = useState(false);
  const failure = terminate.error
    ? errorMessage(i18n, isApiError(terminate.error) ? terminate.error : { code: 'unknown' })
    : null;
  const onTerminate = (contractId: number) => terminate.mutate(contractId);
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
              busy={terminate.isPending}
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
              busy={terminate.isPending}
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
