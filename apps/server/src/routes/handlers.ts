import type { HandlerMap } from './handler.ts';
import { memberHandlers } from './member.ts';
import { registrationHandlers } from './registration.ts';
import { sessionHandlers } from './session.ts';
import { systemHandlers } from './system.ts';
import { verificationHandlers } from './verification.ts';
import { walletHandlers } from './wallet.ts';

/** Every implemented call, by catalogue name. */
export const handlers: HandlerMap = {
  ...systemHandlers,
  ...sessionHandlers,
  ...walletHandlers,
  ...verificationHandlers,
  ...registrationHandlers,
  ...memberHandlers,
};
