import { UplineTransferCard } from '@portal/agent';
import { WalletScreen } from '@portal/cashier';

/**
 * The wallet, and for a member with an upline the transfer to it (agent-rules "Transfers"):
 * where /member opens, so a chunk of its own, without the deposit's and withdrawal's forms
 * (CashierPages.tsx) (issue 27: the member centre's first load).
 */
export const WalletPage = () => (
  <>
    <WalletScreen />
    <UplineTransferCard />
  </>
);
