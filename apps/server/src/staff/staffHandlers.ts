import { lotteryDeskHandlers } from '../lottery/lotteryDesk.handler.ts';
import { adjustmentHandlers } from './adjustments.handler.ts';
import { auditHandlers } from './audit.handler.ts';
import { brandHandlers } from './brands.handler.ts';
import { contentHandlers } from './content.handler.ts';
import { dashboardHandlers } from './dashboard.handler.ts';
import { feedbackHandlers } from './feedback.handler.ts';
import { financeHandlers } from './finance.handler.ts';
import { financeReviewHandlers } from './financeReview.handler.ts';
import { memberHandlers } from './members.handler.ts';
import { merchantHandlers } from './merchants.handler.ts';
import { messageHandlers } from './messages.handler.ts';
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
