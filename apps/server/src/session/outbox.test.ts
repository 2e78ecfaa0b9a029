import { describe, expect, it } from 'vitest';
import { callApi, solvedChallenge } from '../../test/harness.ts';
import { type TestServerHandle, useTestServer } from '../../test/useTestServer.ts';
import { type Db, openDatabase } from '../db/database.ts';
import { type MessageProvider, OutboxProvider, type OutgoingMessage } from './messages.ts';

const gateway: OutgoingMessage[] = [];
const development = useTestServer();
const production = useTestServer(
  {
    production: true,
    // A production deployment plugs its SMS gateway in here.
    messages: { send: async (message) => void gateway.push(message) } satisfies MessageProvider,
  },
  { db: 1 },
);

const askCode = async (server: TestServerHandle) =>
  (
    await callApi(
      server.app,
      'loginSmsCode',
      {
        mobileNum: '13800138000',
        countryDialingCode: '+86',
        ...(await solvedChallenge(server.app)),
      },
      { remoteAddress: '10.9.0.1' },
    )
  ).response;

describe('the outbox', () => {
  it('keeps messages for the development endpoint, newest first', async () => {
    await askCode(development);
    const read = await development.app.inject({
      method: 'GET',
      url: '/dev/outbox',
      query: { merchant: 'alpha', to: '+8613800138000' },
    });
    expect(read.statusCode).toBe(200);
    const { messages } = read.json<{ messages: { channel: string; to: string; code: string }[] }>();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ channel: 'sms', to: '+8613800138000' });
    expect(messages[0]?.code).toMatch(/^\d{6}$/);
    const byDigits = await development.app.inject({
      method: 'GET',
      url: '/dev/outbox',
      query: { merchant: 'ALPHA', to: '13800138000' },
    });
    expect(byDigits.json<{ messages: unknown[] }>().messages).toEqual(messages);

    const unknown = await development.app.inject({
      method: 'GET',
      url: '/dev/outbox',
      query: { merchant: 'nobody' },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('is not served in production, where messages go to the configured provider', async () => {
    // Production seeds no demo member: the number belongs to a member the brand has.
    const merchant = await production.db
      .selectFrom('merchants')
      .select('id')
      .where('merchant_code', '=', 'ALPHA')
      .executeTakeFirstOrThrow();
    await production.db
      .insertInto('members')
      .values({
        merchant_id: merchant.id,
        username: 'mobileowner',
        password_hash: 'none',
        type: 0,
        mobile: '13800138000',
        mobile_verified: true,
        country_dialing_code: '86',
      })
      .execute();
    expect((await askCode(production)).statusCode).toBe(200);
    expect(gateway.map((m) => m.recipient)).toEqual(['+8613800138000']);
    const read = await production.app.inject({
      method: 'GET',
      url: '/dev/outbox',
      query: { merchant: 'ALPHA' },
    });
    // The path falls through to the portal (here without a build): no messages come back.
    expect(read.statusCode).not.toBe(200);
    expect(read.body).not.toContain('13800138000');
  });

  it('stores what the default provider is handed', async () => {
    const db: Db = openDatabase(development.databaseUrl, 1);
    try {
      const merchant = await db.selectFrom('merchants').select('id').executeTakeFirstOrThrow();
      const at = new Date('2026-01-02T03:04:05Z');
      await new OutboxProvider(db).send(
        {
          merchantId: merchant.id,
          channel: 'email',
          recipient: 'a@b.test',
          subject: 'Hi',
          body: 'Hello',
        },
        at,
      );
      const row = await db
        .selectFrom('outbox')
        .select(['channel', 'subject', 'body', 'code', 'created_at'])
        .where('recipient', '=', 'a@b.test')
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        channel: 'email',
        subject: 'Hi',
        body: 'Hello',
        code: null,
        created_at: at,
      });
    } finally {
      await db.destroy();
    }
  });
});
