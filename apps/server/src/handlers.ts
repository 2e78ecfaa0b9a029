import { contentHandlers } from './content/content.handler.ts';
import { gamesHandlers } from './games/games.handler.ts';
import type { HandlerMap } from './http/context.ts';
import { lotteryHandlers } from './lottery/lottery.handler.ts';
import { memberHandlers } from './member/account.handler.ts';
import { registrationHandlers } from './member/register.handler.ts';
import { sessionHandlers } from './session/login.handler.ts';
import { verificationHandlers } from './session/verification.handler.ts';
import { systemHandlers } from './system/settings.handler.ts';
import { walletHandlers } from './wallet/balance.handler.ts';

/** Every implemented call, by catalogue name. */
export const handlers: HandlerMap = {
  ...systemHandlers,
  ...sessionHandlers,
  ...walletHandlers,
  ...gamesHandlers,
  ...contentHandlers,
  ...lotteryHandlers,
  ...verificationHandlers,
  ...registrationHandlers,
  ...memberHandlers,
};
