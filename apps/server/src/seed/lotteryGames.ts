import type { Db } from '../db/database.ts';
import { seededNames } from './contentTexts.ts';

interface LotterySeed {
  code: string;
  name: string;
  group: string;
  region?: 'CN' | 'VN';
  /** Seconds between draws, or the UTC minute of the day of a daily draw. */
  every?: number;
  dailyAt?: number;
  lockSeconds: number;
  tag?: string;
  remark?: string;
}

const minute = (hours: number, minutes: number) => hours * 60 + minutes;

/**
 * The lottery games every brand starts with, by group (platform-spec section 9), fast draws
 * of 1, 3 and 5 minutes and the daily ones (HK6, LHC, Welfare 3D; the Vietnamese regions
 * draw daily in the late afternoon, Vietnam time). KENO exists so that the header menu's
 * rule (it leaves KENO out) has something to leave out.
 */
const LOTTERY_GAMES: readonly LotterySeed[] = [
  { code: 'HOT1M', name: 'Hot Speed 1 min', group: 'HOT', every: 60, lockSeconds: 5, tag: 'HOT' },
  {
    code: 'HOT90S',
    name: 'Hot Lucky 90 s',
    group: 'HOT',
    every: 90,
    lockSeconds: 5,
    tag: 'HOT,NEW',
  },
  { code: 'K31M', name: 'Fast 3 (1 min)', group: 'K3', every: 60, lockSeconds: 5, tag: 'HOT' },
  { code: 'K33M', name: 'Fast 3 (3 min)', group: 'K3', every: 180, lockSeconds: 30 },
  { code: 'K35M', name: 'Fast 3 (5 min)', group: 'K3', every: 300, lockSeconds: 30 },
  { code: 'SSC1M', name: 'Speed SSC (1 min)', group: 'SSC', every: 60, lockSeconds: 5, tag: 'HOT' },
  { code: 'SSC3M', name: 'Speed SSC (3 min)', group: 'SSC', every: 180, lockSeconds: 30 },
  { code: 'SSC5M', name: 'Speed SSC (5 min)', group: 'SSC', every: 300, lockSeconds: 30 },
  { code: 'CQSSC', name: 'Chongqing SSC', group: 'SSC', every: 1200, lockSeconds: 60 },
  { code: '11X51M', name: '11 Pick 5 (1 min)', group: '11X5', every: 60, lockSeconds: 5 },
  { code: '11X53M', name: '11 Pick 5 (3 min)', group: '11X5', every: 180, lockSeconds: 30 },
  { code: 'GD11X5', name: 'Guangdong 11 Pick 5', group: '11X5', every: 1200, lockSeconds: 60 },
  {
    code: 'PK101M',
    name: 'Speed Racing (1 min)',
    group: 'PK10',
    every: 60,
    lockSeconds: 5,
    tag: 'HOT',
  },
  { code: 'PK105M', name: 'Lucky Racing (5 min)', group: 'PK10', every: 300, lockSeconds: 30 },
  { code: 'PCB1M', name: 'PC 28 (1 min)', group: 'PCB', every: 60, lockSeconds: 5 },
  { code: 'PCB3M', name: 'Canada 28 (3 min)', group: 'PCB', every: 180, lockSeconds: 30 },
  { code: 'LF5M', name: 'Fortune 3D (5 min)', group: 'LF', every: 300, lockSeconds: 30 },
  { code: 'FC3D', name: 'Welfare 3D', group: 'LF', dailyAt: minute(13, 15), lockSeconds: 600 },
  { code: 'LHC5M', name: 'Speed Mark Six (5 min)', group: 'LHC', every: 300, lockSeconds: 30 },
  {
    code: 'MOLHC',
    name: 'Macau Mark Six',
    group: 'LHC',
    dailyAt: minute(13, 30),
    lockSeconds: 600,
    tag: 'HOT',
  },
  {
    code: 'HK6',
    name: 'Hong Kong Mark Six',
    group: 'HK6',
    dailyAt: minute(13, 30),
    lockSeconds: 600,
    tag: 'HOT',
  },
  {
    code: 'THGL',
    name: 'Thai Golden Lotto',
    group: 'SEA',
    dailyAt: minute(8, 30),
    lockSeconds: 600,
  },
  { code: 'KENO5M', name: 'Keno (5 min)', group: 'KENO', every: 300, lockSeconds: 30 },
  {
    code: 'VNMB',
    name: 'Northern Lottery',
    group: 'MB',
    region: 'VN',
    dailyAt: minute(11, 15),
    lockSeconds: 600,
  },
  {
    code: 'VNMT',
    name: 'Central Lottery',
    group: 'MT',
    region: 'VN',
    dailyAt: minute(10, 15),
    lockSeconds: 600,
  },
  {
    code: 'VNMN',
    name: 'Southern Lottery',
    group: 'MN',
    region: 'VN',
    dailyAt: minute(9, 15),
    lockSeconds: 600,
  },
  {
    code: 'VNFAST1M',
    name: 'Vietnam Speed (1 min)',
    group: 'VNFAST',
    region: 'VN',
    every: 60,
    lockSeconds: 5,
    tag: 'HOT',
  },
];

const remarkOf = (seed: LotterySeed): string =>
  seed.every
    ? seed.every < 60
      ? `A draw every ${seed.every} seconds`
      : `A draw every ${seed.every / 60} minutes`.replace('every 1 minutes', 'every minute')
    : 'A draw every day';

/**
 * The draw format (lottery-rules.md) a menu group's games are drawn in: HOT games are SSC
 * draws, every Vietnamese region the north's 27 prizes; KENO is not drawn here.
 */
export const drawGroupOf = (group: string): string | null => {
  if (group === 'HOT') return 'SSC';
  if (['MB', 'MT', 'MN', 'VNFAST'].includes(group)) return 'VN';
  return group === 'KENO' ? null : group;
};

/**
 * Writes the brand's lottery games; existing rows stay as they are. `game_name` is the
 * catalogue's (English) name, the fallback; a brand that speaks Chinese gets the Chinese names
 * too (issue 27).
 */
export const seedLottery = async (
  db: Db,
  merchantId: number,
  languages: readonly string[] = [],
): Promise<void> => {
  await db
    .insertInto('lottery_games')
    .values(
      LOTTERY_GAMES.map((seed, index) => ({
        merchant_id: merchantId,
        game_code: seed.code,
        game_name: seed.name,
        names: JSON.stringify(seededNames('lotteries', seed.code, seed.name, languages)),
        group_code: seed.group,
        draw_group: drawGroupOf(seed.group),
        region: seed.region ?? 'CN',
        interval_seconds: seed.every ?? null,
        daily_minute: seed.dailyAt ?? null,
        lock_seconds: seed.lockSeconds,
        tag: seed.tag ?? '',
        remark: seed.remark ?? remarkOf(seed),
        sort: index + 1,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
};
