import { DEPOSIT_PAID_TASK, type DepositPaid } from '../cashier/deposits.ts';
import { defineArea } from '../http/area.ts';
import { payDepositBonuses } from './depositBonus.ts';
import * as promotions from './migrations/0029_promotions.ts';
import { promotionsHandlers } from './promotions.handler.ts';

/** Promotions (issue 25): the hall, grants and their wagering, the rebate and VIP jobs. */
export const area = defineArea({
  name: 'promotions',
  handlers: promotionsHandlers,
  migrations: { '0029_promotions': promotions },
  tasks: ({ services }) => ({
    // The cashier's paid deposit: its bonuses, once per order (grantReward is keyed).
    [DEPOSIT_PAID_TASK]: async (payload) => {
      const paid = payload as DepositPaid;
      const merchant = (await services.merchants.all()).find((m) => m.id === paid.merchantId);
      if (merchant) await payDepositBonuses(services.db, merchant, paid);
    },
  }),
});
