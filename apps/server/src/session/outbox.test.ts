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

  it("writes a visitor's code in the page's language and a member's message in the member's", async () => {
    const merchant = await production.db
      .selectFrom('merchants')
      .select('id')
      .where('merchant_code', '=', 'ALPHA')
      .executeTakeFirstOrThrow();
    await production.db
      .insertInto('members')
      .values([
        {
          merchant_id: merchant.id,
          username: 'viereader',
          password_hash: 'none',
          type: 0,
          mobile: '13900139000',
          mobile_verified: true,
          country_dialing_code: '86',
        },
        {
          merchant_id: merchant.id,
          username: 'cnreader',
          password_hash: 'none',
          type: 0,
          email: 'cnreader@example.test',
          // Chosen with updateLanguage: it wins over the page's language.
          language: 'CN',
        },
      ])
      .execute();
    const sent = await callApi(
      production.app,
      'loginSmsCode',
      {
        mobileNum: '13900139000',
        countryDialingCode: '+86',
        ...(await solvedChallenge(production.app)),
      },
      { remoteAddress: '10.9.0.2', headers: { language: 'VI' } },
    );
    expect(sent.code).toBeUndefined();
    const sms = gateway.find((m) => m.recipient === '+8613900139000');
    expect(sms?.code).toMatch(/^\d{6}$/);
    expect(sms?.subject).toContain('mã đăng nhập');
    expect(sms?.body).toContain(`mã xác minh của bạn là ${sms?.code}`);

    const mailed = await callApi(
      production.app,
      'forgotPasswordByEmail',
      { username: 'cnreader', email: 'cnreader@example.test' },
      { remoteAddress: '10.9.0.3', headers: { language: 'EN' } },
    );
    expect(mailed.code).toBeUndefined();
    const mail = gateway.find((m) => m.recipient === 'cnreader@example.test');
    expect(mail?.subject).toContain('重置密码');
    expect(mail?.body).toContain('cnreader');
    expect(mail?.body).toContain(`${mail?.code}`);
    expect(mail?.body).toContain('30 分钟内打开此链接');
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
