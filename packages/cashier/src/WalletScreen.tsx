import { useBalance } from '@portal/session';
import { QueryFailure, Spinner } from '@portal/ui-kit';
import { useMerchantWallet } from './api/getMerchantWallet.ts';
import { useRecallWallets } from './api/recallWallets.ts';
import { useWalletTransfer } from './api/transferBetweenWallets.ts';
import { WalletOverview } from './WalletOverview.tsx';

/** My wallet: the balances the header shows, and transfers in multi-wallet brands. */
export const WalletScreen = () => {
  const { balance } = useBalance();
  const wallet = useMerchantWallet();
  const transfer = useWalletTransfer();
  const recall = useRecallWallets();
  if (wallet.isError) return <QueryFailure error={wallet.error} onRetry={wallet.refetch} />;
  if (!wallet.data || !balance) return <Spinner />;
  return (
    <WalletOverview
      balance={balance}
      wallet={wallet.data}
      onTransfer={(request) => transfer.mutateAsync(request)}
      onRecall={() => recall.mutateAsync()}
    />
  );
};
