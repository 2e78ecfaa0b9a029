import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  CONTRACT_PERIODS,
  CONTRACT_TYPES,
  type ContractPeriod,
  type ContractType,
  isTierRate,
  type PlatformContract,
  type PlatformContractState,
  wireMoney,
} from '@portal/contract';
import {
  Button,
  ConfirmDialog,
  FormTextField,
  Grid,
  Pagination,
  Spinner,
  Stack,
} from '@portal/ui-kit';
import { useState } from 'react';
import { Form as FinalForm } from 'react-final-form';
import * as v from 'valibot';
import { useStaffRead, useStaffWrite } from '../api/staffQueries.ts';
import { errorText } from '../i18n/consoleI18n.ts';
import { BrandSelect } from '../ui/BrandSelect.tsx';
import { formatTime } from '../ui/format.tsx';
import { FormSelect } from '../ui/formFields.tsx';
import { filled, firstOf, fitsCall } from '../ui/formRules.ts';
import { Card, Table } from '../ui/parts.tsx';
import { forgetReason, ReasonDialog } from '../ui/ReasonDialog.tsx';

/** The most tiers a contract takes (the offer call's own bound). */
const MAX_TIERS = 20;

/** A rate in percent as the contract's `rate` field takes it; the server checks the scale. */

interface TierValues {
  rate?: string;
  activeMembers?: string;
  periodValidBet?: string;
  profitLoss?: string;
}

interface OfferValues {
  agentId?: string;
  contractType?: ContractType;
  period?: ContractPeriod;
  tiers?: TierValues[];
}

const usePlatformContractsLabels = () => {
  const { t } = useLingui();
  const types: Record<ContractType, string> = {
    dividend: t`Dividend`,
    dailySalary: t`Daily salary`,
    hourlySalary: t`Hourly salary`,
    realTimeSalary: t`Real-time salary`,
  };
  const periods: Record<ContractPeriod, string> = {
    daily: t`Daily`,
    weekly: t`Weekly`,
    semimonthly: t`Twice a month`,
    monthly: t`Monthly`,
  };
  const states: Record<PlatformContractState, string> = {
    pending: t`Offered`,
    active: t`In force`,
    rejected: t`Rejected`,
    withdrawn: t`Withdrawn`,
    terminated: t`Terminated`,
    cancelled: t`Cancelled`,
  };
  return { types, periods, states };
};

/**
 * The platform's contracts with a brand's top-level agents (issue 24: staff set them in the
 * agent desk): the list with each contract's state, tiers and open request; with
 * `agentPay.manage`, an offer with its tiers, withdrawing an offer not yet answered, asking to
 * end a contract in force (the agent answers), and answering an agent's request to end one.
 * Designed: the specs name the duty, not the screen.
 */
export const PlatformContractsPanel = ({ canManage }: { canManage: boolean }) => {
  const { t, i18n } = useLingui();
  const labels = usePlatformContractsLabels();
  const merchants = useStaffRead('staffMerchants', {});
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const merchantCode = chosen ?? merchants.data?.merchants[0]?.merchantCode;
  const [pageNo, setPageNo] = useState(1);
  const list = useStaffRead(
    'agentPayContracts',
    { merchantCode: merchantCode ?? '', pageNo, pageSize: 20 },
    { enabled: merchantCode !== undefined, paged: true },
  );
  const offer = useStaffWrite('agentPayContractOffer', ['agentPayContracts']);
  const withdraw = useStaffWrite('agentPayContractWithdraw', ['agentPayContracts']);
  const terminate = useStaffWrite('agentPayContractTerminate', ['agentPayContracts']);
  const answer = useStaffWrite('agentPayContractAnswer', ['agentPayContracts']);
  const [withdrawing, setWithdrawing] = useState<PlatformContract | null>(null);
  const [ending, setEnding] = useState<PlatformContract | null>(null);
  const [accepting, setAccepting] = useState<PlatformContract | null>(null);
  const [tierCount, setTierCount] = useState(1);

  const tierText = (contract: PlatformContract) =>
    contract.tiers
      .map((tier) =>
        contract.contractType === 'dividend'
          ? t`${tier.rate}% from ${tier.activeMembers} active members, valid bet ${tier.periodValidBet}, team loss ${tier.profitLoss ?? '0'}`
          : t`${tier.rate}% from ${tier.activeMembers} active members, valid bet ${tier.periodValidBet}`,
      )
      .join('; ');
  const requestText = (contract: PlatformContract) => {
    const request = contract.request;
    if (!request) return '';
    const reason = request.reason;
    if (request.kind === 'create') return t`Waiting for the agent's answer`;
    return request.askedBy === 'agent'
      ? t`The agent asks to end it: ${reason}`
      : t`Asked the agent to end it: ${reason}`;
  };
  const reasonRule = firstOf(
    filled(t`Give a reason of at least 3 characters.`),
    fitsCall('agentPayContractTerminate', 'reason', t`Give a reason of at least 3 characters.`),
  );
  const rateRule = (value: string | undefined) =>
    value && isTierRate(value) ? undefined : t`Give a rate above 0 and at most 100, such as 1.5.`;
  const countRule = (value: string | undefined) =>
    value !== undefined && /^\d{1,7}$/.test(value.trim())
      ? undefined
      : t`Give a whole number of members.`;
  const amountRule = (value: string | undefined) =>
    value !== undefined && v.is(wireMoney, value.trim()) && !value.trim().startsWith('-')
      ? undefined
      : t`Give an amount, such as 1000.00.`;
  const rows = list.data?.content ?? [];

  return (
    <Stack gap="md">
      <BrandSelect
        brands={merchants.data?.merchants ?? []}
        value={merchantCode}
        onChange={(code) => {
          setChosen(code);
          setPageNo(1);
        }}
      />
      {list.error && <p role="alert">{errorText(i18n, list.error)}</p>}
      {list.isPending && merchantCode !== undefined && <Spinner label={t`Loading`} />}
      {list.data && (
        <Card>
          <Table aria-label={t`Platform contracts`}>
            <thead>
              <tr>
                <th>{t`Agent`}</th>
                <th>{t`Contract`}</th>
                <th>{t`State`}</th>
                <th>{t`Tiers`}</th>
                <th>{t`Open request`}</th>
                <th>{t`Updated`}</th>
                {canManage && <th>{t`Actions`}</th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((contract) => {
                const agent = contract.agentAccount;
                const type = labels.types[contract.contractType];
                const period = contract.period ? ` (${labels.periods[contract.period]})` : '';
                const request = contract.request;
                return (
                  <tr key={contract.contractId}>
                    <td>{`${agent} (${contract.agentId})`}</td>
                    <td>{`${type}${period}`}</td>
                    <td>{labels.states[contract.state]}</td>
                    <td>{tierText(contract)}</td>
                    <td>{requestText(contract)}</td>
                    <td>{formatTime(i18n, contract.updatedAt)}</td>
                    {canManage && (
                      <td>
                        <Stack direction="row" gap="xs">
                          {request?.kind === 'create' && request.askedBy === 'platform' && (
                            <Button
                              size="small"
                              variant="secondary"
                              aria-label={t`Withdraw the ${type} offer to ${agent}`}
                              onClick={() => setWithdrawing(contract)}
                            >
                              <Trans>Withdraw</Trans>
                            </Button>
                          )}
                          {contract.state === 'active' && request === null && (
                            <Button
                              size="small"
                              variant="danger"
                              aria-label={t`Terminate the ${type} contract of ${agent}`}
                              onClick={() => setEnding(contract)}
                            >
                              <Trans>Terminate</Trans>
                            </Button>
                          )}
                          {request?.kind === 'terminate' && request.askedBy === 'agent' && (
                            <>
                              <Button
                                size="small"
                                variant="danger"
                                aria-label={t`End the ${type} contract of ${agent} as asked`}
                                onClick={() => setAccepting(contract)}
                              >
                                <Trans>Accept the end</Trans>
                              </Button>
                              <Button
                                size="small"
                                variant="secondary"
                                aria-label={t`Keep the ${type} contract of ${agent} in force`}
                                loading={answer.isPending}
                                onClick={() =>
                                  answer.mutate({
                                    merchantCode: contract.merchantCode,
                                    requestId: request.requestId,
                                    action: 'reject',
                                  })
                                }
                              >
                                <Trans>Keep in force</Trans>
                              </Button>
                            </>
                          )}
                        </Stack>
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </Table>
          {rows.length === 0 && <p>{t`The platform has no contract with this brand's agents.`}</p>}
          <Pagination page={pageNo} totalPages={list.data.totalPages} onChange={setPageNo} />
          {answer.error && accepting === null && (
            <p role="alert">{errorText(i18n, answer.error)}</p>
          )}
        </Card>
      )}

      {canManage && merchantCode !== undefined && (
        <FinalForm<OfferValues>
          initialValues={{ contractType: 'dailySalary', period: 'monthly' }}
          onSubmit={(values, form) => {
            const type = values.contractType ?? 'dailySalary';
            const tiers = (values.tiers ?? []).slice(0, tierCount);
            offer.mutate(
              {
                merchantCode,
                agentId: Number(values.agentId),
                contractType: type,
                ...(type === 'dividend' ? { period: values.period ?? 'monthly' } : {}),
                tiers: tiers.map((tier) => ({
                  rate: (tier.rate ?? '').trim(),
                  activeMembers: Number(tier.activeMembers),
                  periodValidBet: (tier.periodValidBet ?? '').trim(),
                  ...(type === 'dividend' ? { profitLoss: (tier.profitLoss ?? '').trim() } : {}),
                })),
              },
              {
                onSuccess: () => {
                  form.restart({ contractType: type, period: values.period ?? 'monthly' });
                  setTierCount(1);
                },
              },
            );
          }}
          render={({ handleSubmit, values }) => (
            <Card as="form" aria-label={t`Offer a contract`} onSubmit={handleSubmit}>
              <h3>
                <Trans>Offer a contract</Trans>
              </h3>
              <p>{t`A top-level agent of this brand gets the platform's contract once it accepts it. The rates rise tier by tier; the highest tier whose thresholds the team meets applies.`}</p>
              <FormTextField
                name="agentId"
                label={t`Agent id`}
                inputMode="numeric"
                validate={(value) =>
                  value && /^\d{1,9}$/.test(value.trim()) ? undefined : t`Enter the agent's id.`
                }
              />
              <FormSelect name="contractType" label={t`Contract`}>
                {CONTRACT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {labels.types[type]}
                  </option>
                ))}
              </FormSelect>
              {values.contractType === 'dividend' && (
                <FormSelect name="period" label={t`Period`}>
                  {CONTRACT_PERIODS.map((period) => (
                    <option key={period} value={period}>
                      {labels.periods[period]}
                    </option>
                  ))}
                </FormSelect>
              )}
              {Array.from({ length: tierCount }, (_, index) => {
                const n = index + 1;
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a tier is its position
                  <TierRow as="fieldset" minColumnWidth={160} key={index} aria-label={t`Tier ${n}`}>
                    <legend>{t`Tier ${n}`}</legend>
                    <FormTextField
                      name={`tiers[${index}].rate`}
                      label={t`Rate (%)`}
                      inputMode="decimal"
                      validate={rateRule}
                    />
                    <FormTextField
                      name={`tiers[${index}].activeMembers`}
                      label={t`Active members`}
                      inputMode="numeric"
                      validate={countRule}
                    />
                    <FormTextField
                      name={`tiers[${index}].periodValidBet`}
                      label={t`Period valid bet`}
                      inputMode="decimal"
                      validate={amountRule}
                    />
                    {values.contractType === 'dividend' && (
                      <FormTextField
                        name={`tiers[${index}].profitLoss`}
                        label={t`Team loss`}
                        inputMode="decimal"
                        validate={amountRule}
                      />
                    )}
                  </TierRow>
                );
              })}
              <Stack direction="row" gap="xs">
                <Button
                  type="button"
                  variant="secondary"
                  disabled={tierCount >= MAX_TIERS}
                  onClick={() => setTierCount((count) => count + 1)}
                >
                  <Trans>Add a tier</Trans>
                </Button>
                <Button
                  type="button"
                  variant="secondary"
                  disabled={tierCount <= 1}
                  onClick={() => setTierCount((count) => count - 1)}
                >
                  <Trans>Remove the last tier</Trans>
                </Button>
              </Stack>
              {offer.error && <p role="alert">{errorText(i18n, offer.error)}</p>}
              {offer.data && (
                <p role="status">{t`The offer is sent; the agent accepts or rejects it.`}</p>
              )}
              <Button type="submit" loading={offer.isPending}>
                <Trans>Send the offer</Trans>
              </Button>
            </Card>
          )}
        />
      )}

      <ConfirmDialog
        open={withdrawing !== null}
        name="withdraw-platform-offer"
        title={t`Withdraw the offer to ${withdrawing?.agentAccount ?? ''}`}
        message={<p>{t`The agent can no longer accept it; you may offer again afterwards.`}</p>}
        confirmLabel={t`Withdraw`}
        busy={withdraw.isPending}
        error={withdraw.error ? errorText(i18n, withdraw.error) : null}
        onConfirm={() => {
          const request = withdrawing?.request;
          if (!withdrawing || !request) return;
          withdraw.mutate(
            { merchantCode: withdrawing.merchantCode, requestId: request.requestId },
            { onSuccess: () => setWithdrawing(null) },
          );
        }}
        onCancel={() => {
          setWithdrawing(null);
          withdraw.reset();
        }}
      />
      <ConfirmDialog
        open={accepting !== null}
        name="accept-contract-end"
        title={t`End the contract of ${accepting?.agentAccount ?? ''}`}
        message={<p>{t`The contract stays in force to the end of its current period.`}</p>}
        confirmLabel={t`Accept the end`}
        busy={answer.isPending}
        error={answer.error ? errorText(i18n, answer.error) : null}
        onConfirm={() => {
          const request = accepting?.request;
          if (!accepting || !request) return;
          answer.mutate(
            {
              merchantCode: accepting.merchantCode,
              requestId: request.requestId,
              action: 'accept',
            },
            { onSuccess: () => setAccepting(null) },
          );
        }}
        onCancel={() => {
          setAccepting(null);
          answer.reset();
        }}
      />
      <FinalForm<{ reason?: string }>
        onSubmit={({ reason = '' }, form) => {
          if (!ending) return;
          terminate.mutate(
            {
              merchantCode: ending.merchantCode,
              contractId: ending.contractId,
              reason: reason.trim(),
            },
            {
              onSuccess: () => {
                forgetReason(form);
                setEnding(null);
              },
            },
          );
        }}
        render={({ form }) => (
          <ReasonDialog
            open={ending !== null}
            name="terminate-platform-contract"
            title={t`Terminate the contract of ${ending?.agentAccount ?? ''}`}
            message={
              <p>{t`The agent is asked to end it; once it accepts, the contract stays in force to the end of its current period.`}</p>
            }
            reasonLabel={t`Reason`}
            maxLength={200}
            validate={reasonRule}
            confirmLabel={t`Ask to terminate`}
            busy={terminate.isPending}
            error={terminate.error ? errorText(i18n, terminate.error) : null}
            onCancel={() => {
              forgetReason(form);
              setEnding(null);
              terminate.reset();
            }}
          />
        )}
      />
    </Stack>
  );
};

const TierRow = styled(Grid)`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small}px;
  padding: ${({ theme }) => theme.spacing.sm}px;
  & legend {
    padding: 0 ${({ theme }) => theme.spacing.xs}px;
  }
`;
