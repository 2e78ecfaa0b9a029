import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MissionKind, MissionPeriod } from '@portal/contract';

/** A mission's title, from what it counts and over which period (brand.json holds no text). */
export const MISSION_TITLES: Readonly<
  Record<MissionKind, Record<MissionPeriod, MessageDescriptor>>
> = {
  lotteryStake: { daily: msg`Bet on lottery today`, weekly: msg`Bet on lottery this week` },
  lotteryOrders: {
    daily: msg`Place lottery orders today`,
    weekly: msg`Place lottery orders this week`,
  },
  lotteryDrawsWon: {
    daily: msg`Win lottery draws today`,
    weekly: msg`Win lottery draws this week`,
  },
};

/** A stake is money (two decimals); orders and draws are counts. */
export const isMoneyKind = (kind: MissionKind): boolean => kind === 'lotteryStake';
