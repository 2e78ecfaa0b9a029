import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import {
  amountValidator,
  type ContractType,
  isTierRate,
  parseMoney,
  toWire,
} from '@portal/contract';
import { useBrandConfig } from '@portal/session';
import {
  Button,
  FormField,
  FormTextField,
  Modal,
  QueryStatus,
  Stack,
  submitFailure,
} from '@portal/ui-kit';
import { useState } from 'react';
import { Form as FinalForm } from 'react-final-form';
import { useContracts, useCreateContract, useTeamMembers } from './api/contracts.ts';
import { contractTypeLabel } from './labels.ts';

export interface ContractCreateDialogProps {
  contractType: ContractType;
  onClose: () => void;
}

interface TierValues {
  rate?: string;
  activeMembers?: string;
  periodValidBet?: string;
  profitLoss?: string;
}

interface OfferValues {
  downlineId?: string;
  tiers?: TierValues[];
}

/** The most tiers a contract takes (the call's limit). */
const MAX_TIERS = 20;

/**
 * Offers a direct downline agent a contract of one type (agent-rules "Contracts"): a scale of
 * tiers, each a rate and the thresholds the team must reach. The agent's own tiers of that
 * type stand beside the form, since every offered rate must stay within them; the server
 * checks that and answers with the catalogue's words when it does not hold. A dividend
 * contract runs on the agent's own period (the server's rule), so none is asked here.
 */
export const ContractCreateDialog = ({ contractType, onClose }: ContractCreateDialogProps) => {
  const { t, i18n } = useLingui();
  const { currency, agentTypes } = useBrandConfig();
  const own = useContracts(contractType, 'upline');
  const team = useTeamMembers(undefined, '', 1);
  const create = useCreateContract();
  const [tierCount, setTierCount] = useState(1);
  const dividend = contractType === 'dividend';
  const type = contractTypeLabel(i18n, contractType);
  const held = own.data?.content.find((contract) => contract.status === 'accepted');
  const downlines = (team.data?.content ?? []).filter((member) => agentTypes.includes(member.type));
  const money = (value: string | undefined) => {
    const problem = amountValidator(currency, { min: 0n })(value);
    if (problem === 'required') return t`Input cannot be empty.`;
    return problem ? t`Enter a valid amount in ${currency}.` : undefined;
  };
  const wire = (value: string | undefined) => {
    const parsed = parseMoney((value ?? '').trim(), currency);
    return parsed.ok ? toWire(parsed.minor, currency) : '0';
  };
  return (
    <Modal name="contract-create" open onClose={onClose} title={t`Offer a contract: ${type}`}>
      <Stack gap="sm">
        <QueryStatus
          loading={own.isPending || team.isPending}
          error={own.error ?? team.error}
          onRetry={() => Promise.all([own.refetch(), team.refetch()])}
        />
        {held ? (
          <OwnRates aria-label={t`Your own rates`}>
            {held.tiers.map((tier) => (
              <li key={`${tier.rate}-${tier.activeMembers}-${tier.periodValidBet}`}>
                {t`${tier.rate}% from ${tier.activeMembers} active members`}
              </li>
            ))}
          </OwnRates>
        ) : own.data ? (
          <p>{t`You hold no contract of this type: only an agent holding one may offer it.`}</p>
        ) : null}
        {create.isSuccess ? (
          <>
            <p role="status">{t`Your offer was sent; the downline answers it in the contract popup.`}</p>
            <Button onClick={onClose}>{t`Close`}</Button>
          </>
        ) : team.data && downlines.length === 0 ? (
          <p>{t`No direct downline agent to offer a contract to.`}</p>
        ) : team.data ? (
          <FinalForm<OfferValues>
            initialValues={{ downlineId: String(downlines[0]?.memberId ?? '') }}
            onSubmit={async (values) => {
              try {
                await create.mutateAsync({
                  contractType,
                  downlineId: Number(values.downlineId),
                  tiers: (values.tiers ?? []).slice(0, tierCount).map((tier) => ({
                    rate: (tier.rate ?? '').trim(),
                    activeMembers: Number(tier.activeMembers),
                    periodValidBet: wire(tier.periodValidBet),
                    ...(dividend ? { profitLoss: wire(tier.profitLoss) } : {}),
                  })),
                });
                return undefined;
              } catch (error) {
                return submitFailure(i18n, error);
              }
            }}
            render={({ handleSubmit, submitting, submitError }) => (
              <form noValidate onSubmit={handleSubmit} aria-label={t`Contract offer`}>
                <Stack gap="sm">
                  <FormField name="downlineId">
                    {({ input }) => (
                      <Stack as="label" gap="xs">
                        {t`Downline`}
                        <select {...input}>
                          {downlines.map((member) => (
                            <option key={member.memberId} value={member.memberId}>
                              {member.username}
                            </option>
                          ))}
                        </select>
                      </Stack>
                    )}
                  </FormField>
                  {Array.from({ length: tierCount }, (_, index) => (
                    // Tiers are only added or removed at the end: the position is the tier.
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above
                    <Tier as="fieldset" key={index} gap="xs">
                      <legend>{t`Tier ${index + 1}`}</legend>
                      <FormTextField
                        name={`tiers[${index}].rate`}
                        label={t`Rate (%)`}
                        inputMode="decimal"
                        validate={(value) =>
                          isTierRate(value ?? '')
                            ? undefined
                            : t`Enter a rate above 0 and at most 100, with up to 4 decimals.`
                        }
                      />
                      <FormTextField
                        name={`tiers[${index}].activeMembers`}
                        label={t`Active members`}
                        inputMode="numeric"
                        validate={(value) =>
                          /^\d{1,7}$/.test(value ?? '') ? undefined : t`Enter a whole number.`
                        }
                      />
                      <FormTextField
                        name={`tiers[${index}].periodValidBet`}
                        label={t`Period valid bet`}
                        inputMode="decimal"
                        validate={money}
                      />
                      {dividend ? (
                        <FormTextField
                          name={`tiers[${index}].profitLoss`}
                          label={t`Team loss`}
                          inputMode="decimal"
                          validate={money}
                        />
                      ) : null}
                    </Tier>
                  ))}
                  <Stack direction="row" wrap>
                    <Button
                      variant="secondary"
                      disabled={tierCount >= MAX_TIERS}
                      onClick={() => setTierCount((count) => count + 1)}
                    >
                      {t`Add a tier`}
                    </Button>
                    <Button
                      variant="secondary"
                      disabled={tierCount <= 1}
                      onClick={() => setTierCount((count) => count - 1)}
                    >
                      {t`Remove the last tier`}
                    </Button>
                  </Stack>
                  {submitError ? <Failure role="alert">{submitError}</Failure> : null}
                  <Button type="submit" loading={submitting}>
                    {t`Send the offer`}
                  </Button>
                </Stack>
              </form>
            )}
          />
        ) : null}
      </Stack>
    </Modal>
  );
};

const OwnRates = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.spacing.md}px;
  color: ${({ theme }) => theme.colors.mutedOnBackground};
`;

const Tier = styled(Stack)`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.sm}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small}px;
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
