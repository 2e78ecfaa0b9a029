import { useLingui } from '@lingui/react/macro';
import type { DepositOrder } from '@portal/contract';
import { Button } from '@portal/ui-kit';
import { Figures, Notice, Panel } from './cashierParts.tsx';

export interface DepositOrderStatusProps {
  order: DepositOrder;
  /** Opens the provider's payment page again (an e-wallet order still waiting). */
  onPay: (cashierUrl: string) => void;
  onNewDeposit: () => void;
}

/** Where a deposit order stands: waiting (with how to pay), credited, declined or expired. */
export const DepositOrderStatus = ({ order, onPay, onNewDeposit }: DepositOrderStatusProps) => {
  const { t } = useLingui();
  const waiting = order.status === 'pending' || order.status === 'created';
  const heading = waiting
    ? t`Waiting for your payment`
    : order.status === 'paid'
      ? t`Deposit credited`
      : order.status === 'failed'
        ? t`The payment was declined`
        : t`This order has expired`;
  return (
    <Panel aria-labelledby="deposit-order-heading">
      <h2 id="deposit-order-heading">{heading}</h2>
      <Figures>
        <dt>{t`Order number`}</dt>
        <dd>{order.orderNo}</dd>
        <dt>{t`Amount`}</dt>
        <dd>{order.paidAmount ?? order.amount}</dd>
      </Figures>
      {waiting && order.bankAccount && order.memo && (
        <>
          <Notice>{t`Send the amount by bank transfer and type this memo into the transfer:`}</Notice>
          <Figures>
            <dt>{t`Bank`}</dt>
            <dd>{order.bankAccount.bankName}</dd>
            <dt>{t`Account name`}</dt>
            <dd>{order.bankAccount.accountName}</dd>
            <dt>{t`Account number`}</dt>
            <dd>{order.bankAccount.accountNumber}</dd>
            <dt>{t`Memo`}</dt>
            <dd>{order.memo}</dd>
          </Figures>
        </>
      )}
      {waiting && order.cashierUrl && (
        <Button type="button" onClick={() => onPay(order.cashierUrl ?? '')}>
          {t`Pay now`}
        </Button>
      )}
      {order.status === 'failed' && <Notice>{t`Nothing was credited.`}</Notice>}
      {!waiting && (
        <Button type="button" variant="secondary" onClick={onNewDeposit}>
          {t`New deposit`}
        </Button>
      )}
    </Panel>
  );
};
