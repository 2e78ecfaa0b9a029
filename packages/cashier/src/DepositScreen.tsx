import { useLingui } from '@lingui/react/macro';
import { QueryFailure, Spinner } from '@portal/ui-kit';
import { useCreateDeposit } from './api/createDeposit.ts';
import { useDepositChannels } from './api/getDepositChannels.ts';
import { useDepositOrder } from './api/getDepositOrder.ts';
import { Panel } from './cashierParts.tsx';
import { DepositForm } from './DepositForm.tsx';
import { DepositOrderStatus } from './DepositOrderStatus.tsx';

export interface DepositScreenProps {
  /** The order the page shows (back from the payment page); null: the deposit form. */
  orderNo: string | null;
  /** An order was opened: the page keeps its number (the address, so a reload keeps it). */
  onOrderOpened: (orderNo: string) => void;
  /** Leaves for the provider's hosted payment page. */
  openCashier: (url: string) => void;
  onNewDeposit: () => void;
}

const OrderView = ({
  orderNo,
  openCashier,
  onNewDeposit,
}: Pick<DepositScreenProps, 'openCashier' | 'onNewDeposit'> & { orderNo: string }) => {
  const order = useDepositOrder(orderNo);
  if (order.isPending) return <Spinner />;
  if (order.isError) return <QueryFailure error={order.error} onRetry={order.refetch} />;
  return <DepositOrderStatus order={order.data} onPay={openCashier} onNewDeposit={onNewDeposit} />;
};

/** The deposit screen: channel and amount, then the order's status until it is credited. */
export const DepositScreen = ({
  orderNo,
  onOrderOpened,
  openCashier,
  onNewDeposit,
}: DepositScreenProps) => {
  const { t } = useLingui();
  const channels = useDepositChannels();
  const create = useCreateDeposit();
  if (orderNo) {
    return <OrderView orderNo={orderNo} openCashier={openCashier} onNewDeposit={onNewDeposit} />;
  }
  return (
    <Panel aria-labelledby="deposit-heading">
      <h2 id="deposit-heading">{t`Deposit`}</h2>
      {channels.isPending && <Spinner />}
      {channels.isError && <QueryFailure error={channels.error} onRetry={channels.refetch} />}
      {channels.data && (
        <DepositForm
          channels={channels.data.channels}
          onDeposit={async (request) => {
            const order = await create.mutateAsync(request);
            onOrderOpened(order.orderNo);
            if (order.cashierUrl) openCashier(order.cashierUrl);
          }}
        />
      )}
    </Panel>
  );
};
