import type { BrandMission } from '@portal/brand';
import { addFigures, NO_GAME } from '../activity/figures.ts';
import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import { HOUSE_ACCOUNTS } from '../ledger/accountCodes.ts';
import { LEDGER_KINDS } from '../ledger/kinds.ts';
import { inTransaction, openHouseBucket, openMemberWallet, transfer } from '../ledger/ledger.ts';
import { brandMinor } from '../ledger/money.ts';
import type { Period } from './periods.ts';
import { memberScores, rawTarget } from './progress.ts';

/** The house account mission rewards are paid from (per merchant and currency). */
export const PROMOTIONS_HOUSE = HOUSE_ACCOUNTS.promotions;

/** The ledger key of a member's reward for a mission in a period: paid once, whatever happens. */
export const missionRewardKey = (memberId: number, missionId: number, periodKey: string) =>
  `mission:${memberId}:${missionId}:${periodKey}`;

/** The reward's amount in minor units of the brand's currency. */
export const rewardMinor = (mission: BrandMission, currency: string): bigint =>
  brandMinor(mission.reward, currency);

export interface ClaimMission {
  merchantId: number;
  memberId: number;
  currency: string;
  mission: BrandMission;
  /** The period the member claims for: it must be the mission's current one. */
  periodKey: string;
  current: Period;
  /** When the claim is paid: the brand day its promotion money counts on. */
  now: Date;
}

/**
 * Pays a finished mission's reward into the member's main wallet: from the promotions house
 * account, keyed by (member, mission, period), with the claim's row in the same transaction.
 * The row's primary key makes parallel claims queue; the first pays, the rest find it.
 *
 * @throws CatalogueError `mission.period.over` for an earlier period, `mission.not.finished`
 *   below the target (or for a period not begun), `mission.already.claimed` after a payment.
 */
export const claimMission = async (db: Db, c: ClaimMission): Promise<bigint> => {
  if (c.periodKey < c.current.key) throw new CatalogueError('mission.period.over');
  if (c.periodKey !== c.current.key) throw new CatalogueError('mission.not.finished');
  const reward = rewardMinor(c.mission, c.currency);
  return inTransaction(db, async (trx) => {
    const claimed = await trx
      .selectFrom('mission_claims')
      .select('reward')
      .where('merchant_id', '=', c.merchantId)
      .where('member_id', '=', c.memberId)
      .where('mission_id', '=', c.mission.id)
      .where('period_key', '=', c.periodKey)
      .executeTakeFirst();
    if (claimed) throw new CatalogueError('mission.already.claimed');
    const [score = 0n] = await memberScores(trx, {
      merchantId: c.merchantId,
      memberId: c.memberId,
      missions: [{ mission: c.mission, period: c.current }],
    });
    if (score < rawTarget(c.mission, c.currency)) throw new CatalogueError('mission.not.finished');
    const wallet = await openMemberWallet(trx, c.merchantId, c.memberId, c.currency);
    const house = await openHouseBucket(
      trx,
      c.merchantId,
      PROMOTIONS_HOUSE,
      c.memberId,
      c.currency,
    );
    const posted = await transfer(trx, {
      merchantId: c.merchantId,
      idempotencyKey: missionRewardKey(c.memberId, c.mission.id, c.periodKey),
      kind: LEDGER_KINDS.missionReward,
      currency: c.currency,
      from: house,
      to: wallet,
      amount: reward,
      reference: `mission:${c.mission.id}:${c.periodKey}`,
    });
    // A claim that waited behind the paying one finds its row here: the ledger replayed the
    // first payment and wrote nothing, and this transaction rolls back.
    const row = await trx
      .insertInto('mission_claims')
      .values({
        merchant_id: c.merchantId,
        member_id: c.memberId,
        mission_id: c.mission.id,
        period_key: c.periodKey,
        reward,
        currency: c.currency,
        transaction_id: posted.transactionId,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('mission_id')
      .executeTakeFirst();
    if (!row || posted.replayed) throw new CatalogueError('mission.already.claimed');
    await addFigures(trx, {
      merchantId: c.merchantId,
      memberId: c.memberId,
      currency: c.currency,
      category: NO_GAME,
      at: c.now,
      promotions: reward,
    });
    return reward;
  });
};
