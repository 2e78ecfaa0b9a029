import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/api-client';
import { errorMessage } from '@portal/i18n';
import { useBalance } from '@portal/session';
import { Spinner } from '@portal/ui-kit';
import { useMerchantWallet } from './api/getMerchantWallet.ts';
import { useRecallWallets } from './api/recallWallets.ts';
import { useWalletTransfer } from './api/transferBetweenWallets.ts';
import { Failure } from './cashierParts.tsx';
import { WalletOverview } from './WalletOverview.tsx';

/** My wallet: the balances the header shows, and transfers in multi-wallet brands. */
export const WalletScreen = () => {
  const { i18n } = useLingui();
  const { balance } = useBalance();
  const wallet = useMerchantWallet();
  const transfer = useWalletTransfer();
  const recall = useRecallWallets();
  if (wallet.isError) {
    return (
      <Failure role="alert">
        {errorMessage(i18n, isApiError(wallet.error) ? wallet.error : { code: 'unknown' })}
      </Failure>
    );
  }
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
