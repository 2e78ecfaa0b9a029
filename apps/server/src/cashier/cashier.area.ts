import { defineArea } from '../http/area.ts';
import { adjustmentHandlers } from './adjustmentsDesk.handler.ts';
import { autoTransferHandlers } from './autoTransfer.handler.ts';
import { bankCardHandlers } from './bankCards.handler.ts';
import { cashierTasks } from './cashierJobs.ts';
import { confirmationHandlers } from './confirmations.handler.ts';
import { depositHandlers } from './deposits.handler.ts';
import { financeHandlers } from './financeDesk.handler.ts';
import { financeReviewHandlers } from './financeReviewDesk.handler.ts';
import { memberHandlers } from './membersDesk.handler.ts';
import * as cashier from './migrations/0017_cashier.ts';
import * as cashierRepayout from './migrations/0018_cashier_repayout.ts';
import * as cashierReconciliation from './migrations/0019_cashier_reconciliation.ts';
import * as autoTransfer from './migrations/0055_auto_transfer.ts';
import { paymentPasswordHandlers } from './paymentPassword.handler.ts';
import {
  RECONCILIATION_CRONTAB,
  reconciliationTasks,
  startReconciliation,
} from './reconciliation.ts';
import { walletsHandlers } from './wallets.handler.ts';
import { withdrawalHandlers } from './withdrawals.handler.ts';

/**
 * Deposits, withdrawals, bank cards, vendor wallets and their reconciliation; the finance,
 * review and adjustment desks. The member desk answers here too: a member's page shows their
 * cards and adjustments beside what the member and account areas below hold.
 */
export const area = defineArea({
  name: 'cashier',
  // One file per family of member calls (docs/ADDING-A-FEATURE.md).
  handlers: {
    ...depositHandlers,
    ...bankCardHandlers,
    ...paymentPasswordHandlers,
    ...withdrawalHandlers,
    ...confirmationHandlers,
    ...walletsHandlers,
    ...autoTransferHandlers,
  },
  staffHandlers: {
    ...memberHandlers,
    ...adjustmentHandlers,
    ...financeHandlers,
    ...financeReviewHandlers,
  },
  migrations: {
    '0017_cashier': cashier,
    '0018_cashier_repayout': cashierRepayout,
    '0019_cashier_reconciliation': cashierReconciliation,
    '0055_auto_transfer': autoTransfer,
  },
  tasks: ({ services }) => ({
    ...cashierTasks({ db: services.db, clock: services.clock }),
    ...reconciliationTasks({
      db: services.db,
      clock: services.clock,
      provider: services.payments,
      merchants: () => services.merchants.all(),
    }),
  }),
  crontab: [RECONCILIATION_CRONTAB],
  start: ({ services }) => startReconciliation(services.db),
});
