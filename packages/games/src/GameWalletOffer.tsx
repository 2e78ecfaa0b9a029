import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog, TextField } from '@portal/ui-kit';

export interface GameWalletOfferProps {
  open: boolean;
  /** The game's wallet, as GCS_merchantWallet names it. */
  walletName: string;
  /** Both balances, already formatted for the member. */
  mainBalance: string;
  gameBalance: string;
  /** The amount to move (prefilled with the main wallet's balance), as typed. */
  amount: string;
  onAmount: (amount: string) => void;
  /** Moves `amount` into the game's wallet, then opens the game. */
  onTransfer: () => void;
  /** Opens the game on what its wallet holds. */
  onSkip: () => void;
  busy?: boolean;
  /** The amount is not one that can move, or the transfer failed. */
  error?: string | null;
}

/**
 * Issue 27: in a multi-wallet brand a game plays from its vendor's wallet, so a member whose
 * game wallet holds less than the main wallet is offered the transfer before the game opens
 * (the existing walletTransfer call), the whole main balance prefilled.
 */
export const GameWalletOffer = ({
  open,
  walletName,
  mainBalance,
  gameBalance,
  amount,
  onAmount,
  onTransfer,
  onSkip,
  busy = false,
  error,
}: GameWalletOfferProps) => {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      name="game-wallet"
      open={open}
      title={t`Move money to ${walletName}?`}
      message={
        <>
          <p>
            {t`This game plays from its own wallet, ${walletName}, which holds ${gameBalance}. Your main wallet holds ${mainBalance}.`}
          </p>
          <TextField
            label={t`Amount to move`}
            inputMode="decimal"
            value={amount}
            onChange={(event) => onAmount(event.target.value)}
          />
        </>
      }
      confirmLabel={t`Transfer and play`}
      cancelLabel={t`Play without transferring`}
      onConfirm={onTransfer}
      onCancel={onSkip}
      busy={busy}
      error={error ?? null}
    />
  );
};
