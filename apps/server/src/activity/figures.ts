import {
  BET_STATUS,
  brandDay,
  brandTimeZone,
  periodOf,
  SETTLED_BET_STATUSES,
} from '@portal/contract';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { ROUND_STATUS } from '../db/schema.ts';
import { PROMOTION_LEDGER_KINDS } from '../ledger/kinds.ts';
import {
  earnPoints,
  earnPointsOfMany,
  type KnownPointsAccounts,
  pointsConfigOf,
  pointsEarnedSql,
  pointsFor,
  pointTypeOfCategory,
} from '../points/earning.ts';

// The points accounts a settling caller above may hand down (the seamless wallet keeps them).
export type { KnownPointsAccounts, PointsAccounts } from '../points/earning.ts';

/**
 * The member-activity figures (migration 0027_activity, formerly 0700): written by the area whose ledger movement
 * causes them, inside that movement's transaction and only when the ledger applied it for the
 * first time (a replayed movement, `replayed: true`, writes nothing), so each movement counts
 * exactly once and a rolled-back step takes its figures with it.
 *
 * The brand day and the 5-minute window are the contract's periods (`brandDay`, `periodOf`),
 * cut in TypeScript in the zone of the brand the merchant's row carries, and handed to SQL as
 * values: the database never cuts a period of its own, so the two cannot disagree.
 */

/**
 * The game category of a lottery order, in SQL over `lottery_orders`: the records' own
 * (account/records.ts names an order 'ELOTT' or 'LOTT' by its prize mode).
 */
export const LOTTERY_CATEGORY_SQL = sql.raw(
  `CASE WHEN prize_mode = 'ELOTT' THEN 'ELOTT' ELSE 'LOTT' END`,
);
/** Order statuses, named once in the contract, as SQL literals (constants, never input). */
const WON = sql.lit(BET_STATUS.won);
const LOST = sql.lit(BET_STATUS.lost);
/** A valid bet: won or lost; a tie returned its stake and is not one. */
const VALID = sql.raw(`(${BET_STATUS.won}, ${BET_STATUS.lost})`);
const SETTLED = sql.raw(`(${SETTLED_BET_STATUSES.join(', ')})`);

/** The category of money that is not played: deposits, withdrawals, promotion money. */
export const NO_GAME = '';

/**
 * Where an instant falls for the figures: its brand day and its 5-minute window. The zone is
 * read from the merchants row (the brand JSON the server loaded), so a writer needs only the
 * merchant's id, and a brand's new zone applies from its next movement.
 */
const periodsOf = async (
  trx: Db,
  merchantId: number,
  at: Date,
): Promise<{ day: string; window: Date; points: unknown }> => {
  // The points' rates ride on the same read: earning them costs no extra round trip.
  const row = await sql<{ zone: string | null; points: unknown }>`
    SELECT brand->>'timeZone' AS zone, brand->'points' AS points
    FROM merchants WHERE id = ${merchantId}`.execute(trx);
  const timeZone = brandTimeZone({ timeZone: row.rows[0]?.zone ?? undefined });
  return {
    day: brandDay(at, timeZone),
    window: periodOf('fiveMinutes', at, timeZone).start,
    points: row.rows[0]?.points,
  };
};

/** What one movement adds to a member's figures; absent parts add nothing. */
export interface FigureChange {
  merchantId: number;
  memberId: number;
  currency: string;
  category: string;
  /** When the movement happened (a bet: when it settled); picks the brand day and window. */
  at: Date;
  validBet?: bigint;
  stake?: bigint;
  prizes?: bigint;
  betsWon?: number;
  betsLost?: number;
  betCount?: number;
  rebates?: bigint;
  promotions?: bigint;
  deposits?: bigint;
  depositCount?: number;
  withdrawals?: bigint;
  withdrawalCount?: number;
  /**
   * The ledger key of the movement, when it earns points (a settled bet's valid bet, a paid
   * deposit): the points are keyed by it. Absent, no points (a withdrawal, a reward).
   */
  pointsKey?: string;
  /**
   * What the earned points are multiplied by (a running VIP week's, which the caller, above
   * the promotions area, reads with `pointsMultiplierOf`); absent, 1.
   */
  pointsMultiplier?: number;
}

/**
 * A VIP week's points multipliers for many earnings of one merchant, one per ask in order (the
 * promotions area's `pointsMultipliersOf`, handed down by a caller above it).
 */
export type PointsMultipliers = (
  merchantId: number,
  asks: readonly { memberId: number; category: string; at: Date }[],
) => Promise<number[]>;

const noMultipliers: PointsMultipliers = async (_, asks) => asks.map(() => 1);

/** A promotion's multiplier (a VIP week's double points) applied, in hundredths, rounded down. */
const multiplied = (base: bigint, multiplier: number): bigint =>
  multiplier === 1 ? base : (base * BigInt(Math.round(multiplier * 100))) / 100n;

const COLUMNS = [
  'valid_bet',
  'stake',
  'prizes',
  'bets_won',
  'bets_lost',
  'bet_count',
  'rebates',
  'promotions',
  'deposits',
  'deposit_count',
  'withdrawals',
  'withdrawal_count',
] as const;

const addToEach = sql.raw(
  COLUMNS.map((c) => `${c} = activity_daily.${c} + excluded.${c}`).join(', '),
);

/**
 * Adds one movement's change to the member's day (and, for a valid bet, to its 5-minute
 * window): one upsert each. Call it in the movement's transaction, after the ledger said the
 * movement is new.
 */
export const addFigures = async (trx: Db, c: FigureChange): Promise<void> => {
  const { day, window, points } = await periodsOf(trx, c.merchantId, c.at);
  if (c.pointsKey !== undefined) {
    const config = pointsConfigOf(points);
    const type = c.category === NO_GAME ? 'deposit' : pointTypeOfCategory(c.category);
    const amount = c.category === NO_GAME ? (c.deposits ?? 0n) : (c.validBet ?? 0n);
    const base = type ? pointsFor(config, type, amount, c.currency) : 0n;
    const earned = multiplied(base, c.pointsMultiplier ?? 1);
    await earnPoints(trx, {
      merchantId: c.merchantId,
      memberId: c.memberId,
      movementKey: c.pointsKey,
      points: earned,
    });
  }
  const values = [
    c.validBet ?? 0n,
    c.stake ?? 0n,
    c.prizes ?? 0n,
    c.betsWon ?? 0,
    c.betsLost ?? 0,
    c.betCount ?? 0,
    c.rebates ?? 0n,
    c.promotions ?? 0n,
    c.deposits ?? 0n,
    c.depositCount ?? 0,
    c.withdrawals ?? 0n,
    c.withdrawalCount ?? 0,
  ].map((v) => String(v));
  await sql`
    INSERT INTO activity_daily (merchant_id, member_id, day, category, currency, ${sql.raw(COLUMNS.join(', '))})
    VALUES (${c.merchantId}, ${c.memberId}, ${day}::date, ${c.category}, ${c.currency},
      ${sql.join(values.map((v) => sql`${v}::bigint`))})
    ON CONFLICT (merchant_id, member_id, day, category, currency) DO UPDATE SET ${addToEach}
  `.execute(trx);
  if ((c.validBet ?? 0n) > 0n) {
    await sql`
      INSERT INTO activity_windows (merchant_id, member_id, window_start, category, currency, valid_bet)
      VALUES (${c.merchantId}, ${c.memberId}, ${window}, ${c.category},
        ${c.currency}, ${String(c.validBet)}::bigint)
      ON CONFLICT (merchant_id, member_id, window_start, category, currency)
      DO UPDATE SET valid_bet = activity_windows.valid_bet + excluded.valid_bet
    `.execute(trx);
  }
};

/**
 * Columns of a set of members' settled play, as {@link addSettledPlay} reads them: one row per
 * member, game category and currency.
 */
export const SETTLED_PLAY_COLUMNS =
  'member_id, category, currency, valid_bet, stake, prizes, bets_won, bets_lost, bet_count';

/** A member's valid bet of a settlement in one category (what wagering and points count). */
export interface SettledValidBet {
  memberId: number;
  category: string;
  currency: string;
  validBet: bigint;
}

/**
 * Many members' settled play at once (a settled draw's), set-wise: `perMember` is the owner's
 * query of its own rows, aggregated per member, category and currency with
 * {@link SETTLED_PLAY_COLUMNS}; one statement adds every row to the day and the 5-minute window
 * of `settledAt`, whatever their number. Call it once per settlement, in its transaction.
 */
export const addSettledPlay = async (
  trx: Db,
  play: {
    merchantId: number;
    settledAt: Date;
    perMember: RawBuilder<unknown>;
    /** The settlement's ledger key: the points its valid bets earn are keyed by it. */
    pointsKey?: string;
    /**
     * The stake of each member's opposite bets in the settlement that does not count
     * (agent-rules "What is counted": only their difference does), per category and currency;
     * taken off the valid bet in the same statement and kept in `hedged`.
     */
    hedged?: readonly SettledValidBet[];
    /**
     * Statements of the caller's areas run as part of this one (data-modifying CTEs) that read
     * the settlement's valid bets from `valid_bets (member_id, category, currency, valid_bet)`:
     * one row per member, category and currency, net of `hedged`, above zero, the rows this
     * function returns. A draw's bonus wagering is one (promotions' wageringFromValidBets): it
     * then costs no second aggregation of the draw and no round trip of the valid bets.
     */
    withValidBets?: readonly RawBuilder<unknown>[];
    /**
     * A VIP week's points multipliers, as {@link addRoundsFigures} takes them (the caller,
     * above the promotions area, reads them with `pointsMultipliersOf`); absent, 1.
     */
    pointsMultipliers?: PointsMultipliers;
  },
): Promise<SettledValidBet[]> => {
  const hedged = (play.hedged ?? []).filter((h) => h.validBet > 0n);
  const { day, window, points } = await periodsOf(trx, play.merchantId, play.settledAt);
  // One statement writes the figures and hands back each member's valid bet per category,
  // from which the points are counted here and credited as one set-wise movement.
  const { rows } = await sql<{
    member_id: number;
    category: string;
    currency: string;
    valid_bet: string;
  }>`
    WITH gross (${sql.raw(SETTLED_PLAY_COLUMNS)}) AS (${play.perMember}), hedges AS (
      SELECT * FROM unnest(${hedged.map((h) => h.memberId)}::int[],
        ${hedged.map((h) => h.category)}::text[], ${hedged.map((h) => h.currency)}::text[],
        ${hedged.map((h) => String(h.validBet))}::bigint[])
        AS h (member_id, category, currency, hedged)
    ), per_member AS (
      -- Never more off than the member's valid bet (2 x the smaller side never is).
      SELECT g.member_id, g.category, g.currency, g.stake, g.prizes, g.bets_won, g.bets_lost,
        g.bet_count, least(coalesce(h.hedged, 0), g.valid_bet) AS hedged,
        g.valid_bet - least(coalesce(h.hedged, 0), g.valid_bet) AS valid_bet
      FROM gross g LEFT JOIN hedges h USING (member_id, category, currency)
    ), daily AS (
      INSERT INTO activity_daily (merchant_id, member_id, day, category, currency, valid_bet,
        stake, prizes, bets_won, bets_lost, bet_count, hedged)
      SELECT ${play.merchantId}, member_id, ${day}::date,
        category, currency, valid_bet, stake, prizes, bets_won, bets_lost, bet_count, hedged
      FROM per_member
      ON CONFLICT (merchant_id, member_id, day, category, currency) DO UPDATE SET
        valid_bet = activity_daily.valid_bet + excluded.valid_bet,
        hedged = activity_daily.hedged + excluded.hedged,
        stake = activity_daily.stake + excluded.stake,
        prizes = activity_daily.prizes + excluded.prizes,
        bets_won = activity_daily.bets_won + excluded.bets_won,
        bets_lost = activity_daily.bets_lost + excluded.bets_lost,
        bet_count = activity_daily.bet_count + excluded.bet_count
    ), windows AS (
      INSERT INTO activity_windows (merchant_id, member_id, window_start, category, currency, valid_bet)
      SELECT ${play.merchantId}, member_id, ${window}::timestamptz, category, currency, valid_bet
      FROM per_member WHERE valid_bet > 0
      ON CONFLICT (merchant_id, member_id, window_start, category, currency)
      DO UPDATE SET valid_bet = activity_windows.valid_bet + excluded.valid_bet
    ), valid_bets AS (
      -- One row per member, category and currency already: gross is grouped by them and the
      -- hedges are one per member, category and currency.
      SELECT member_id, category, currency, valid_bet FROM per_member WHERE valid_bet > 0
    )${sql.join(
      (play.withValidBets ?? []).map(
        (statement, i) => sql`, ${sql.raw(`also_${i}`)} AS (${statement})`,
      ),
      sql``,
    )}
    SELECT member_id, category, currency, valid_bet::text AS valid_bet FROM valid_bets
  `.execute(trx);
  const valid = rows.map((row) => ({
    memberId: row.member_id,
    category: row.category,
    currency: row.currency,
    validBet: BigInt(row.valid_bet),
  }));
  if (play.pointsKey === undefined || rows.length === 0) return valid;
  const config = pointsConfigOf(points);
  const earning = rows.flatMap((row) => {
    const type = pointTypeOfCategory(row.category);
    const base = type ? pointsFor(config, type, BigInt(row.valid_bet), row.currency) : 0n;
    return base > 0n ? [{ row, base }] : [];
  });
  // One read of the VIP weeks for the whole draw (and members' facts only when one covers it).
  const multipliers = await (play.pointsMultipliers ?? noMultipliers)(
    play.merchantId,
    earning.map(({ row }) => ({
      memberId: row.member_id,
      category: row.category,
      at: play.settledAt,
    })),
  );
  const perMember = new Map<number, bigint>();
  earning.forEach(({ row, base }, k) => {
    const earned = multiplied(base, multipliers[k] ?? 1);
    perMember.set(row.member_id, (perMember.get(row.member_id) ?? 0n) + earned);
  });
  await earnPointsOfMany(trx, {
    merchantId: play.merchantId,
    movementKey: play.pointsKey,
    perMember,
  });
  return valid;
};

/**
 * A settled vendor round's figures: its stake is a valid bet (a rolled-back round never gets
 * here), its win the prize; a round that paid anything counts as won. The category is the
 * game's own type (`games.game_type`), which the games area knows.
 */
export const addRoundFigures = async (
  trx: Db,
  round: {
    merchantId: number;
    memberId: number;
    currency: string;
    category: string;
    stake: bigint;
    win: bigint;
    at: Date;
    /** The round's stake movement key: the points its valid bet earns are keyed by it. */
    pointsKey?: string;
    /** A VIP week's points multiplier for the round's member and category (1 when none). */
    pointsMultiplier?: number;
  },
): Promise<void> => {
  await addFigures(trx, {
    ...(round.pointsKey === undefined ? {} : { pointsKey: round.pointsKey }),
    ...(round.pointsMultiplier === undefined ? {} : { pointsMultiplier: round.pointsMultiplier }),
    merchantId: round.merchantId,
    memberId: round.memberId,
    currency: round.currency,
    category: round.category,
    at: round.at,
    validBet: round.stake,
    stake: round.stake,
    prizes: round.win,
    betsWon: round.win > 0n ? 1 : 0,
    betsLost: round.win > 0n ? 0 : 1,
    betCount: 1,
  });
};

/**
 * Many settled vendor rounds' figures at once (the seamless wallet's group of calls), the same
 * figures {@link addRoundFigures} writes for each: one read of each merchant's zone and points
 * rates, one statement for the days and the 5-minute windows of every round (rounds of one
 * member, day and category summed first: one upsert may not touch a row twice), and points
 * per round that earns any, keyed by the round's stake movement as one round's are, all posted
 * set-wise (the accounts opened and locked by one statement, the movements by the figures' own). The
 * multipliers are asked once per merchant, of the rounds that earn points only.
 */
export const addRoundsFigures = async (
  trx: Db,
  rounds: readonly {
    merchantId: number;
    memberId: number;
    currency: string;
    category: string;
    stake: bigint;
    win: bigint;
    at: Date;
    pointsKey: string;
  }[],
  /**
   * The merchants' zones and points rates when the caller holds them (the merchants' directory
   * keeps the rows' brands, refreshed on the cache bus): no read for those.
   */
  known: ReadonlyMap<number, { timeZone?: string | undefined; points?: unknown }> = new Map(),
  /**
   * Statements of the caller's areas run as part of this one, reading the rounds' valid bets
   * from `valid_bets (member_id, category, currency, valid_bet)` as {@link addSettledPlay}'s
   * `withValidBets` do (the rounds' bonus wagering: no round trip of its own).
   */
  withValidBets: readonly RawBuilder<unknown>[] = [],
  /**
   * A VIP week's points multipliers (the caller, above the promotions area, reads them with
   * `pointsMultipliersOf`): one per ask, in order; absent, 1.
   */
  pointsMultipliers: PointsMultipliers = noMultipliers,
  /** The earners' points accounts the caller holds (see `pointsEarnedSql`'s `known`). */
  pointsAccounts?: KnownPointsAccounts,
): Promise<void> => {
  if (rounds.length === 0) return;
  const terms = new Map<number, { timeZone: string; points: unknown }>();
  for (const merchantId of new Set(rounds.map((r) => r.merchantId))) {
    const held = known.get(merchantId);
    if (held) {
      terms.set(merchantId, {
        timeZone: brandTimeZone({ timeZone: held.timeZone }),
        points: held.points,
      });
      continue;
    }
    const row = await sql<{ zone: string | null; points: unknown }>`
      SELECT brand->>'timeZone' AS zone, brand->'points' AS points
      FROM merchants WHERE id = ${merchantId}`.execute(trx);
    terms.set(merchantId, {
      timeZone: brandTimeZone({ timeZone: row.rows[0]?.zone ?? undefined }),
      points: row.rows[0]?.points,
    });
  }
  const cut = rounds.map((r) => {
    const { timeZone } = terms.get(r.merchantId) as { timeZone: string };
    return {
      r,
      day: brandDay(r.at, timeZone),
      window: periodOf('fiveMinutes', r.at, timeZone).start,
    };
  });
  const earning = cut.flatMap(({ r }) => {
    const type = pointTypeOfCategory(r.category);
    const config = pointsConfigOf(terms.get(r.merchantId)?.points);
    const base = type ? pointsFor(config, type, r.stake, r.currency) : 0n;
    return base > 0n ? [{ r, base }] : [];
  });
  const earned: Parameters<typeof pointsEarnedSql>[1][number][] = [];
  for (const merchantId of new Set(earning.map((e) => e.r.merchantId))) {
    const ofMerchant = earning.filter((e) => e.r.merchantId === merchantId);
    const multipliers = await pointsMultipliers(
      merchantId,
      ofMerchant.map(({ r }) => ({ memberId: r.memberId, category: r.category, at: r.at })),
    );
    ofMerchant.forEach(({ r, base }, k) => {
      const multiplier = multipliers[k] ?? 1;
      earned.push({
        merchantId,
        memberId: r.memberId,
        movementKey: r.pointsKey,
        points: multiplied(base, multiplier),
      });
    });
  }
  // The points' accounts opened and locked now, after every money account of the group (as a
  // settle alone locks them); their movements posted by the figures' statement.
  const posting = await pointsEarnedSql(trx, earned, pointsAccounts);
  const { rows } = await sql<{ claimed: number }>`
    WITH u AS (
      SELECT * FROM unnest(
        ${cut.map((c) => c.r.merchantId)}::int[], ${cut.map((c) => c.r.memberId)}::int[],
        ${cut.map((c) => c.day)}::date[], ${cut.map((c) => c.window)}::timestamptz[],
        ${cut.map((c) => c.r.category)}::text[], ${cut.map((c) => c.r.currency)}::text[],
        ${cut.map((c) => String(c.r.stake))}::bigint[], ${cut.map((c) => String(c.r.win))}::bigint[]
      ) AS u(merchant_id, member_id, day, window_start, category, currency, stake, win)
    ), daily AS (
      INSERT INTO activity_daily (merchant_id, member_id, day, category, currency, valid_bet,
        stake, prizes, bets_won, bets_lost, bet_count)
      SELECT merchant_id, member_id, day, category, currency, sum(stake), sum(stake), sum(win),
        count(*) FILTER (WHERE win > 0), count(*) FILTER (WHERE win = 0), count(*)
      FROM u GROUP BY merchant_id, member_id, day, category, currency
      ON CONFLICT (merchant_id, member_id, day, category, currency) DO UPDATE SET
        valid_bet = activity_daily.valid_bet + excluded.valid_bet,
        stake = activity_daily.stake + excluded.stake,
        prizes = activity_daily.prizes + excluded.prizes,
        bets_won = activity_daily.bets_won + excluded.bets_won,
        bets_lost = activity_daily.bets_lost + excluded.bets_lost,
        bet_count = activity_daily.bet_count + excluded.bet_count
    ), windows AS (
      INSERT INTO activity_windows (merchant_id, member_id, window_start, category, currency, valid_bet)
      SELECT merchant_id, member_id, window_start, category, currency, sum(stake)
      FROM u GROUP BY merchant_id, member_id, window_start, category, currency
      ON CONFLICT (merchant_id, member_id, window_start, category, currency)
      DO UPDATE SET valid_bet = activity_windows.valid_bet + excluded.valid_bet
    ), valid_bets AS (
      -- A member is of one merchant: per member, category and currency is per merchant too.
      SELECT member_id, category, currency, sum(stake) AS valid_bet
      FROM u GROUP BY member_id, category, currency HAVING sum(stake) > 0
    )${sql.join(
      withValidBets.map((statement, i) => sql`, ${sql.raw(`also_${i}`)} AS (${statement})`),
      sql``,
    )}${posting === null ? sql`` : sql`, ${posting.ctes}`}
    SELECT ${posting === null ? sql`0` : posting.claimed}::int AS claimed
  `.execute(trx);
  // Each round's points are new with its settle: a key taken already undoes the group.
  if (posting !== null && rows[0]?.claimed !== posting.count) {
    throw new Error('points of a settled round were earned before');
  }
};

/** Every figure column summed under its own name: the expected and the stored side alike. */
const FIGURE_SUMS = sql.raw(
  [
    'valid_bet',
    'stake',
    'prizes',
    'bets_won',
    'bets_lost',
    'bet_count',
    'promotions',
    'deposits',
    'deposit_count',
    'withdrawals',
    'withdrawal_count',
  ]
    .map((column) => `sum(${column}) AS ${column}`)
    .join(', '),
);

/**
 * How many (merchant, member, category, currency) figures differ from the raw rows that cause
 * them, summed over all days: settled orders and vendor rounds, paid deposits and payouts,
 * mission rewards, promotion grants and VIP level gifts (a day's valid bet with its `hedged` stake put back is the orders' valid
 * stake: which bets are opposite is the lottery's rules, proved by the property test); and how
 * many whose 5-minute windows do not add up to their days' valid bet.
 * Zero when every movement was counted once. The chaos check asks it after each restart (a
 * crash must take a movement's figures with it or keep both); the days themselves are proved
 * by the property test, so this holds in any zone.
 */
export const figureMismatches = async (db: Db): Promise<number> => {
  const { rows } = await sql<{ n: string }>`
    WITH raw AS (
      SELECT merchant_id, member_id, ${LOTTERY_CATEGORY_SQL} AS category, currency,
        coalesce(sum(amount) FILTER (WHERE status IN ${VALID}), 0) AS valid_bet,
        sum(amount) AS stake, sum(payout) AS prizes,
        count(*) FILTER (WHERE status = ${WON}) AS bets_won, count(*) FILTER (WHERE status = ${LOST}) AS bets_lost,
        count(*) AS bet_count, 0 AS promotions, 0 AS deposits, 0 AS deposit_count, 0 AS withdrawals, 0 AS withdrawal_count
      FROM lottery_orders WHERE status IN ${SETTLED}
      GROUP BY 1, 2, 3, 4
      UNION ALL
      SELECT r.merchant_id, r.member_id, coalesce(g.game_type, 'unknown'), a.currency,
        sum(r.bet_amount), sum(r.bet_amount), sum(r.win_amount),
        count(*) FILTER (WHERE r.win_amount > 0), count(*) FILTER (WHERE r.win_amount = 0),
        count(*), 0, 0, 0, 0, 0
      FROM vendor_rounds r
      JOIN ledger_transactions a ON a.merchant_id = r.merchant_id
        AND a.idempotency_key = 'vendor:' || r.vassalage || ':bet:' || r.transaction_id
      LEFT JOIN games g ON g.id = r.node_id
      WHERE r.status = ${sql.lit(ROUND_STATUS.settled)}
      GROUP BY 1, 2, 3, 4
      UNION ALL
      SELECT merchant_id, member_id, ${NO_GAME}, currency, 0, 0, 0, 0, 0, 0,
        0, sum(paid_amount), count(*), 0, 0
      FROM deposit_orders WHERE status = 'paid' GROUP BY 1, 2, 3, 4
      UNION ALL
      SELECT merchant_id, member_id, ${NO_GAME}, currency, 0, 0, 0, 0, 0, 0,
        0, 0, 0, sum(amount), count(*)
      FROM withdrawals WHERE paid_at IS NOT NULL GROUP BY 1, 2, 3, 4
      UNION ALL
      SELECT merchant_id, member_id, ${NO_GAME}, currency, 0, 0, 0, 0, 0, 0,
        sum(reward), 0, 0, 0, 0
      FROM mission_claims GROUP BY 1, 2, 3, 4
      UNION ALL
      -- Promotion grants (grantReward, the daily rebate): a rebate's counts as rebates, which
      -- are not compared here, every other one as promotions.
      SELECT g.merchant_id, g.member_id, ${NO_GAME}, g.currency, 0, 0, 0, 0, 0, 0,
        sum(g.amount), 0, 0, 0, 0
      FROM promotion_grants g JOIN ledger_transactions t ON t.id = g.transaction_id
      WHERE t.kind <> ${PROMOTION_LEDGER_KINDS.promotionRebate} GROUP BY 1, 2, 3, 4
      UNION ALL
      -- VIP level gifts (raiseVip): the member's side of each gift movement, which is their only
      -- row with the amount (member_vip keeps the level; the gift is the brand's of the day).
      SELECT t.merchant_id, a.member_id, ${NO_GAME}, t.currency, 0, 0, 0, 0, 0, 0,
        sum(e.amount), 0, 0, 0, 0
      FROM ledger_transactions t
      JOIN ledger_entries e ON e.transaction_id = t.id
      JOIN ledger_accounts a ON a.id = e.account_id AND a.member_id IS NOT NULL
      WHERE t.kind = ${PROMOTION_LEDGER_KINDS.vipGift}
        AND NOT EXISTS (SELECT 1 FROM promotion_grants g WHERE g.transaction_id = t.id)
      GROUP BY 1, 2, 3, 4
    ), expected AS (
      SELECT merchant_id, member_id, category, currency,
        ${FIGURE_SUMS}
      FROM raw GROUP BY 1, 2, 3, 4
    ), stored AS (
      SELECT merchant_id, member_id, category, currency,
        ${FIGURE_SUMS}, sum(hedged) AS hedged
      FROM activity_daily GROUP BY 1, 2, 3, 4
    ), windows AS (
      SELECT merchant_id, member_id, category, currency, sum(valid_bet) AS valid_bet
      FROM activity_windows GROUP BY 1, 2, 3, 4
    )
    SELECT (
      SELECT count(*) FROM expected e
      FULL JOIN stored s USING (merchant_id, member_id, category, currency)
      WHERE (e.valid_bet, e.stake, e.prizes, e.bets_won, e.bets_lost, e.bet_count, e.promotions,
          e.deposits, e.deposit_count, e.withdrawals, e.withdrawal_count)
        IS DISTINCT FROM (s.valid_bet + s.hedged, s.stake, s.prizes, s.bets_won, s.bets_lost, s.bet_count,
          s.promotions, s.deposits, s.deposit_count, s.withdrawals, s.withdrawal_count)
        -- A day row of deposits alone also carries zeros of the rest; all-zero is no figure.
        AND NOT (e.merchant_id IS NULL AND s.valid_bet = 0 AND s.stake = 0 AND s.prizes = 0
          AND s.bets_won = 0 AND s.bets_lost = 0 AND s.bet_count = 0 AND s.promotions = 0 AND s.deposits = 0
          AND s.deposit_count = 0 AND s.withdrawals = 0 AND s.withdrawal_count = 0)
    ) + (
      SELECT count(*) FROM stored s
      FULL JOIN windows w USING (merchant_id, member_id, category, currency)
      WHERE coalesce(s.valid_bet, 0) <> coalesce(w.valid_bet, 0)
    ) AS n
  `.execute(db);
  return Number(rows[0]?.n ?? 0);
};

/** A member's settled play in one game category over some brand days (minor units). */
export interface CategoryTotals {
  category: string;
  validBet: bigint;
  stake: bigint;
  prizes: bigint;
  betCount: number;
}

/**
 * A member's settled play per game category over brand days `fromDay` to `toDay` (inclusive
 * yyyy-MM-dd keys; `toDay` null reads to the latest): the readers' one way into the figures.
 * A bet counts on the day it settled; what is not settled yet is not here (see the callers).
 */
export const memberPlayByCategory = async (
  db: Db,
  memberId: number,
  fromDay: string,
  toDay: string | null,
): Promise<CategoryTotals[]> => {
  const { rows } = await sql<{
    category: string;
    valid_bet: string;
    stake: string;
    prizes: string;
    bet_count: string;
  }>`
    SELECT category, sum(valid_bet) AS valid_bet, sum(stake) AS stake, sum(prizes) AS prizes,
      sum(bet_count) AS bet_count
    FROM activity_daily
    WHERE merchant_id = (SELECT merchant_id FROM members WHERE id = ${memberId})
      AND member_id = ${memberId} AND day >= ${fromDay}::date
      AND (${toDay}::date IS NULL OR day <= ${toDay}::date)
      AND category <> ${NO_GAME} AND bet_count > 0
    GROUP BY category
    ORDER BY category
  `.execute(db);
  return rows.map((r) => ({
    category: r.category,
    validBet: BigInt(r.valid_bet),
    stake: BigInt(r.stake),
    prizes: BigInt(r.prizes),
    betCount: Number(r.bet_count),
  }));
};

/**
 * The merchants' settled play per brand day from `fromDay` to `toDay` (inclusive keys), every
 * game category together: what the console's dashboard shows as bets (stakes) and wins
 * (prizes). `merchantIds` null is every merchant.
 */
export const playByDay = async (
  db: Db,
  merchantIds: readonly number[] | null,
  fromDay: string,
  toDay: string,
): Promise<{ day: string; stake: bigint; prizes: bigint }[]> => {
  const { rows } = await sql<{ day: string; stake: string; prizes: string }>`
    SELECT day::text AS day, sum(stake) AS stake, sum(prizes) AS prizes
    FROM activity_daily
    WHERE (${merchantIds === null} OR merchant_id = ANY(${merchantIds ?? []}::int[]))
      AND day >= ${fromDay}::date AND day <= ${toDay}::date AND category <> ${NO_GAME}
    GROUP BY day
    ORDER BY day
  `.execute(db);
  return rows.map((r) => ({ day: r.day, stake: BigInt(r.stake), prizes: BigInt(r.prizes) }));
};

/** How many deposits the member has had paid (a "new member" for promotions has none). */
export const memberDepositCount = async (
  db: Db,
  merchantId: number,
  memberId: number,
): Promise<number> => {
  const { rows } = await sql<{ n: string | null }>`
    SELECT sum(deposit_count) AS n FROM activity_daily
    WHERE merchant_id = ${merchantId} AND member_id = ${memberId} AND category = ${NO_GAME}
  `.execute(db);
  return Number(rows[0]?.n ?? 0);
};

/** Many members' paid deposits over all time, by one read: member id to count (absent: none). */
export const memberDepositCounts = async (
  db: Db,
  merchantId: number,
  memberIds: readonly number[],
): Promise<Map<number, number>> => {
  if (memberIds.length === 0) return new Map();
  const { rows } = await sql<{ member_id: number; n: string | null }>`
    SELECT member_id, sum(deposit_count) AS n FROM activity_daily
    WHERE merchant_id = ${merchantId} AND member_id = ANY(${[...memberIds]}::int[])
      AND category = ${NO_GAME}
    GROUP BY member_id
  `.execute(db);
  return new Map(rows.map((row) => [row.member_id, Number(row.n ?? 0)]));
};

/**
 * A brand day's valid bets per member and game category, as a subquery (`member_id`,
 * `category`, `currency`, `valid_bet`) for a set-wise job that joins it (the daily rebate):
 * one statement over the figures instead of a read per member.
 */
export const dayValidBetsSql = (merchantId: number, day: string): RawBuilder<unknown> => sql`
  SELECT member_id, category, currency, valid_bet FROM activity_daily
  WHERE merchant_id = ${merchantId} AND day = ${day}::date
    AND category <> ${NO_GAME} AND valid_bet > 0`;

/** A member's valid bets over all time, every category (the VIP level's cumulative figure). */
export const memberLifetimeValidBet = async (
  db: Db,
  merchantId: number,
  memberId: number,
): Promise<bigint> => {
  const { rows } = await sql<{ total: string | null }>`
    SELECT sum(valid_bet) AS total FROM activity_daily
    WHERE merchant_id = ${merchantId} AND member_id = ${memberId} AND category <> ${NO_GAME}
  `.execute(db);
  return BigInt(rows[0]?.total ?? 0);
};

/**
 * Adds many members' promotion money of one kind (rebates or promotions) at once, on the
 * brand day of `at`: one statement for a set-wise job (the daily rebate), in its transaction.
 */
export const addPromotionMoneyMany = async (
  trx: Db,
  c: {
    merchantId: number;
    currency: string;
    at: Date;
    column: 'rebates' | 'promotions';
    amounts: ReadonlyMap<number, bigint>;
  },
): Promise<void> => {
  if (c.amounts.size === 0) return;
  const { day } = await periodsOf(trx, c.merchantId, c.at);
  const column = sql.raw(c.column);
  await sql`
    INSERT INTO activity_daily (merchant_id, member_id, day, category, currency, ${column})
    SELECT ${c.merchantId}, u.member_id, ${day}::date, ${NO_GAME}, ${c.currency}, u.amount
    FROM unnest(${[...c.amounts.keys()]}::int[], ${[...c.amounts.values()].map(String)}::bigint[])
      AS u(member_id, amount)
    ON CONFLICT (merchant_id, member_id, day, category, currency)
    DO UPDATE SET ${column} = activity_daily.${column} + excluded.${column}
  `.execute(trx);
};

/**
 * Every member's valid bet in the merchant's 5-minute windows starting in [from, to): what the
 * agent salary runs read for an hour, a 5-minute window, or a day so far (active members).
 * One indexed range read on `(merchant_id, window_start)`, summed per member.
 */
export const validBetsInWindows = async (
  db: Db,
  merchantId: number,
  from: Date,
  to: Date,
): Promise<Map<number, bigint>> => {
  const { rows } = await sql<{ member_id: number; valid_bet: string }>`
    SELECT member_id, sum(valid_bet) AS valid_bet FROM activity_windows
    WHERE merchant_id = ${merchantId} AND window_start >= ${from} AND window_start < ${to}
    GROUP BY member_id HAVING sum(valid_bet) > 0`.execute(db);
  return new Map(rows.map((r) => [r.member_id, BigInt(r.valid_bet)]));
};

/** Every member's valid bet on one brand day (`yyyy-MM-dd`), every game category together. */
export const validBetsOnDay = async (
  db: Db,
  merchantId: number,
  day: string,
): Promise<Map<number, bigint>> => {
  const { rows } = await sql<{ member_id: number; valid_bet: string }>`
    SELECT member_id, sum(valid_bet) AS valid_bet FROM activity_daily
    WHERE merchant_id = ${merchantId} AND day = ${day}::date AND category <> ${NO_GAME}
    GROUP BY member_id HAVING sum(valid_bet) > 0`.execute(db);
  return new Map(rows.map((r) => [r.member_id, BigInt(r.valid_bet)]));
};

/** A member's play over some brand days, as the dividend runs read it (minor units). */
export interface PeriodPlay {
  validBet: bigint;
  prizes: bigint;
  rebates: bigint;
  promotions: bigint;
  /** Days of the range on which the member's valid bet reached the active threshold. */
  activeDays: number;
}

/**
 * Every member's play from `fromDay` to `toDay` (inclusive keys), one row per member: what the
 * dividend runs sum over a team for its loss (valid bets - prizes - rebates - promotions).
 */
export const playOverDays = async (
  db: Db,
  merchantId: number,
  fromDay: string,
  toDay: string,
  activeThreshold: bigint,
): Promise<Map<number, PeriodPlay>> => {
  const { rows } = await sql<{
    member_id: number;
    valid_bet: string;
    prizes: string;
    rebates: string;
    promotions: string;
    active_days: string;
  }>`
    WITH days AS (
      SELECT member_id, day, sum(valid_bet) AS valid_bet, sum(prizes) AS prizes,
        sum(rebates) AS rebates, sum(promotions) AS promotions
      FROM activity_daily
      WHERE merchant_id = ${merchantId} AND day >= ${fromDay}::date AND day <= ${toDay}::date
      GROUP BY member_id, day
    )
    SELECT member_id, sum(valid_bet) AS valid_bet, sum(prizes) AS prizes, sum(rebates) AS rebates,
      sum(promotions) AS promotions,
      count(*) FILTER (WHERE valid_bet >= ${String(activeThreshold)}::bigint) AS active_days
    FROM days GROUP BY member_id`.execute(db);
  return new Map(
    rows.map((r) => [
      r.member_id,
      {
        validBet: BigInt(r.valid_bet),
        prizes: BigInt(r.prizes),
        rebates: BigInt(r.rebates),
        promotions: BigInt(r.promotions),
        activeDays: Number(r.active_days),
      },
    ]),
  );
};

/**
 * The all-time valid bet of every member of the merchant who played on or after `sinceDay`
 * (a brand day key), in one read: the VIP job looks only at who played lately.
 */
export const lifetimeValidBetsOfRecentPlayers = async (
  db: Db,
  merchantId: number,
  sinceDay: string,
): Promise<Map<number, bigint>> => {
  const { rows } = await sql<{ member_id: number; total: string }>`
    SELECT member_id, sum(valid_bet)::text AS total FROM activity_daily
    WHERE merchant_id = ${merchantId} AND category <> ${NO_GAME}
      AND member_id IN (SELECT member_id FROM activity_daily
        WHERE merchant_id = ${merchantId} AND day >= ${sinceDay}::date AND valid_bet > 0)
    GROUP BY member_id
  `.execute(db);
  return new Map(rows.map((r) => [r.member_id, BigInt(r.total)]));
};

/** A member's paid deposits from brand day `fromDay` on (minor units): a raffle's tickets. */
export const memberDepositsSince = async (
  db: Db,
  merchantId: number,
  memberId: number,
  fromDay: string,
): Promise<bigint> => {
  const { rows } = await sql<{ total: string | null }>`
    SELECT sum(deposits) AS total FROM activity_daily
    WHERE merchant_id = ${merchantId} AND member_id = ${memberId} AND category = ${NO_GAME}
      AND day >= ${fromDay}::date
  `.execute(db);
  return BigInt(rows[0]?.total ?? 0);
};
