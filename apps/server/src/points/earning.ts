import { type BrandPoints, pointsSchema } from '@portal/brand';
import { type GameCategory, minorPerMajor } from '@portal/contract';
import type { RawBuilder } from 'kysely';
import * as v from 'valibot';
import type { Db } from '../db/database.ts';
import { accountCode, houseName, POINTS_CURRENCY } from '../ledger/accountCodes.ts';
import { LEDGER_KINDS } from '../ledger/kinds.ts';
import {
  houseBucketEntries,
  lockedMovementsSql,
  openHouseBucket,
  openLockedAccounts,
  openMemberPoints,
  openMembersPoints,
  postBatch,
  transfer,
} from '../ledger/ledger.ts';

/**
 * Points earned on play and deposits (promotions-rules "Points"): written by the activity
 * figures' writers, in the transaction of the movement that causes them and only when that
 * movement is new, so a settlement that rolls back takes its points with it and a replay earns
 * nothing. This file imports only the ledger: the activity area below the points area calls it
 * (the one up-link .dependency-cruiser.cjs names for it).
 */

export type PointEarningType = keyof BrandPoints['rates'];

/**
 * The point type of a game category. Ours (the specs name the point types, not the games in
 * each): board games are the PVP tables, slots the RNG and fishing games, sports every betting
 * on events (e-sports and cockfights too).
 */
const POINT_TYPE_OF: Readonly<Record<GameCategory, PointEarningType>> = {
  LIVE: 'live',
  LOTT: 'lottery',
  ELOTT: 'lottery',
  PVP: 'boardGames',
  RNG: 'slots',
  FISH: 'slots',
  SPORTS: 'sports',
  ESPORTS: 'sports',
  COCKFIGHT: 'sports',
};

export const pointTypeOfCategory = (category: string): PointEarningType | null =>
  POINT_TYPE_OF[category as GameCategory] ?? null;

/** The merchants row's `brand->'points'`, parsed once per distinct text (brands reload rarely). */
const parsed = new Map<string, BrandPoints>();
export const pointsConfigOf = (json: unknown): BrandPoints => {
  const key = JSON.stringify(json ?? {});
  let config = parsed.get(key);
  if (!config) {
    config = v.parse(pointsSchema, json ?? {});
    if (parsed.size > 100) parsed.clear();
    parsed.set(key, config);
  }
  return config;
};

/**
 * Points for an amount (minor units of `currency`) at a rate: whole points only, what is left
 * under one betting unit is not carried over (ours: the specs say nothing of remainders).
 */
export const pointsFor = (
  config: BrandPoints,
  type: PointEarningType,
  amount: bigint,
  currency: string,
): bigint => {
  const rate = config.rates[type];
  if (!rate || amount <= 0n) return 0n;
  // The unit is brand config in major units with at most three decimals (the schema's check).
  const unit = (BigInt(Math.round(rate.bettingUnit * 1000)) * minorPerMajor(currency)) / 1000n;
  if (unit <= 0n) return 0n;
  return (amount * BigInt(rate.points)) / unit;
};

/** The ledger key of points earned for a movement: the movement's own key, prefixed. */
export const earnedKey = (movementKey: string): string => `points:earn:${movementKey}`;

/** Credits one member's points from the house (in the caller's transaction). */
export const earnPoints = async (
  trx: Db,
  e: { merchantId: number; memberId: number; movementKey: string; points: bigint },
): Promise<void> => {
  if (e.points <= 0n) return;
  // Two plain reads of accounts that exist (every earning but a member's first): measured
  // cheaper in CPU than one statement that would also open them (0.45 ms against 0.57 ms).
  await transfer(trx, {
    merchantId: e.merchantId,
    idempotencyKey: earnedKey(e.movementKey),
    kind: LEDGER_KINDS.pointsEarned,
    currency: POINTS_CURRENCY,
    from: await openHouseBucket(
      trx,
      e.merchantId,
      houseName.pointsIssued,
      e.memberId,
      POINTS_CURRENCY,
    ),
    to: await openMemberPoints(trx, e.merchantId, e.memberId),
    amount: e.points,
    reference: e.movementKey,
  });
};

/**
 * Credits many members' points as one set-wise movement (a settled draw's members): the
 * accounts opened by one statement, the entries inserted by one, whatever their number.
 */
export const earnPointsOfMany = async (
  trx: Db,
  e: { merchantId: number; movementKey: string; perMember: ReadonlyMap<number, bigint> },
): Promise<void> => {
  const earning = [...e.perMember].filter(([, points]) => points > 0n);
  if (earning.length === 0) return;
  const accounts = await openMembersPoints(
    trx,
    e.merchantId,
    earning.map(([memberId]) => memberId),
  );
  const entries = earning.map(([memberId, points]) => ({
    accountId: accounts.get(memberId) as bigint,
    amount: points,
    reference: e.movementKey,
  }));
  // The issued side per member bucket, as a single member's earning takes it.
  entries.push(
    ...(await houseBucketEntries(
      trx,
      e.merchantId,
      houseName.pointsIssued,
      POINTS_CURRENCY,
      earning,
      e.movementKey,
    )),
  );
  await postBatch(trx, {
    merchantId: e.merchantId,
    idempotencyKey: earnedKey(e.movementKey),
    kind: LEDGER_KINDS.pointsEarned,
    currency: POINTS_CURRENCY,
    entries,
  });
};

/** A member's points account and the house bucket its points are issued from. */
export interface PointsAccounts {
  points: bigint;
  issued: bigint;
}
/**
 * The points accounts a caller keeps across transactions (the seamless wallet's): `get` those
 * it holds; `learn` is told the ones {@link pointsEarnedSql} read or opened, for the caller to
 * keep once its transaction has committed (an account opened by a transaction undone is gone).
 */
export interface KnownPointsAccounts {
  get(merchantId: number, memberId: number): PointsAccounts | undefined;
  learn(merchantId: number, memberId: number, accounts: PointsAccounts): void;
}

/**
 * Credits many earnings, each its own movement under its own key, as {@link earnPoints} posts
 * one (the same accounts, key and fingerprint: a later replay of one is answered as any
 * other): the accounts of each merchant opened where missing and locked by one statement now,
 * and every movement posted by the statement the caller runs `ctes` in (the figures of the
 * seamless wallet's group of settled rounds): it must check that `claimed` is `count`. For
 * earnings whose cause the transaction has just claimed: a key already taken means the
 * caller's transaction is to be undone. Null when nothing is earned.
 *
 * `known` gives the accounts of members the caller holds already (the seamless wallet keeps
 * those of its earlier settles): when it knows every earner's, nothing is read now and the
 * caller's statement locks them itself (lockedMovementsSql's `lock`): no round trip here.
 */
export const pointsEarnedSql = async (
  trx: Db,
  earnings: readonly {
    merchantId: number;
    memberId: number;
    movementKey: string;
    points: bigint;
  }[],
  known?: KnownPointsAccounts,
): Promise<{ ctes: RawBuilder<unknown>; claimed: RawBuilder<number>; count: number } | null> => {
  const earning = earnings.filter((e) => e.points > 0n);
  if (earning.length === 0) return null;
  const issuedCode = (memberId: number) =>
    accountCode.house(houseName.bucket(houseName.pointsIssued, memberId));
  const held = earning.map((e) => known?.get(e.merchantId, e.memberId));
  if (known !== undefined && held.every((h) => h !== undefined)) {
    const posting = lockedMovementsSql(
      earning.map((e, k) => ({
        merchantId: e.merchantId,
        idempotencyKey: earnedKey(e.movementKey),
        kind: LEDGER_KINDS.pointsEarned,
        currency: POINTS_CURRENCY,
        postings: [
          { accountId: (held[k] as PointsAccounts).issued, amount: -e.points },
          { accountId: (held[k] as PointsAccounts).points, amount: e.points },
        ],
        reference: e.movementKey,
      })),
      'points',
      held.flatMap((h) => [(h as PointsAccounts).issued, (h as PointsAccounts).points]),
    );
    return { ...posting, count: earning.length };
  }
  const ids = new Map<string, bigint>();
  for (const merchantId of new Set(earning.map((e) => e.merchantId))) {
    const members = [
      ...new Set(earning.filter((e) => e.merchantId === merchantId).map((e) => e.memberId)),
    ];
    const opened = await openLockedAccounts(trx, merchantId, POINTS_CURRENCY, [
      ...members.map((memberId) => ({
        code: accountCode.memberPoints(memberId),
        memberId,
        allowNegative: false,
      })),
      ...members.map((memberId) => ({
        code: issuedCode(memberId),
        memberId: null,
        allowNegative: true,
      })),
    ]);
    for (const [code, id] of opened) ids.set(`${merchantId}:${code}`, id);
  }
  const idOf = (merchantId: number, code: string) => {
    const id = ids.get(`${merchantId}:${code}`);
    if (id === undefined) throw new Error(`points account ${code} was not opened`);
    return id;
  };
  for (const e of earning) {
    known?.learn(e.merchantId, e.memberId, {
      points: idOf(e.merchantId, accountCode.memberPoints(e.memberId)),
      issued: idOf(e.merchantId, issuedCode(e.memberId)),
    });
  }
  const posting = lockedMovementsSql(
    earning.map((e) => ({
      merchantId: e.merchantId,
      idempotencyKey: earnedKey(e.movementKey),
      kind: LEDGER_KINDS.pointsEarned,
      currency: POINTS_CURRENCY,
      postings: [
        { accountId: idOf(e.merchantId, issuedCode(e.memberId)), amount: -e.points },
        { accountId: idOf(e.merchantId, accountCode.memberPoints(e.memberId)), amount: e.points },
      ],
      reference: e.movementKey,
    })),
    'points',
  );
  return { ...posting, count: earning.length };
};
