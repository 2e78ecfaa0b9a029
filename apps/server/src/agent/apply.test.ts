import { describe, expect, it } from 'vitest';
import { ALPHA, apiClient, signedInToken } from '../../test/harness.ts';
import { callStaff, signInStaff } from '../../test/staffHarness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import { APPLICATIONS_PER_HOUR } from './applications.ts';

// The window the limit counts in moves with this clock; sign-ins run on it too.
let offsetMs = 0;
const server = useTestServer(
  { demoStaff: true, clock: () => new Date(Date.now() + offsetMs) },
  { db: 2 },
);

const api = () => apiClient(server.app, { merchant: ALPHA });
const application = (name: string) => ({
  name,
  contact: 'Zalo 0901 234 567',
  note: 'I run a club of 40 players',
});

const rowsOf = (address: string) =>
  server.db
    .selectFrom('agent_applications')
    .select(['member_id', 'name', 'contact', 'note', 'status'])
    .where('address', '=', address)
    .orderBy('id')
    .execute();

describe('the affiliate application (agentApply)', () => {
  it('takes a visitor with contact details, without a token, into the pending queue', async () => {
    const sent = await api().call('agentApply', application('Visitor Vu'), {
      remoteAddress: '198.51.100.7',
    });
    expect(sent.response.statusCode, sent.response.body).toBe(200);
    expect(sent.value.applicationId).toBeGreaterThan(0);
    expect(await rowsOf('198.51.100.7')).toEqual([
      {
        member_id: null,
        name: 'Visitor Vu',
        contact: 'Zalo 0901 234 567',
        note: 'I run a club of 40 players',
        status: 'pending',
      },
    ]);
  });

  it('refuses an application without a way to reach the applicant, storing nothing', async () => {
    const refused = await api().call(
      'agentApply',
      { name: 'No Contact', contact: '', note: '' },
      { remoteAddress: '198.51.100.8' },
    );
    expect(refused.code).toBe('request_param_err');
    expect(await rowsOf('198.51.100.8')).toEqual([]);
  });

  it("tells a member applicant the answer as a notice the portal words in the member's language", async () => {
    const token = await signedInToken(server.app, 'player', 'Player@2026');
    const risk = await signInStaff(server.app, 'risk', new Date());
    const member = apiClient(server.app, { merchant: ALPHA, token });
    const lastNotice = async () =>
      (await member.call('inbox', { filter: 'all', pageNo: 1, pageSize: 1 })).value.content[0]
        ?.notice;
    const decide = (applicationId: number, decision: 'approve' | 'reject') =>
      callStaff(
        server.app,
        'agentApplicationDecide',
        decision === 'reject'
          ? { applicationId, decision, reason: 'no licence yet' }
          : { applicationId, decision, type: 1, series: 1800 },
        { as: risk },
      );
    const apply = async () =>
      (await member.call('agentApply', application('Player'), { remoteAddress: '192.0.2.10' }))
        .value.applicationId;

    const first = await apply();
    expect((await decide(first, 'reject')).code).toBeUndefined();
    expect(await lastNotice()).toEqual({
      kind: 'agentApplicationRejected',
      reference: String(first),
      reason: 'no licence yet',
    });
    const second = await apply();
    expect((await decide(second, 'approve')).code).toBeUndefined();
    expect(await lastNotice()).toEqual({
      kind: 'agentApplicationApproved',
      reference: String(second),
    });
  });

  it('limits one address to a few applications an hour; another address and the next hour go through', async () => {
    const address = '203.0.113.50';
    for (let i = 0; i < APPLICATIONS_PER_HOUR; i++) {
      const sent = await api().call('agentApply', application(`Flood ${i}`), {
        remoteAddress: address,
      });
      expect(sent.code).toBeUndefined();
    }
    const over = await api().call('agentApply', application('Flood over'), {
      remoteAddress: address,
    });
    expect(over.code).toBe('agent.application.too.many');
    // The message names the hour the limit counts, not the five minutes of too.many.requests.
    expect(over.response.json<{ message?: string }>().message).toMatch(/in an hour/);
    expect(over.response.statusCode).toBe(429);
    expect(await rowsOf(address)).toHaveLength(APPLICATIONS_PER_HOUR);
    // A signed-in member from that address is held by it too (and by its own account).
    const token = await signedInToken(server.app, 'demo', 'Demo@2026');
    const member = await api().call('agentApply', application('Demo'), {
      token,
      remoteAddress: address,
    });
    expect(member.code).toBe('agent.application.too.many');

    const elsewhere = await api().call('agentApply', application('Elsewhere'), {
      remoteAddress: '203.0.113.51',
    });
    expect(elsewhere.code).toBeUndefined();
    offsetMs = 61 * 60_000;
    const later = await api().call('agentApply', application('An hour later'), {
      remoteAddress: address,
    });
    expect(later.code).toBeUndefined();
    expect(await rowsOf(address)).toHaveLength(APPLICATIONS_PER_HOUR + 1);
  });
});
