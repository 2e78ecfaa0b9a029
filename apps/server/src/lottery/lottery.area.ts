import { defineArea } from '../http/area.ts';
import { drawsHandlers } from './draws.handler.ts';
import { lotteryDeskHandlers } from './lotteryDesk.handler.ts';
import { LOTTERY_CRONTAB, lotteryTasks, startLotteryTick } from './lotteryJobs.ts';
import { menusHandlers } from './menus.handler.ts';
import * as lottery from './migrations/0008_lottery.ts';
import * as lotteryOrders from './migrations/0009_lottery_orders.ts';
import * as lotteryStakes from './migrations/0010_lottery_stakes.ts';
import * as lotteryPrizeCap from './migrations/0011_lottery_prize_cap.ts';
import * as lotteryElottOdds from './migrations/0013_lottery_elott_odds.ts';
import * as lotteryOrdersHot from './migrations/0032_lottery_orders_hot.ts';
import * as lotteryStakeScale from './migrations/0039_lottery_stake_scale.ts';
import * as lotteryGameNames from './migrations/0047_lottery_game_names.ts';
import { lotteryNamesHandlers } from './namesDesk.handler.ts';
import { oddsHandlers } from './odds.handler.ts';
import { ordersHandlers } from './orders.handler.ts';
import { proofsHandlers } from './proofs.handler.ts';

/** The lottery: games, draws and their schedule, orders, proofs, odds; the draws desk. */
export const area = defineArea({
  name: 'lottery',
  handlers: {
    ...menusHandlers,
    ...drawsHandlers,
    ...ordersHandlers,
    ...proofsHandlers,
    ...oddsHandlers,
  },
  staffHandlers: { ...lotteryDeskHandlers, ...lotteryNamesHandlers },
  migrations: {
    '0008_lottery': lottery,
    '0009_lottery_orders': lotteryOrders,
    '0010_lottery_stakes': lotteryStakes,
    '0011_lottery_prize_cap': lotteryPrizeCap,
    '0013_lottery_elott_odds': lotteryElottOdds,
    '0032_lottery_orders_hot': lotteryOrdersHot,
    '0039_lottery_stake_scale': lotteryStakeScale,
    '0047_lottery_game_names': lotteryGameNames,
  },
  tasks: ({ services }) => lotteryTasks({ db: services.db, clock: services.clock }),
  crontab: [LOTTERY_CRONTAB],
  start: ({ services }) => startLotteryTick(services.db),
});
