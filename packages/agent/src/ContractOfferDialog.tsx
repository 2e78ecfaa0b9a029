import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import type { Contract, ContractSide } from '@portal/contract';
import { useMoney } from '@portal/session';
import { Button, Modal, Stack } from '@portal/ui-kit';
import { contractPeriodLabel, contractTypeLabel } from './labels.ts';

/** A downline contract that accepting would cancel (the `contract.downline.conflict` value). */
export interface ConflictingDownline {
  downlineId: number;
  downlineAccount: string;
  rate: string;
}

export interface ContractOfferDialogProps {
  open: boolean;
  /** The contract the request is about (its `pendingRequest` says which kind). */
  contract: Contract;
  /**
   * The side that asked: the upline (an offer, or a request to end the contract) or a
   * downline (a request to end a contract this member gave it).
   */
  from: ContractSide;
  /**
   * Set after a first accept was refused with `contract.downline.conflict`: the downline
   * contracts accepting would cancel, shown for a second, explicit confirmation.
   */
  conflict: readonly ConflictingDownline[] | null;
  busy: boolean;
  /** The last answer's failure, already in the interface language. */
  error: string | null;
  onAccept: () => void;
  onReject: () => void;
  onConfirmCancel: () => void;
  /** Closing only puts the question off: the popup opens again with the next load. */
  onClose: () => void;
}

/**
 * The contract popup (portal-spec section 3): an upline's offer of a contract, or its request
 * to end one, or a downline's request to end one, with the contract's tiers, to accept or
 * reject. When accepting would cancel
 * contracts this member gave its own downlines at a higher rate, the dialog lists them and
 * asks again before anything changes.
 */
export const ContractOfferDialog = ({
  open,
  contract,
  from,
  conflict,
  busy,
  error,
  onAccept,
  onReject,
  onConfirmCancel,
  onClose,
}: ContractOfferDialogProps) => {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const type = contractTypeLabel(i18n, contract.contractType);
  const terminate = contract.pendingRequest === 'terminate';
  // A top-level agent's contracts come from the platform (staff): no upline account.
  const upline = contract.uplineAccount;
  const downline = contract.downlineAccount;
  const dividend = contract.contractType === 'dividend';
  return (
    <Modal
      name="contract-offer"
      open={open}
      onClose={onClose}
      title={terminate ? t`End of contract: ${type}` : t`Contract offer: ${type}`}
      width={420}
    >
      <Stack gap="sm">
        <p>
          {from === 'downline'
            ? t`Your downline ${downline} asks to end this contract.`
            : terminate
              ? upline
                ? t`Your upline ${upline} asks to end this contract.`
                : t`The platform asks to end this contract.`
              : upline
                ? t`Your upline ${upline} offers you this contract.`
                : t`The platform offers you this contract.`}
        </p>
        {contract.period ? (
          <p>
            {t`Settlement period`}: {contractPeriodLabel(i18n, contract.period)}
          </p>
        ) : null}
        <Tiers>
          <caption>{t`Contract tiers`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Rate`}</th>
              <th scope="col">{t`Active members`}</th>
              <th scope="col">{t`Period valid bet`}</th>
              {dividend ? <th scope="col">{t`Team loss`}</th> : null}
            </tr>
          </thead>
          <tbody>
            {contract.tiers.map((tier) => (
              <tr key={`${tier.rate}-${tier.activeMembers}-${tier.periodValidBet}`}>
                <td>{tier.rate}%</td>
                <td>{tier.activeMembers}</td>
                <td>{money(tier.periodValidBet)}</td>
                {dividend ? <td>{money(tier.profitLoss)}</td> : null}
              </tr>
            ))}
          </tbody>
        </Tiers>
        {conflict ? (
          <section role="alert" aria-label={t`Contracts that will be cancelled`}>
            <p>{t`Accepting cancels these downline contracts, which have a higher rate:`}</p>
            <ul>
              {conflict.map((downline) => (
                <li key={downline.downlineId}>
                  {downline.downlineAccount} ({downline.rate}%)
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {error ? <ErrorText role="alert">{error}</ErrorText> : null}
        <Stack direction="row" gap="sm" justify="flex-end">
          {conflict ? (
            <Button onClick={onConfirmCancel} disabled={busy}>
              {t`Accept and cancel them`}
            </Button>
          ) : (
            <Button onClick={onAccept} disabled={busy}>
              {t`Accept`}
            </Button>
          )}
          <Button variant="secondary" onClick={onReject} disabled={busy}>
            {t`Reject`}
          </Button>
        </Stack>
      </Stack>
    </Modal>
  );
};

const Tiers = styled.table`
  width: 100%;
  border-collapse: collapse;
  & caption {
    text-align: start;
    font-weight: 600;
  }
  & th,
  & td {
    padding: ${({ theme }) => theme.spacing.xs}px;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;
