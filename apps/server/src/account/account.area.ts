import { defineArea } from '../http/area.ts';
import { feedbackHandlers } from './feedback.handler.ts';
import { feedbackHandlers as feedbackDeskHandlers } from './feedbackDesk.handler.ts';
import { inboxHandlers } from './inbox.handler.ts';
import { memberProfileHandlers } from './memberProfile.handler.ts';
import { messageHandlers } from './messagesDesk.handler.ts';
import * as account from './migrations/0016_account.ts';
import * as betRecordsPlaced from './migrations/0051_bet_records_placed.ts';
import { recordsHandlers } from './records.handler.ts';
import { rgHandlers } from './rg.handler.ts';

/** The member centre: records, inbox, feedback, responsible gaming; staff messages answer here. */
export const area = defineArea({
  name: 'account',
  handlers: {
    ...recordsHandlers,
    ...inboxHandlers,
    ...feedbackHandlers,
    ...memberProfileHandlers,
    ...rgHandlers,
  },
  staffHandlers: { ...feedbackDeskHandlers, ...messageHandlers },
  migrations: { '0016_account': account, '0051_bet_records_placed': betRecordsPlaced },
});
