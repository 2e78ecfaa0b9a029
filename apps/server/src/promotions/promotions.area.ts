import { ACCOUNT_CLOSED_TASK, type AccountClosed } from '../account/rg.ts';
import { DEPOSIT_PAID_TASK, type DepositPaid } from '../cashier/deposits.ts';
import { defineArea } from '../http/area.ts';
import { cronScheduledAt, merchantsTickTask } from '../jobs/jobQueue.ts';
import { applicationsDeskHandlers } from './applicationsDesk.handler.ts';
import { countersHandlers } from './counters.handler.ts';
import {
  payDailyRebates,
  REBATE_CRONTAB,
  REBATE_DAY_TASK,
  REBATE_TICK_TASK,
  rebatePromotion,
  tickRebates,
} from './dailyRebate.ts';
import { payDepositBonuses } from './depositBonus.ts';
import { payReferralReward } from './kinds/referral.ts';
import * as promotions from './migrations/0031_promotions.ts';
import * as promotionKinds from './migrations/0033_promotion_kinds.ts';
import * as rebateDays from './migrations/0043_rebate_days.ts';
import * as grantsHotProgress from './migrations/0056_grants_hot_progress.ts';
import { promotionKindsHandlers } from './promotionKinds.handler.ts';
import { promotionsHandlers } from './promotions.handler.ts';
import { promotionsDeskHandlers } from './promotionsDesk.handler.ts';
import { raffleSeedDeskHandlers } from './raffleSeedDesk.handler.ts';
import { referralsDeskHandlers } from './referralsDesk.handler.ts';
import { tickVip, VIP_CRONTAB, VIP_TICK_TASK } from './vip.ts';
import { EXPIRY_CRONTAB, EXPIRY_TICK_TASK, expireGrants, forfeitActiveGrants } from './wagering.ts';

/** Promotions (issue 25): the hall, grants and their wagering, the rebate and VIP jobs. */
export const area = defineArea({
  name: 'promotions',
  handlers: { ...promotionsHandlers, ...countersHandlers, ...promotionKindsHandlers },
  staffHandlers: {
    ...promotionsDeskHandlers,
    ...applicationsDeskHandlers,
    ...referralsDeskHandlers,
    ...raffleSeedDeskHandlers,
  },
  migrations: {
    '0031_promotions': promotions,
    '0033_promotion_kinds': promotionKinds,
    '0043_rebate_days': rebateDays,
    '0056_grants_hot_progress': grantsHotProgress,
  },
  tasks: ({ services }) => {
    const merchantOf = async (id: number) =>
      (await services.merchants.all()).find((m) => m.id === id);
    return {
      // The cashier's paid deposit: its bonuses, once per order (grantReward is keyed).
      [DEPOSIT_PAID_TASK]: async (payload) => {
        const paid = payload as DepositPaid;
        const merchant = await merchantOf(paid.merchantId);
        if (merchant) {
          await payDepositBonuses(services.db, merchant, paid);
          // The invited member's first deposit rewards the referrer (keyed per invited member).
          await payReferralReward(services.db, merchant, paid);
        }
      },
      [REBATE_TICK_TASK]: merchantsTickTask(services, tickRebates),
      [EXPIRY_TICK_TASK]: async (payload) => {
        await expireGrants(services.db, cronScheduledAt(payload, services.clock));
      },
      // A time-out or self-exclusion forfeits the member's active bonuses.
      [ACCOUNT_CLOSED_TASK]: async (payload) => {
        const closed = payload as AccountClosed;
        await forfeitActiveGrants(
          services.db,
          closed.memberId,
          closed.kind === 'timeOut' ? 'time-out' : 'self-exclusion',
          new Date(closed.at),
        );
      },
      [VIP_TICK_TASK]: async (payload) => {
        const at = cronScheduledAt(payload, services.clock);
        for (const merchant of await services.merchants.all()) {
          await tickVip(services.db, merchant, at);
        }
      },
      [REBATE_DAY_TASK]: async (payload) => {
        const job = payload as { merchantId: number; promotionId: number; day: string; at: string };
        const merchant = await merchantOf(job.merchantId);
        const promotion = await rebatePromotion(services.db, job.merchantId, job.promotionId);
        if (merchant && promotion) {
          await payDailyRebates(services.db, merchant, promotion, job.day, new Date(job.at));
        }
      },
    };
  },
  crontab: [REBATE_CRONTAB, VIP_CRONTAB, EXPIRY_CRONTAB],
});
