import { type AgentApplication, MEMBER_TYPES } from '@portal/contract';
import { writeMessage } from '../account/inbox.ts';
import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import { refuseTrialAccount } from '../member/policy.ts';
import type { Merchant } from '../system/merchants.ts';
import { seriesCeiling } from './tree.ts';

/*
 * Affiliate applications (platform spec: a screen to apply to become an agent): a member or a
 * visitor leaves contact details and a note; staff approve with an agent type and prize group
 * (a member applicant becomes that agent at once) or reject with a reason. A member applicant
 * is told in its inbox; a visitor is reached on the contact it left (ours: it has no inbox).
 */

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === '23505' &&
  (error as { constraint?: unknown }).constraint === 'agent_applications_open';

/**
 * Ours: at most this many applications an hour from one address (or one member). A visitor
 * applies without an account, so the address is what holds a script back from filling the
 * staff's queue; a real applicant applies once and waits for the answer.
 */
export const APPLICATIONS_PER_HOUR = 3;
const APPLICATION_WINDOW_MS = 60 * 60_000;

export const applyForAgency = async (
  db: Db,
  a: {
    merchant: Merchant;
    memberId: number | null;
    /** The caller's address, normalised (the rate limit counts by it). */
    address: string;
    name: string;
    contact: string;
    note: string;
    now: Date;
  },
): Promise<number> => {
  const since = new Date(a.now.getTime() - APPLICATION_WINDOW_MS);
  const recent = await db
    .selectFrom('agent_applications')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('merchant_id', '=', a.merchant.id)
    .where('created_at', '>', since)
    .where((eb) =>
      a.memberId === null
        ? eb('address', '=', a.address)
        : eb.or([eb('address', '=', a.address), eb('member_id', '=', a.memberId)]),
    )
    .executeTakeFirstOrThrow();
  // Its own code: the shared `too.many.requests` tells the visitor to come back in five minutes,
  // and here five minutes later it would be refused again.
  if (Number(recent.count) >= APPLICATIONS_PER_HOUR) {
    throw new CatalogueError('agent.application.too.many');
  }
  if (a.memberId !== null) {
    const member = await db
      .selectFrom('members')
      .select('type')
      .where('id', '=', a.memberId)
      .executeTakeFirstOrThrow();
    refuseTrialAccount(a.merchant.brand.trialTypes, member.type);
    // Already an agent: nothing to apply for (ours: told as an open application would be).
    if (a.merchant.brand.agentTypes.includes(member.type)) {
      throw new CatalogueError('agent.application.open');
    }
  }
  try {
    const row = await db
      .insertInto('agent_applications')
      .values({
        merchant_id: a.merchant.id,
        member_id: a.memberId,
        name: a.name.trim(),
        contact: a.contact.trim(),
        note: a.note.trim(),
        address: a.address,
        created_at: a.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw new CatalogueError('agent.application.open');
    throw error;
  }
};

const applicationRows = (db: Db) =>
  db
    .selectFrom('agent_applications as a')
    .innerJoin('merchants as m', 'm.id', 'a.merchant_id')
    .leftJoin('members as mb', 'mb.id', 'a.member_id')
    .select([
      'a.id',
      'm.merchant_code',
      'a.member_id',
      'mb.username',
      'a.name',
      'a.contact',
      'a.note',
      'a.status',
      'a.created_at',
      'a.decided_at',
      'a.reason',
    ]);

type Row = Awaited<ReturnType<ReturnType<typeof applicationRows>['executeTakeFirstOrThrow']>>;

export const applicationOf = (row: Row): AgentApplication => ({
  applicationId: row.id,
  merchantCode: row.merchant_code,
  memberId: row.member_id,
  username: row.username,
  name: row.name,
  contact: row.contact,
  note: row.note,
  status: row.status,
  createdAt: row.created_at.toISOString(),
  decidedAt: row.decided_at?.toISOString() ?? null,
  reason: row.reason,
});

/** The queue: waiting applications first, oldest first; then the decided ones, newest first. */
export const applicationsQuery = (db: Db, merchantIds: readonly number[] | null, status?: string) =>
  applicationRows(db)
    .$if(merchantIds !== null, (q) => q.where('a.merchant_id', 'in', merchantIds ?? []))
    .$if(status !== undefined, (q) => q.where('a.status', '=', status as 'pending'));

export const countApplications = (db: Db, merchantIds: readonly number[] | null, status?: string) =>
  db
    .selectFrom('agent_applications as a')
    .select((eb) => eb.fn.countAll().as('count'))
    .$if(merchantIds !== null, (q) => q.where('a.merchant_id', 'in', merchantIds ?? []))
    .$if(status !== undefined, (q) => q.where('a.status', '=', status as 'pending'));

export const applicationById = (db: Db, id: number) =>
  applicationRows(db).where('a.id', '=', id).executeTakeFirst();

export interface Decision {
  merchant: Merchant;
  applicationId: number;
  decision: 'approve' | 'reject';
  type?: number | undefined;
  series?: number | undefined;
  reason?: string | undefined;
  staffId: number;
  now: Date;
}

/** Approves or rejects a waiting application, in `db`'s transaction (with its audit entry). */
export const decideApplication = async (db: Db, d: Decision): Promise<AgentApplication> => {
  const application = await db
    .selectFrom('agent_applications')
    .selectAll()
    .where('id', '=', d.applicationId)
    .where('merchant_id', '=', d.merchant.id)
    .forUpdate()
    .executeTakeFirst();
  if (!application) throw new CatalogueError('not.found');
  if (application.status !== 'pending') {
    throw new CatalogueError('request_param_err', { message: 'This application is decided.' });
  }
  if (d.decision === 'reject') {
    if (!d.reason) {
      throw new CatalogueError('request_param_err', { message: 'A rejection gives a reason.' });
    }
  } else {
    if (d.type === undefined || !d.merchant.brand.agentTypes.includes(d.type)) {
      throw new CatalogueError('agent.type.invalid');
    }
    if (d.series === undefined) {
      throw new CatalogueError('request_param_err', { message: 'An approval gives a series.' });
    }
  }
  if (d.decision === 'approve' && application.member_id !== null) {
    const member = await db
      .selectFrom('members')
      .select(['upline_id', 'type'])
      .where('id', '=', application.member_id)
      .executeTakeFirstOrThrow();
    if ((d.series ?? 0) > (await seriesCeiling(db, member.upline_id))) {
      throw new CatalogueError('agent.series.too.high');
    }
    try {
      await db
        .updateTable('members')
        .set({ type: d.type ?? MEMBER_TYPES.agent, series: d.series ?? 0 })
        .where('id', '=', application.member_id)
        .execute();
    } catch (error) {
      // Below a downline's series: the tree's own check (0028_agent_tree) refuses it.
      if ((error as { constraint?: unknown }).constraint === 'agent_series_above_upline') {
        throw new CatalogueError('agent.series.too.high');
      }
      throw error;
    }
  }
  await db
    .updateTable('agent_applications')
    .set({
      status: d.decision === 'approve' ? 'approved' : 'rejected',
      decided_at: d.now,
      decided_by: d.staffId,
      reason: d.decision === 'reject' ? (d.reason ?? null) : null,
      type: d.decision === 'approve' ? (d.type ?? null) : null,
      series: d.decision === 'approve' ? (d.series ?? null) : null,
    })
    .where('id', '=', application.id)
    .execute();
  if (application.member_id !== null) {
    await writeMessage(db, {
      merchantId: d.merchant.id,
      memberId: application.member_id,
      title:
        d.decision === 'approve'
          ? 'Your agent application is approved'
          : 'Your agent application is declined',
      body:
        d.decision === 'approve'
          ? 'You are now an agent: the agent centre is open to you.'
          : `Reason: ${d.reason ?? ''}`,
      // The portal words it in the member's language from the notice (account/labels.ts).
      notice:
        d.decision === 'approve'
          ? { kind: 'agentApplicationApproved', reference: String(application.id) }
          : {
              kind: 'agentApplicationRejected',
              reference: String(application.id),
              reason: d.reason ?? '',
            },
      at: d.now,
    });
  }
  const row = await applicationById(db, application.id);
  if (!row) throw new CatalogueError('not.found');
  return applicationOf(row);
};
