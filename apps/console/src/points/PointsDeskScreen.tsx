import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  POINTS_REDEMPTION_STATUS,
  type PointsLedgerLine,
  type PointsRedemptionStatus,
  type RedemptionDecision,
  type StaffPointReward,
  type StaffRedemption,
} from '@portal/contract';
import { Button, FormStack, FormTextField, Table as KitTable } from '@portal/ui-kit';
import { useState } from 'react';
import { Form as FinalForm } from 'react-final-form';
import { errorText } from '../i18n/consoleI18n.ts';
import { type ConsoleColumn, column } from '../ui/DataTable.tsx';
import { formatTime } from '../ui/format.tsx';
import { Card, Screen, Table } from '../ui/parts.tsx';
import { ReviewQueue, RowActions, useQueuePage } from '../ui/ReviewQueue.tsx';
import { StatusFilter } from '../ui/StatusFilter.tsx';
import { ItemForm } from './ItemForm.tsx';
import {
  useDecideRedemption,
  useMemberPointsLedger,
  usePointRedemptions,
  usePointRewards,
} from './queries.ts';

/**
 * The points desk: the redemption queue (approve: a chips item's money is credited; reject:
 * the points and any amount return; ship: an approved gift is on its way), the mall's items
 * with their stock and limits, and one member's points ledger. Every decision is audited.
 */
export const PointsDeskScreen = ({ canWrite = false }: { canWrite?: boolean }) => (
  <Screen aria-labelledby="points-title">
    <h1 id="points-title">
      <Trans>Points</Trans>
    </h1>
    <RedemptionQueue />
    <MallItems canWrite={canWrite} />
    <MemberLedger />
  </Screen>
);

const RedemptionQueue = () => {
  const { t, i18n } = useLingui();
  const queue = useQueuePage<PointsRedemptionStatus>('applying');
  const redemptions = usePointRedemptions(queue.status, queue.pageNo);
  const deciding = useDecideRedemption();
  const statusLabel = (s: PointsRedemptionStatus) =>
    ({ applying: t`In process`, approved: t`Approved`, rejected: t`Rejected` })[s];
  // A redemption is decided in its row, without a dialog: the remark is left empty.
  const decide = (row: StaffRedemption, decision: RedemptionDecision) => () =>
    deciding.mutate({ redemptionId: row.redemptionId, decision, remark: '' });
  const columns: ConsoleColumn<StaffRedemption>[] = [
    column('transaction', t`Transaction number`, (row) => row.transactionNo),
    column('member', t`Member`, (row) => row.username),
    column('item', t`Item`, (row) => row.productName),
    column('quantity', t`Quantity`, (row) => row.quantity),
    column('points', t`Points`, (row) => row.points),
    column('amount', t`Amount`, (row) => row.amount),
    column('delivery', t`Delivery`, (row) =>
      row.deliveryAddress
        ? `${row.receiverName ?? ''} ${row.deliveryAddress} ${row.phoneNumber ?? ''}`
        : '-',
    ),
    column(
      'status',
      t`Status`,
      (row) => `${statusLabel(row.status)}${row.shippedAt ? ` (${t`shipped`})` : ''}`,
    ),
    column('applied', t`Applied`, (row) => formatTime(i18n, row.createdAt)),
    column('actions', t`Actions`, (row) => (
      <RowActions
        actions={[
          row.status === 'applying' && {
            label: t`Approve`,
            name: t`Approve ${row.transactionNo}`,
            disabled: deciding.isPending,
            onClick: decide(row, 'approve'),
          },
          row.status === 'applying' && {
            label: t`Reject`,
            name: t`Reject ${row.transactionNo}`,
            variant: 'danger',
            disabled: deciding.isPending,
            onClick: decide(row, 'reject'),
          },
          row.status === 'approved' &&
            row.category === 'gifts' &&
            !row.shippedAt && {
              label: t`Mark shipped`,
              name: t`Mark ${row.transactionNo} shipped`,
              variant: 'secondary',
              disabled: deciding.isPending,
              onClick: decide(row, 'ship'),
            },
        ]}
      />
    )),
  ];
  return (
    <ReviewQueue
      heading={{ id: 'points-queue-title', title: <Trans>Redemption queue</Trans> }}
      filter={
        <StatusFilter statuses={POINTS_REDEMPTION_STATUS} labels={statusLabel} {...queue.filter} />
      }
      query={redemptions}
      page={queue.pageNo}
      onPage={queue.setPageNo}
      callError={deciding.error}
      label={t`Redemptions`}
      columns={columns}
      rowKey={(row) => String(row.redemptionId)}
      empty={t`Nothing to show.`}
    />
  );
};

const MallItems = ({ canWrite }: { canWrite: boolean }) => {
  const { t, i18n } = useLingui();
  const items = usePointRewards(1);
  // The item being edited, if any: its form opens under the table.
  const [editing, setEditing] = useState<StaffPointReward | null>(null);
  const categoryLabel = (c: 'chips' | 'gifts' | 'services') =>
    ({ chips: t`Chips`, gifts: t`Gift`, services: t`Service` })[c];
  return (
    <Card aria-labelledby="points-items-title">
      <h2 id="points-items-title">
        <Trans>Mall items</Trans>
      </h2>
      {canWrite && (
        <details>
          <summary>{t`New mall item`}</summary>
          <ItemForm />
        </details>
      )}
      {items.error && <p role="alert">{errorText(i18n, items.error)}</p>}
      {items.isPending && <p>{t`Loading`}</p>}
      {items.data && items.data.content.length === 0 && <p>{t`Nothing to show.`}</p>}
      {items.data && items.data.content.length > 0 && (
        <Table aria-label={t`Mall items`}>
          <thead>
            <tr>
              <th>{t`Brand`}</th>
              <th>{t`Item`}</th>
              <th>{t`Type`}</th>
              <th>{t`Points`}</th>
              <th>{t`Amount`}</th>
              <th>{t`Stock`}</th>
              <th>{t`Per member`}</th>
              <th>{t`Window`}</th>
              <th>{t`Active`}</th>
              {canWrite && <th>{t`Actions`}</th>}
            </tr>
          </thead>
          <tbody>
            {items.data.content.map((item) => (
              <tr key={item.rewardId}>
                <td>{item.merchantCode}</td>
                <td>{item.productName}</td>
                <td>{categoryLabel(item.category)}</td>
                <td>{item.pointsNeeded}</td>
                <td>{item.amountNeeded}</td>
                <td>{item.stock ?? t`Unlimited`}</td>
                <td>{item.perMemberLimit ?? t`Unlimited`}</td>
                <td>
                  {item.startsAt ? formatTime(i18n, item.startsAt) : '-'}
                  {' / '}
                  {item.endsAt ? formatTime(i18n, item.endsAt) : '-'}
                </td>
                <td>{item.active ? t`Yes` : t`No`}</td>
                {canWrite && (
                  <td>
                    <Button
                      size="small"
                      variant="secondary"
                      aria-label={t`Edit ${item.productName}`}
                      aria-expanded={editing?.rewardId === item.rewardId}
                      onClick={() => setEditing(item)}
                    >
                      {t`Edit`}
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {canWrite && editing && (
        // Keyed by the item so choosing another one starts a fresh form with its values.
        <ItemForm key={editing.rewardId} item={editing} onDone={() => setEditing(null)} />
      )}
    </Card>
  );
};

const MemberLedger = () => {
  const { t, i18n } = useLingui();
  const [memberId, setMemberId] = useState<number | null>(null);
  const ledger = useMemberPointsLedger(memberId);
  return (
    <Card aria-labelledby="points-ledger-title">
      <h2 id="points-ledger-title">
        <Trans>A member's points</Trans>
      </h2>
      <FinalForm<{ memberId?: string }>
        onSubmit={({ memberId: text = '' }) => {
          const id = Number(text);
          setMemberId(Number.isInteger(id) && id > 0 ? id : null);
        }}
        render={({ handleSubmit }) => (
          <Filter gap="xs" onSubmit={handleSubmit}>
            <FormTextField label={t`Member id`} name="memberId" inputMode="numeric" />
            <Button size="small" type="submit">
              <Trans>Show</Trans>
            </Button>
          </Filter>
        )}
      />
      {ledger.error && <p role="alert">{errorText(i18n, ledger.error)}</p>}
      {ledger.data && (
        <>
          <p>{t`Points balance: ${ledger.data.balance}`}</p>
          <KitTable
            label={t`Points ledger`}
            columns={[
              column('at', t`Time`, (line: PointsLedgerLine) => formatTime(i18n, line.at)),
              column('kind', t`Kind`, (line: PointsLedgerLine) => line.kind),
              column('points', t`Change in points`, (line: PointsLedgerLine) => line.points),
              column('reference', t`Reference`, (line: PointsLedgerLine) => line.reference ?? '-'),
            ]}
            rows={ledger.data.content}
            // One entry per movement on a member's points account: time, kind and reference name it.
            rowKey={(line) => `${line.at}:${line.kind}:${line.reference}:${line.points}`}
          />
        </>
      )}
    </Card>
  );
};

const Filter = styled(FormStack)`
  max-width: 240px;
`;
