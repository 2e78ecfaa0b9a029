import { defineArea } from '../http/area.ts';
import * as promotions from './migrations/0029_promotions.ts';
import { promotionsHandlers } from './promotions.handler.ts';

/** Promotions (issue 25): the hall, grants and their wagering, the rebate and VIP jobs. */
export const area = defineArea({
  name: 'promotions',
  handlers: promotionsHandlers,
  migrations: { '0029_promotions': promotions },
});
