import { contentHandlers } from './content.ts';
import { gamesHandlers } from './games.ts';
import type { HandlerMap } from './handler.ts';
import { lotteryHandlers } from './lottery.ts';
import { sessionHandlers } from './session.ts';
import { systemHandlers } from './system.ts';
import { walletHandlers } from './wallet.ts';

/** Every implemented call, by catalogue name. */
export const handlers: HandlerMap = {
  ...systemHandlers,
  ...sessionHandlers,
  ...walletHandlers,
  ...gamesHandlers,
  ...contentHandlers,
  ...lotteryHandlers,
};
