import { DEFAULT_TRIAL_TYPES, type StaffCallInput, staffCalls } from '@portal/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, BETA, latestMessage, login, tokenOf } from '../../test/harness.ts';
import { useStaffDesk } from '../../test/staffDesk.ts';
import { CONSOLE_HOST, codeOf, type SignedIn, staffCall } from '../../test/staffHarness.ts';
import type { Db } from '../db/database.ts';
import { bet, settle } from '../games/seamlessWallet.ts';
import { LEDGER_KINDS } from '../ledger/kinds.ts';

let db: Db;
const now = new Date();
const { server, staff, desk } = useStaffDesk(['owner', 'finance', 'support', 'brandsupport'], {
  server: { clock: () => now },
  now,
  via: 'session',
});
const { owner, finance, support, brandsupport: brandSupport } = staff;
beforeAll(() => {
  db = server.db;
});

const findMember = async (as: SignedIn, username: string, merchant = 'ALPHA') => {
  const page = (await desk(as).call('memberSearch', { q: username })).value;
  const row = page.content.find((m) => m.username === username && m.merchantCode === merchant);
  if (!row) throw new Error(`no member ${username} at ${merchant}`);
  return row;
};

const balanceOf = async (memberId: number) =>
  (await desk(owner).call('memberDetail', { memberId })).value.wallets[0]?.balance;

const auditOf = async (query: StaffCallInput<'auditLog'>) =>
  (await desk(owner).call('auditLog', query)).value.content;

describe('the members desk', () => {
  it('finds members by account, mobile, e-mail and address, paged on the server', async () => {
    const byAccount = (await desk(owner).call('memberSearch', { q: 'DEM', pageSize: 1 })).value;
    // demo at ALPHA and at BETA: platform staff see both merchants.
    expect(byAccount.total).toBe(2);
    expect(byAccount.totalPages).toBe(2);
    expect(byAccount.content).toHaveLength(1);
    const byMobile = (await desk(owner).call('memberSearch', { field: 'mobile', q: '13800138' }))
      .value;
    expect(byMobile.content.map((m) => m.username)).toEqual(['secure', 'secure']);
    const byEmail = (
      await desk(owner).call('memberSearch', { field: 'email', q: 'SECURE@example' })
    ).value;
    expect(byEmail.content.every((m) => m.email === 'secure@example.com')).toBe(true);
    await login(
      server.app,
      { username: 'agent', password: 'Agent@2026' },
      { remoteAddress: '10.77.0.5' },
    );
    const byAddress = (await desk(owner).call('memberSearch', { field: 'address', q: '10.77.0.5' }))
      .value;
    expect(byAddress.content.map((m) => m.username)).toEqual(['agent']);
  });

  it("shows the member's responsible-gambling limits and state as the member set them", async () => {
    const token = tokenOf(await login(server.app, { username: 'agent', password: 'Agent@2026' }));
    const set = await apiClient(server.app, { token }).call('setRgLimit', {
      kind: 'depositDay',
      amount: '300.00',
    });
    expect(set.response.statusCode).toBe(200);
    const agent = await findMember(owner, 'agent');
    const { responsibleGaming } = (await desk(support).call('memberDetail', { memberId: agent.id }))
      .value;
    expect(responsibleGaming.state).toBe('open');
    expect(responsibleGaming.limits.find((limit) => limit.kind === 'depositDay')).toMatchObject({
      amount: '300.00',
      pending: null,
    });
  });

  it("keeps merchant staff to their merchant's members", async () => {
    const page = (await desk(brandSupport).call('memberSearch', { q: 'demo' })).value;
    expect(page.content.map((m) => m.merchantCode)).toEqual(['ALPHA']);
    const other = await findMember(owner, 'demo', BETA);
    const detail = await desk(brandSupport).call('memberDetail', { memberId: other.id });
    expect(detail.response.statusCode).toBe(404);
    const lock = await desk(brandSupport).call('memberLock', {
      memberId: other.id,
      reason: 'not mine',
    });
    expect(lock.response.statusCode).toBe(404);
  });

  it("shows a member's profile, wallet and ledger", async () => {
    const demo = await findMember(owner, 'demo');
    const detail = (await desk(support).call('memberDetail', { memberId: demo.id })).value;
    expect(detail.profile.username).toBe('demo');
    expect(detail.wallets[0]?.balance).toBe('10000.00');
    expect(detail.ledger[0]).toMatchObject({ kind: 'opening_balance', amount: '10000.00' });
  });

  it("shows a member's bets and the devices they signed in from", async () => {
    const player = await findMember(owner, 'player');
    const signedIn = await login(
      server.app,
      { username: 'player', password: 'Player@2026', loginDeviceId: 'desk-test-browser' },
      { remoteAddress: '10.8.3.4' },
    );
    expect(signedIn.statusCode).toBe(200);
    const game = await db
      .selectFrom('games as g')
      .innerJoin('merchants as m', 'm.id', 'g.merchant_id')
      .select(['g.id', 'g.merchant_id'])
      .where('m.merchant_code', '=', 'ALPHA')
      .where('g.game_id', '=', 'demo-slot')
      .executeTakeFirstOrThrow();
    const round = {
      merchantId: game.merchant_id,
      currency: 'CNY',
      vassalage: 'DEMO',
      transactionId: `desk-test-${player.id}`,
    };
    await bet(db, {
      ...round,
      memberId: player.id,
      trialTypes: DEFAULT_TRIAL_TYPES,
      nodeId: game.id,
      amount: 500n,
      now,
    });
    await settle(db, { ...round, win: 1_250n, now });

    const detail = (await desk(support).call('memberDetail', { memberId: player.id })).value;
    expect(detail.rounds).toHaveLength(1);
    expect(detail.rounds[0]).toMatchObject({
      transactionId: round.transactionId,
      vendor: 'DEMO',
      bet: '5.00',
      win: '12.50',
    });
    expect(detail.devices).toEqual([
      expect.objectContaining({ deviceId: 'desk-test-browser', address: '10.8.3.4' }),
    ]);
    expect(detail.wallets[0]?.balance).toBe('10007.50');
  });

  it('locks a member: their login is refused, their sessions end, the audit shows before and after', async () => {
    const token = tokenOf(await login(server.app, { username: 'weak', password: '123456' }));
    const member = apiClient(server.app, { token });
    expect((await member.call('memberInfo', {})).response.statusCode).toBe(200);
    const weak = await findMember(support, 'weak');
    const locked = await desk(support).call(
      'memberLock',
      { memberId: weak.id, reason: 'Chargeback investigation' },
      { remoteAddress: '10.4.4.4' },
    );
    expect(locked.response.statusCode).toBe(200);
    expect(locked.value.locked).toBe(true);

    expect((await member.call('memberInfo', {})).response.statusCode).toBe(401);
    const refused = await login(server.app, { username: 'weak', password: '123456' });
    expect(refused.statusCode).toBe(403);
    expect(codeOf(refused)).toBe('login.member.locked');

    const [entry] = await auditOf({ action: 'member.lock', targetId: String(weak.id) });
    expect(entry).toMatchObject({
      staffUsername: 'support',
      role: 'support',
      merchantCode: 'ALPHA',
      targetType: 'member',
      before: { locked: false },
      after: { locked: true, reason: 'Chargeback investigation', sessionsRevoked: 1 },
      // Where and when: the staff member's address and the server's clock.
      address: '10.4.4.4',
      at: now.toISOString(),
    });

    const unlocked = await desk(support).call('memberUnlock', { memberId: weak.id });
    expect(unlocked.value.locked).toBe(false);
    expect((await login(server.app, { username: 'weak', password: '123456' })).statusCode).toBe(
      200,
    );
    const [unlock] = await auditOf({ action: 'member.unlock' });
    expect(unlock).toMatchObject({
      before: { locked: true, reason: 'Chargeback investigation' },
      after: { locked: false },
    });
  });

  it('sends a single-use reset link, audited without the link, and keeps notes', async () => {
    const secure = await findMember(support, 'secure');
    const reset = await desk(support).call(
      'memberPasswordReset',
      { memberId: secure.id },
      { host: `${CONSOLE_HOST}:4610` },
    );
    const answer = reset.value;
    expect(answer).toEqual({
      channel: 'email',
      sentTo: 'se***@example.com',
      expiresAt: new Date(now.getTime() + 30 * 60_000).toISOString(),
    });
    // The link goes to the member's brand host (development: the port the console is on).
    const mail = await latestMessage(server.app, 'secure@example.com');
    const link = mail?.code ?? '';
    expect(link).toMatch(/^http:\/\/alpha\.localhost:4610\/reset-password#token=[\w-]{43}$/);
    expect(mail?.body).toContain(link);
    const token = new URL(link).hash.replace('#token=', '');
    const row = await sql<{ created_by_staff: number | null; used_at: Date | null }>`
      SELECT created_by_staff, used_at FROM password_reset_links
      WHERE member_id = ${secure.id} ORDER BY id DESC LIMIT 1
    `.execute(db);
    expect(row.rows[0]).toEqual({ created_by_staff: support.session.staff.id, used_at: null });

    const note = await desk(support).call('memberNote', {
      memberId: secure.id,
      text: 'Called about the reset',
    });
    expect(note.response.statusCode).toBe(200);
    const detail = (await desk(support).call('memberDetail', { memberId: secure.id })).value;
    expect(detail.notes[0]).toMatchObject({ text: 'Called about the reset', author: 'support' });
    const [audit] = await auditOf({ action: 'member.passwordReset' });
    expect(audit).toMatchObject({ after: answer });
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it('refuses a reset link for a member outside a merchant staff member scope', async () => {
    const beta = await findMember(owner, 'secure', 'BETA');
    const refused = await desk(brandSupport).call('memberPasswordReset', { memberId: beta.id });
    expect(refused.response.statusCode).toBe(404);
    expect(refused.code).toBe('not.found');
  });
});

describe('manual adjustments', () => {
  const request = async (
    as: SignedIn,
    memberId: number,
    direction: StaffCallInput<'adjustmentRequest'>['direction'],
    amount: string,
  ) =>
    desk(as).call('adjustmentRequest', {
      memberId,
      direction,
      amount,
      reason: 'Goodwill credit',
    });
  const approve = (as: SignedIn, adjustmentId: number) =>
    desk(as).call('adjustmentApprove', { adjustmentId });

  it('posts only after a second, different staff member approves, once', async () => {
    const agent = await findMember(owner, 'agent');
    const before = await balanceOf(agent.id);
    const asked = await request(finance, agent.id, 'credit', '125.50');
    expect(asked.response.statusCode).toBe(200);
    const adjustment = asked.value;
    expect(adjustment).toMatchObject({
      status: 'pending',
      amount: '125.50',
      requestedBy: 'finance',
    });
    expect(await balanceOf(agent.id)).toBe(before);

    const self = await approve(finance, adjustment.id);
    expect(self.response.statusCode).toBe(409);
    expect(self.code).toBe('staff.adjustment.same.staff');
    expect(await balanceOf(agent.id)).toBe(before);

    const approved = await approve(owner, adjustment.id);
    expect(approved.response.statusCode).toBe(200);
    expect(approved.value).toMatchObject({ status: 'approved', decidedBy: 'owner' });
    expect(await balanceOf(agent.id)).toBe('50125.50');

    const again = await approve(owner, adjustment.id);
    expect(again.code).toBe('staff.adjustment.closed');
    expect(await balanceOf(agent.id)).toBe('50125.50');

    // One balanced movement in the ledger, of the adjustment's kind.
    const movements = await db
      .selectFrom('ledger_transactions as t')
      .innerJoin('ledger_entries as e', 'e.transaction_id', 't.id')
      .select(['t.id', sql<string>`sum(e.amount)`.as('sum'), sql<string>`count(*)`.as('entries')])
      .where('t.kind', '=', LEDGER_KINDS.manualAdjustment)
      .groupBy('t.id')
      .execute();
    expect(movements).toHaveLength(1);
    expect(movements[0]).toMatchObject({ sum: '0', entries: '2' });

    const [entry] = await auditOf({ action: 'adjustment.approve' });
    expect(entry).toMatchObject({
      staffUsername: 'owner',
      before: { status: 'pending', transactionId: null },
      after: { status: 'approved', decidedBy: 'owner' },
    });
  });

  it('leaves everything as it was when a debit is more than the wallet holds', async () => {
    const trial = await findMember(owner, 'trial');
    const asked = (await request(owner, trial.id, 'debit', '5.00')).value;
    const refused = await approve(finance, asked.id);
    expect(refused.code).toBe('wallet.insufficient.funds');
    const list = (await desk(finance).call('adjustmentList', { memberId: trial.id })).value;
    expect(list.content[0]?.status).toBe('pending');
    expect(await auditOf({ action: 'adjustment.approve', targetId: String(asked.id) })).toEqual([]);
    const selfRejected = await desk(owner).call('adjustmentReject', {
      adjustmentId: asked.id,
      reason: 'Changed my mind',
    });
    expect(selfRejected.code).toBe('staff.adjustment.same.staff');
    const rejected = await desk(finance).call('adjustmentReject', {
      adjustmentId: asked.id,
      reason: 'Nothing to debit',
    });
    expect(rejected.value).toMatchObject({
      status: 'rejected',
      decisionReason: 'Nothing to debit',
    });
    const [entry] = await auditOf({ action: 'adjustment.reject', targetId: String(asked.id) });
    expect(entry).toMatchObject({
      staffUsername: 'finance',
      before: { status: 'pending' },
      after: { status: 'rejected', decidedBy: 'finance', decisionReason: 'Nothing to debit' },
    });
  });

  it('is hidden from support: the server refuses the call', async () => {
    const demo = await findMember(owner, 'demo');
    const response = await request(support, demo.id, 'credit', '1.00');
    expect(response.response.statusCode).toBe(403);
    expect(response.code).toBe('staff.permission.denied');
  });
});

describe('the audit log', () => {
  it('filters by staff, action, target and dates, newest first, paged', async () => {
    const all = (await desk(owner).call('auditLog', { pageSize: 100 })).value;
    expect(all.total).toBeGreaterThan(5);
    const ids = all.content.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const bySupport = await auditOf({ staff: 'SUPPORT' });
    expect(bySupport.length).toBeGreaterThan(0);
    expect(bySupport.every((e) => e.staffUsername === 'support')).toBe(true);
    const today = now.toISOString().slice(0, 10);
    expect((await auditOf({ from: today, to: today })).length).toBeGreaterThan(0);
    expect(await auditOf({ from: '2000-01-01', to: '2000-01-02' })).toEqual([]);
    const onMembers = await auditOf({ targetType: 'member' });
    expect(onMembers.length).toBeGreaterThan(0);
    expect(onMembers.every((e) => e.targetType === 'member')).toBe(true);
    expect(await auditOf({ action: 'staff.signIn' })).toEqual([]);
  });

  it('cannot be changed: no call writes it, and the database refuses UPDATE, DELETE, TRUNCATE', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      // Raw on purpose: methods the catalogue does not have on this path.
      const response = await staffCall(server.app, method, staffCalls.auditLog.path, {
        as: owner,
        body: {},
      });
      expect(response.statusCode, method).toBe(405);
    }
    const count = async () =>
      Number(
        (await sql<{ n: string }>`SELECT count(*) AS n FROM staff_audit`.execute(db)).rows[0]?.n,
      );
    const before = await count();
    await expect(sql`UPDATE staff_audit SET action = 'x'`.execute(db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`DELETE FROM staff_audit`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`TRUNCATE staff_audit`.execute(db)).rejects.toThrow(/append-only/);
    expect(await count()).toBe(before);
  });
});
