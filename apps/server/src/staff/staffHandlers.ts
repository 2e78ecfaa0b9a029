import { feedbackHandlers } from '../account/feedbackDesk.handler.ts';
import { messageHandlers } from '../account/messagesDesk.handler.ts';
import { adjustmentHandlers } from '../cashier/adjustmentsDesk.handler.ts';
import { financeHandlers } from '../cashier/financeDesk.handler.ts';
import { financeReviewHandlers } from '../cashier/financeReviewDesk.handler.ts';
import { memberHandlers } from '../cashier/membersDesk.handler.ts';
import { contentHandlers } from '../content/contentDesk.handler.ts';
import { dashboardHandlers } from '../games/dashboardDesk.handler.ts';
import { lotteryDeskHandlers } from '../lottery/lotteryDesk.handler.ts';
import { brandHandlers } from '../system/brandsDesk.handler.ts';
import { merchantHandlers } from '../system/merchantsDesk.handler.ts';
import { auditHandlers } from './audit.handler.ts';
import { sessionHandlers } from './session.handler.ts';
import type { StaffHandlerMap } from './staffContext.ts';

/** Every staff call's handler; the map's type makes a contract call without one fail to build. */
export const staffHandlers: StaffHandlerMap = {
  ...sessionHandlers,
  ...auditHandlers,
  ...memberHandlers,
  ...adjustmentHandlers,
  ...merchantHandlers,
  ...contentHandlers,
  ...brandHandlers,
  ...dashboardHandlers,
  ...messageHandlers,
  ...feedbackHandlers,
  ...financeHandlers,
  ...financeReviewHandlers,
  ...lotteryDeskHandlers,
};
