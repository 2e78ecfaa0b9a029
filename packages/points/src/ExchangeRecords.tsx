import { useLingui } from '@lingui/react/macro';
import type { PointsRedemptionStatus, RedeemRecord } from '@portal/contract';
import { useCategoryLabel } from './labels.ts';
import { Scroll } from './pointsParts.tsx';

/** The exchange records with the spec's fields (platform-spec section 3, points record). */
export const ExchangeRecords = ({ records }: { records: readonly RedeemRecord[] }) => {
  const { t, i18n } = useLingui();
  const categoryLabel = useCategoryLabel();
  const statusLabel = (status: PointsRedemptionStatus) =>
    ({ applying: t`In process`, approved: t`Approved`, rejected: t`Rejected` })[status];
  return (
    <Scroll>
      <table aria-label={t`Exchange records`}>
        <thead>
          <tr>
            <th>{t`Transaction number`}</th>
            <th>{t`Application time`}</th>
            <th>{t`Exchange type`}</th>
            <th>{t`Product`}</th>
            <th>{t`Quantity`}</th>
            <th>{t`Points needed`}</th>
            <th>{t`Amount needed`}</th>
            <th>{t`Status`}</th>
            <th>{t`Change in points`}</th>
            <th>{t`Points balance`}</th>
            <th>{t`Remark`}</th>
            <th>{t`Betting unit`}</th>
            <th>{t`Points ratio`}</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={record.transactionNo}>
              <td>{record.transactionNo}</td>
              <td>
                {i18n.date(record.applicationTime, { dateStyle: 'short', timeStyle: 'short' })}
              </td>
              <td>{categoryLabel(record.exchangeType)}</td>
              <td>{record.productName}</td>
              <td>{record.quantity}</td>
              <td>{record.pointsNeeded}</td>
              <td>{record.amountNeeded}</td>
              <td>{statusLabel(record.status)}</td>
              <td>{record.pointsChange}</td>
              <td>{record.pointsBalance}</td>
              <td>{record.remark || '-'}</td>
              <td>{record.bettingUnit}</td>
              <td>{record.pointsRatio}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
};
