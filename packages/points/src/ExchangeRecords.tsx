import { useLingui } from '@lingui/react/macro';
import type { PointsExchangeType, PointsRedemptionStatus, RedeemRecord } from '@portal/contract';
import { useMoney } from '@portal/session';
import { Table, type TableColumn } from '@portal/ui-kit';
import { useCategoryLabel } from './labels.ts';

/**
 * The exchange records with the spec's fields (platform-spec section 3, points record), on
 * ui-kit's Table: a phone scrolls its thirteen columns sideways, as the other records do.
 */
export const ExchangeRecords = ({ records }: { records: readonly RedeemRecord[] }) => {
  const { t, i18n } = useLingui();
  const categoryLabel = useCategoryLabel();
  const formatAmount = useMoney();
  // A conversion of points into money is an exchange beside the mall's item types.
  const typeLabel = (type: PointsExchangeType) =>
    type === 'conversion' ? t`Points to money` : categoryLabel(type);
  const statusLabel = (status: PointsRedemptionStatus) =>
    ({ applying: t`In process`, approved: t`Approved`, rejected: t`Rejected` })[status];
  const column = (
    id: string,
    header: string,
    show: (record: RedeemRecord) => string | number,
  ): TableColumn<RedeemRecord> => ({ id, header, cell: ({ row }) => show(row.original) });
  const columns = [
    column('transactionNo', t`Transaction number`, (r) => r.transactionNo),
    column('applicationTime', t`Application time`, (r) =>
      i18n.date(r.applicationTime, { dateStyle: 'short', timeStyle: 'short' }),
    ),
    column('exchangeType', t`Exchange type`, (r) => typeLabel(r.exchangeType)),
    column('productName', t`Product`, (r) => {
      // A conversion has no product: what it bought is the money it paid into the wallet.
      if (r.amountReceived === undefined) return r.productName;
      const received = formatAmount(r.amountReceived);
      return t`Received ${received}`;
    }),
    column('quantity', t`Quantity`, (r) => r.quantity),
    column('pointsNeeded', t`Points needed`, (r) => r.pointsNeeded),
    column('amountNeeded', t`Amount needed`, (r) => formatAmount(r.amountNeeded)),
    column('status', t`Status`, (r) => statusLabel(r.status)),
    column('pointsChange', t`Change in points`, (r) => r.pointsChange),
    column('pointsBalance', t`Points balance`, (r) => r.pointsBalance),
    column('remark', t`Remark`, (r) => r.remark || '-'),
    column('bettingUnit', t`Betting unit`, (r) => r.bettingUnit),
    column('pointsRatio', t`Points ratio`, (r) => r.pointsRatio),
  ];
  return (
    <Table
      label={t`Exchange records`}
      columns={columns}
      rows={records}
      rowKey={(record) => record.transactionNo}
      rowHeader="transactionNo"
      numeric={['quantity', 'pointsNeeded', 'amountNeeded', 'pointsChange', 'pointsBalance']}
      phone="scroll"
    />
  );
};
