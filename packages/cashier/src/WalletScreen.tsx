import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/api-client';
import { errorMessage } from '@portal/i18n';
import { useBalance } from '@portal/session';
import { QueryFailure, Spinner } from '@portal/ui-kit';
import { AutoTransferSetting } from './AutoTransferSetting.tsx';
import { useAutoTransfer, useSetAutoTransfer } from './api/getAutoTransfer.ts';
import { useMerchantWallet } from './api/getMerchantWallet.ts';
import { useRecallWallets } from './api/recallWallets.ts';
import { useWalletTransfer } from './api/transferBetweenWallets.ts';
import { WalletOverview } from './WalletOverview.tsx';

/** The automatic-transfer switch on the member's saved setting, saved as it changes. */
const AutoTransfer = () => {
  const { i18n } = useLingui();
  const setting = useAutoTransfer();
  const save = useSetAutoTransfer();
  const failure = save.error ?? setting.error;
  return (
    <AutoTransferSetting
      // While saving, the switch shows what was asked; a failure turns it back to the saved one.
      enabled={save.isPending ? save.variables : (setting.data?.enabled ?? null)}
      saving={save.isPending}
      error={
        failure ? errorMessage(i18n, isApiError(failure) ? failure : { code: 'unknown' }) : null
      }
      onChange={(enabled) => save.mutate(enabled)}
    />
  );
};

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
      autoTransfer={wallet.data.isSingle === 0 ? <AutoTransfer /> : undefined}
    />
  );
};
