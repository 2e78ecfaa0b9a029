import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { BET_STATUS, type LotteryOrder } from '@portal/contract';
import { useMoney } from '@portal/session';
import { Table, type TableColumn } from '@portal/ui-kit';
import { oddsRange } from './oddsRange.ts';
import { isOfferedPlay } from './offeredPlays.ts';
import { PRIZE_MODE_NAMES } from './PrizeModePicker.tsx';
import { PLAY_NAMES } from './playNames.ts';

export interface OrderListProps {
  orders: readonly LotteryOrder[];
  /**
   * Cancels an order (offered on not-drawn orders while betting is open); absent when the
   * brand switches cancellation off, and then no order offers it.
   */
  onCancel?: ((order: LotteryOrder) => void) | undefined;
  /** Betting on the open numero has closed: its orders can no longer be cancelled. */
  closedNumero?: string | undefined;
  cancelling?: string | undefined;
}

/**
 * The member's orders on this game: play, numero, amount, status, payout, the prize mode with
 * the odds the order was bought at, and cancel.
 */
export const OrderList = ({ orders, onCancel, closedNumero, cancelling }: OrderListProps) => {
  const { t, i18n } = useLingui();
  const statusText = (status: number): string => {
    switch (status) {
      case 2:
        return t`Not drawn`;
      case 4:
        return t`Won`;
      case 5:
        return t`Lost`;
      case 6:
        return t`Chase stopped after a win`;
      case 7:
        return t`Chase stopped`;
      case 8:
        return t`Cancelled`;
      case 16:
        return t`Tie, refunded`;
      case 20:
        return t`Rejected`;
      default:
        return t`Refunded`;
    }
  };
  const money = useMoney();
  const figure = (value: number) =>
    i18n.number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  // The picks' own odds where each pick is its own prize (a K3 sum), as the slip showed them.
  const oddsText = (order: LotteryOrder): string | undefined => {
    const range = oddsRange(
      [{ play: order.play, prizes: order.odds ?? [] }],
      order.play,
      order.selection,
    );
    if (!range) return undefined;
    const low = figure(range.low);
    const high = figure(range.high);
    return range.low === range.high ? t`Odds ${low}` : t`Odds ${low} to ${high}`;
  };
  if (orders.length === 0) return <p>{t`No orders on this game yet.`}</p>;
  const columns: TableColumn<LotteryOrder>[] = [
    { id: 'numero', header: t`Draw`, cell: ({ row }) => row.original.numero },
    {
      id: 'play',
      header: t`Play`,
      cell: ({ row: { original: order } }) => {
        const name = isOfferedPlay(order.play) ? PLAY_NAMES[order.play] : undefined;
        const picks = order.selection.map((row) => row.join(' ')).join(' | ');
        return (
          <>
            {name ? i18n._(name) : order.play} <Picks>{picks}</Picks>
          </>
        );
      },
    },
    { id: 'amount', header: t`Amount`, cell: ({ row }) => money(row.original.amount) },
    { id: 'status', header: t`Status`, cell: ({ row }) => statusText(row.original.status) },
    { id: 'payout', header: t`Payout`, cell: ({ row }) => money(row.original.payout) },
    { id: 'result', header: t`Result`, cell: ({ row }) => row.original.winNo ?? '-' },
    {
      id: 'mode',
      header: t`Prize mode`,
      cell: ({ row: { original: order } }) => {
        const odds = oddsText(order);
        return (
          <>
            {i18n._(PRIZE_MODE_NAMES[order.prizeMode])}
            {odds && <Picks> {odds}</Picks>}
          </>
        );
      },
    },
  ];
  if (onCancel) {
    columns.push({
      id: 'actions',
      header: () => <span hidden>{t`Actions`}</span>,
      cell: ({ row: { original: order } }) =>
        order.status === BET_STATUS.notDrawn &&
        order.numero !== closedNumero && (
          <button
            type="button"
            disabled={cancelling === order.orderNo}
            aria-label={t`Cancel order ${order.orderNo}`}
            onClick={() => onCancel(order)}
          >
            {t`Cancel`}
          </button>
        ),
    });
  }
  // A phone scrolls the table sideways; its region takes focus so a keyboard can too.
  return (
    <Table
      label={t`My orders`}
      caption={t`My orders`}
      columns={columns}
      rows={orders}
      rowKey={(order) => order.orderNo}
    />
  );
};

const Picks = styled.span`
  color: ${({ theme }) => theme.colors.mutedOnSurface};
`;
