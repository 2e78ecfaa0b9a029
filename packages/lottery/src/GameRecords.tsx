import type { DrawProofAnswer } from '@portal/contract';
import { DrawHistory, type DrawHistoryProps } from './DrawHistory.tsx';
import { OrderList, type OrderListProps } from './OrderList.tsx';
import { VerifyPanel } from './VerifyPanel.tsx';

export interface GameRecordsProps {
  /** The member's orders on the game, once they are in. */
  orders: OrderListProps | undefined;
  history: DrawHistoryProps;
  /** The latest draw's proof, once it is in. */
  proof: DrawProofAnswer | undefined;
}

/**
 * What a game's page shows under the slip: the member's orders, the draw history with its
 * trend, and "verify this draw". A chunk of its own (with ui-kit's Table), which LotteryGame
 * loads as the game opens: the first screen (countdown, last result, picker and slip) does not
 * wait for it (issue 27's first-load budget).
 */
export const GameRecords = ({ orders, history, proof }: GameRecordsProps) => (
  <>
    {orders && <OrderList {...orders} />}
    <DrawHistory {...history} />
    {proof && <VerifyPanel proof={proof} />}
  </>
);
