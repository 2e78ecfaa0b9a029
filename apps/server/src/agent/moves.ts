import { brandTimeZone, periodOf } from '@portal/contract';
import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import type { Merchant } from '../system/merchants.ts';
import { rollUpDaysBefore } from './teamRollup.ts';
import { isInTeam } from './tree.ts';

/*
 * Moving a member under another upline (agent-rules: a staff action, audited, effective from
 * the next brand day, never inside an open period). The request is checked now and queued;
 * `applyDueMoves` writes `upline_id` once the day has turned, and the tree's trigger rewrites
 * the closure for the whole subtree in that same statement. The checks run again then, since
 * the tree may have changed in between: a move that became a cycle or would raise a series is
 * refused, not applied. Before the first move of a brand's day is applied, the days that ended
 * are rolled up (teamRollup.ts) on the tree they were played on, so the team overview's closed
 * days never follow a member to its new upline.
 */

/** Why a move cannot be made: a cycle, or the member's series above the new upline's. */
const refusalOf = async (
  db: Db,
  memberId: number,
  toUplineId: number | null,
): Promise<'agent.move.cycle' | 'agent.series.too.high' | null> => {
  if (toUplineId === null) return null;
  if (toUplineId === memberId || (await isInTeam(db, memberId, toUplineId))) {
    return 'agent.move.cycle';
  }
  const rows = await db
    .selectFrom('members')
    .select(['id', 'series'])
    .where('id', 'in', [memberId, toUplineId])
    .execute();
  const series = new Map(rows.map((r) => [r.id, r.series]));
  if ((series.get(memberId) ?? 0) > (series.get(toUplineId) ?? 0)) return 'agent.series.too.high';
  return null;
};

export interface MoveAsk {
  merchant: Merchant;
  memberId: number;
  toUplineId: number | null;
  reason: string;
  staffId: number;
  now: Date;
}

/** Queues a move for the start of the brand's next day; a waiting move of the member is replaced. */
export const requestMove = async (db: Db, ask: MoveAsk) => {
  const ids = ask.toUplineId === null ? [ask.memberId] : [ask.memberId, ask.toUplineId];
  const members = await db
    .selectFrom('members')
    .select(['id', 'upline_id', 'type'])
    .where('merchant_id', '=', ask.merchant.id)
    .where('id', 'in', ids)
    .execute();
  const member = members.find((m) => m.id === ask.memberId);
  if (!member || members.length !== ids.length) throw new CatalogueError('not.found');
  if (ask.merchant.brand.trialTypes.includes(member.type)) {
    throw new CatalogueError('trial.forbidden');
  }
  const refusal = await refusalOf(db, ask.memberId, ask.toUplineId);
  if (refusal) throw new CatalogueError(refusal);
  const effectiveAt = periodOf('day', ask.now, brandTimeZone(ask.merchant.brand)).end;
  await db
    .deleteFrom('agent_moves')
    .where('member_id', '=', ask.memberId)
    .where('status', '=', 'pending')
    .execute();
  await db
    .insertInto('agent_moves')
    .values({
      merchant_id: ask.merchant.id,
      member_id: ask.memberId,
      from_upline_id: member.upline_id,
      to_upline_id: ask.toUplineId,
      reason: ask.reason,
      staff_id: ask.staffId,
      requested_at: ask.now,
      effective_at: effectiveAt,
    })
    .execute();
  return { fromUplineId: member.upline_id, effectiveAt };
};

/** The move waiting for a member, if any. */
export const pendingMoveOf = (db: Db, memberId: number) =>
  db
    .selectFrom('agent_moves as mv')
    .leftJoin('members as u', 'u.id', 'mv.to_upline_id')
    .select(['mv.to_upline_id', 'u.username', 'mv.effective_at', 'mv.reason'])
    .where('mv.member_id', '=', memberId)
    .where('mv.status', '=', 'pending')
    .executeTakeFirst();

/**
 * Applies every move whose day has come, oldest first, each in its own transaction. Safe to
 * run twice or at once on two servers: a move is taken with SKIP LOCKED and leaves `pending`
 * when it is applied or refused. Answers how many were applied.
 */
export const applyDueMoves = async (
  db: Db,
  now: Date,
  merchants: readonly Merchant[],
): Promise<number> => {
  let applied = 0;
  const rolledBefore = new Map<number, number>();
  for (;;) {
    const done = await db.transaction().execute(async (trx) => {
      const move = await trx
        .selectFrom('agent_moves')
        .selectAll()
        .where('status', '=', 'pending')
        .where('effective_at', '<=', now)
        .orderBy('effective_at')
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!move) return null;
      const merchant = merchants.find((m) => m.id === move.merchant_id);
      if (merchant && (rolledBefore.get(merchant.id) ?? 0) < move.effective_at.getTime()) {
        await rollUpDaysBefore(trx, merchant, move.effective_at, now);
        rolledBefore.set(merchant.id, move.effective_at.getTime());
      }
      const refusal = await refusalOf(trx, move.member_id, move.to_upline_id);
      if (refusal === null) {
        await trx
          .updateTable('members')
          .set({ upline_id: move.to_upline_id })
          .where('id', '=', move.member_id)
          .execute();
      }
      await trx
        .updateTable('agent_moves')
        .set({ status: refusal === null ? 'applied' : 'refused', done_at: now })
        .where('id', '=', move.id)
        .execute();
      return refusal === null;
    });
    if (done === null) return applied;
    if (done) applied += 1;
  }
};

/** The job that applies due moves (every minute: a day turns at a brand's midnight). */
export const APPLY_MOVES_TASK = 'agent_apply_moves';
export const APPLY_MOVES_CRONTAB = `* * * * * ${APPLY_MOVES_TASK}`;
