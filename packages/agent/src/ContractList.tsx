import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import type { Contract } from '@portal/contract';
import { Button, Stack } from '@portal/ui-kit';
import { contractPeriodLabel } from './labels.ts';
import { RuledList } from './RuledList.ts';

export interface ContractListProps {
  contracts: readonly Contract[];
  /** `downline`: contracts this agent gave (the other side is the downline); `upline`: held. */
  side: 'upline' | 'downline';
  /** Asks to end an accepted contract; absent where the member may not. */
  onTerminate?: ((contract: Contract) => void) | undefined;
  /** Answers an open request this member must answer; absent where the popup answers them. */
  onAnswer?: ((contract: Contract, action: 'accept' | 'reject') => void) | undefined;
  /** Withdraws an offer the downline has not answered yet (the `downline` side only). */
  onWithdraw?: ((contract: Contract) => void) | undefined;
  busy?: boolean;
}

/** One contract type's contracts on one side, with their tiers and state. */
export const ContractList = ({
  contracts,
  side,
  onTerminate,
  onAnswer,
  onWithdraw,
  busy = false,
}: ContractListProps) => {
  const { t, i18n } = useLingui();
  const askedOf = (contract: Contract) =>
    contract.pendingRequest === 'create' ? t`Offer waiting for your answer` : t`Asks to end it`;
  const status: Record<Contract['status'], string> = {
    offered: t`Offered`,
    accepted: t`In force`,
    rejected: t`Rejected`,
    terminated: t`Ended`,
  };
  return (
    <RuledList>
      {contracts.map((contract) => {
        // A top-level agent's contracts come from the platform (staff): no upline account.
        const other =
          side === 'downline' ? contract.downlineAccount : contract.uplineAccount || t`Platform`;
        const waiting = contract.pendingRequest !== null;
        // This member stands on the other side of the list's: the upline of what it gave.
        const mine =
          waiting && contract.answeredBy === (side === 'downline' ? 'upline' : 'downline');
        const unanswered =
          side === 'downline' &&
          contract.status === 'offered' &&
          contract.pendingRequest === 'create';
        return (
          <li key={contract.contractId} aria-label={other}>
            <strong>{other}</strong> · {status[contract.status]}
            {contract.period ? ` · ${contractPeriodLabel(i18n, contract.period)}` : null}
            {waiting ? ` · ${mine ? askedOf(contract) : t`Waiting for an answer`}` : null}
            <Rates>
              {contract.tiers.map((tier) => (
                <li key={`${tier.rate}-${tier.activeMembers}-${tier.periodValidBet}`}>
                  {t`${tier.rate}% from ${tier.activeMembers} active members`}
                </li>
              ))}
            </Rates>
            {onTerminate && contract.status === 'accepted' && !waiting ? (
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => onTerminate(contract)}
                aria-label={t`End the contract with ${other}`}
              >
                {t`End contract`}
              </Button>
            ) : null}
            {onAnswer && mine ? (
              <Stack direction="row" gap="sm">
                <Button
                  disabled={busy}
                  onClick={() => onAnswer(contract, 'accept')}
                  aria-label={t`Accept the request of ${other}`}
                >
                  {t`Accept`}
                </Button>
                <Button
                  variant="secondary"
                  disabled={busy}
                  onClick={() => onAnswer(contract, 'reject')}
                  aria-label={t`Reject the request of ${other}`}
                >
                  {t`Reject`}
                </Button>
              </Stack>
            ) : null}
            {onWithdraw && unanswered ? (
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => onWithdraw(contract)}
                aria-label={t`Withdraw the offer to ${other}`}
              >
                {t`Withdraw offer`}
              </Button>
            ) : null}
          </li>
        );
      })}
    </RuledList>
  );
};

const Rates = styled.ul`
  margin: ${({ theme }) => theme.spacing.xs}px 0;
  padding-inline-start: ${({ theme }) => theme.spacing.md}px;
  color: ${({ theme }) => theme.colors.mutedOnBackground};
`;
