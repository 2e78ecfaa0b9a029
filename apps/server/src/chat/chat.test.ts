import { type ClientRequest, get as httpGet, type IncomingMessage } from 'node:http';
import {
  CHAT_STREAM_PATH,
  type ChatRoomEvent,
  calls,
  chatRoomEventSchema,
  MAX_CHAT_MESSAGE_LENGTH,
} from '@portal/contract';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCatalogueAnswer, sendFuzzed } from '../../test/fuzz.ts';
import {
  ALPHA,
  buildTestServer,
  call,
  callApi,
  fixtureMerchant,
  login,
  tokenOf,
} from '../../test/harness.ts';
import { memberIdOf, useStaffDesk } from '../../test/staffDesk.ts';
import { callStaff, fuzzStaffCalls } from '../../test/staffHarness.ts';
import { CHAT_FEEDS_PER_MEMBER } from './chatFeed.ts';
import { CHAT_POSTS_PER_WINDOW } from './chatRoom.handler.ts';

const now = new Date();
const { server, staff } = useStaffDesk(['owner', 'content', 'support'], {
  server: { jobs: false },
  now,
  via: 'session',
});
const { owner, content, support } = staff;

let demo: string;
let player: string;
let agent: string;
let playerId = 0;

beforeAll(async () => {
  [demo, player, agent] = await Promise.all([
    login(server.app, { username: 'demo', password: 'Demo@2026' }).then(tokenOf),
    login(server.app, { username: 'player', password: 'Player@2026' }).then(tokenOf),
    login(server.app, { username: 'agent', password: 'Agent@2026' }).then(tokenOf),
  ]);
  const merchant = await fixtureMerchant(server.db);
  playerId = await memberIdOf(server.db, merchant.id, 'player');
}, 180_000);

const answer = async (
  name: 'chatMessages' | 'chatPost',
  token: string,
  input: Record<string, string> = {},
) => {
  const spec = calls[name];
  const response = await call(server.app, spec.method, spec.path, {
    token,
    ...(spec.method === 'GET' ? { query: input } : { body: input }),
  });
  const body = response.json<{ value?: unknown; code?: string }>();
  return { status: response.statusCode, code: body.code, body };
};

const read = async (token: string, afterId?: number) => {
  const { status, body } = await answer(
    'chatMessages',
    token,
    afterId === undefined ? {} : { afterId: String(afterId) },
  );
  expect(status, JSON.stringify(body)).toBe(200);
  return v.parse(calls.chatMessages.response, body.value);
};

const post = async (token: string, text: string) => {
  const { status, body } = await answer('chatPost', token, { text });
  expect(status, JSON.stringify(body)).toBe(200);
  return v.parse(calls.chatPost.response, body.value);
};

describe('the chat room', () => {
  it('shows one member’s post to another, under the poster’s nickname, newest last', async () => {
    const first = await post(demo, 'Hello room');
    const second = await post(player, 'Hi Demo');
    expect(first).toMatchObject({ nickname: 'Demo Player', text: 'Hello room', mine: true });
    const seen = await read(player);
    const latest = seen.messages.slice(-2);
    expect(latest.map((m) => [m.nickname, m.text, m.mine])).toEqual([
      ['Demo Player', 'Hello room', false],
      ['Lottery Player', 'Hi Demo', true],
    ]);
    expect(seen.mutedUntil).toBeNull();
    // A poll after an id carries only what came after it.
    expect((await read(demo, first.id)).messages.map((m) => m.id)).toEqual([second.id]);
  });

  it('keeps plain text only: tags and control characters go, spaces fold', async () => {
    const sent = await post(
      demo,
      '  <b>bold</b>\u0007 <img src=x onerror=alert(1)>and   <script>x()</script>more ',
    );
    expect(sent.text).toBe('bold and more');
    const { messages } = await read(player, sent.id - 1);
    expect(messages[0]?.text).toBe('bold and more');
  });

  it('refuses an empty or over-long message and keeps nothing', async () => {
    const before = (await read(demo)).messages.at(-1)?.id ?? 0;
    for (const text of ['<i></i>', '   ', 'x'.repeat(MAX_CHAT_MESSAGE_LENGTH + 1)]) {
      const refused = await answer('chatPost', demo, { text });
      expect(refused.status, text).toBe(400);
      expect(refused.code).toBe('request_param_err');
    }
    expect((await read(demo, before)).messages).toEqual([]);
  });

  it('limits how fast one member posts, not the others', async () => {
    for (let i = 0; i < CHAT_POSTS_PER_WINDOW; i += 1) await post(agent, `message ${i}`);
    const refused = await answer('chatPost', agent, { text: 'one too many' });
    expect(refused.status).toBe(429);
    expect(refused.code).toBe('chat.too.fast');
    expect((await read(demo)).messages.some((m) => m.text === 'one too many')).toBe(false);
  });

  it('is members only', async () => {
    const spec = calls.chatMessages;
    const response = await call(server.app, spec.method, spec.path);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('the support desk’s chat moderation', () => {
  it('refuses staff without the chat permissions', async () => {
    const listed = await callStaff(
      server.app,
      'chatRoomList',
      { merchantCode: ALPHA },
      { as: content },
    );
    expect(listed.code).toBe('staff.permission.denied');
    const muted = await callStaff(
      server.app,
      'chatMemberMute',
      { memberId: playerId, minutes: 10 },
      { as: content },
    );
    expect(muted.code).toBe('staff.permission.denied');
    expect((await read(player)).mutedUntil).toBeNull();
  });

  it('deletes a message: members no longer see it, the desk does, audited', async () => {
    const rude = await post(demo, 'something rude');
    const deleted = await callStaff(
      server.app,
      'chatMessageDelete',
      { messageId: rude.id },
      { as: support },
    );
    expect(deleted.value).toMatchObject({ id: rude.id, text: 'something rude', username: 'demo' });
    expect(deleted.value.deletedAt).not.toBeNull();
    expect((await read(player)).messages.some((m) => m.id === rude.id)).toBe(false);
    const desk = await callStaff(
      server.app,
      'chatRoomList',
      { merchantCode: ALPHA },
      { as: support },
    );
    expect(desk.value.content.find((m) => m.id === rude.id)?.deletedAt).toBe(
      deleted.value.deletedAt,
    );
    const audit = await callStaff(
      server.app,
      'auditLog',
      { action: 'chat.delete', targetType: 'chatMessage', targetId: String(rude.id) },
      { as: owner },
    );
    expect(audit.value.content).toHaveLength(1);
    expect(audit.value.content[0]?.staffUsername).toBe('support');
    // A second delete changes nothing and writes no second entry.
    await callStaff(server.app, 'chatMessageDelete', { messageId: rude.id }, { as: support });
    const again = await callStaff(
      server.app,
      'auditLog',
      { action: 'chat.delete', targetId: String(rude.id) },
      { as: owner },
    );
    expect(again.value.content).toHaveLength(1);
  });

  it('mutes a member until staff lift it, audited', async () => {
    const muted = await callStaff(
      server.app,
      'chatMemberMute',
      { memberId: playerId, minutes: 30 },
      { as: support },
    );
    expect(muted.value.mutedUntil).not.toBeNull();
    expect((await read(player)).mutedUntil).toBe(muted.value.mutedUntil);
    const refused = await answer('chatPost', player, { text: 'can I talk?' });
    expect(refused.status).toBe(403);
    expect(refused.code).toBe('chat.muted');
    expect((await read(demo)).messages.some((m) => m.text === 'can I talk?')).toBe(false);
    const lifted = await callStaff(
      server.app,
      'chatMemberMute',
      { memberId: playerId, minutes: 0 },
      { as: support },
    );
    expect(lifted.value.mutedUntil).toBeNull();
    expect((await post(player, 'thanks')).text).toBe('thanks');
    const audit = await callStaff(
      server.app,
      'auditLog',
      { action: 'chat.mute', targetId: String(playerId) },
      { as: owner },
    );
    expect(audit.value.content.map((entry) => entry.after)).toEqual([
      { mutedUntil: null },
      { mutedUntil: muted.value.mutedUntil },
    ]);
  });

  it('answers not.found for a message or member that is not there', async () => {
    const missing = await callStaff(
      server.app,
      'chatMessageDelete',
      { messageId: 99_999_999 },
      { as: support },
    );
    expect(missing.code).toBe('not.found');
    const nobody = await callStaff(
      server.app,
      'chatMemberMute',
      { memberId: 99_999_999, minutes: 5 },
      { as: support },
    );
    expect(nobody.code).toBe('not.found');
  });
});

/**
 * GETs the feed on its own connection (no keep-alive pool: a pooled spare socket would hold
 * the instance's close open), answering the response once its head arrives.
 */
const getFeed = (base: string, headers: Record<string, string>) =>
  new Promise<{ response: IncomingMessage; request: ClientRequest }>((resolve, reject) => {
    const request = httpGet(`${base}${CHAT_STREAM_PATH}`, { headers, agent: false }, (response) =>
      resolve({ response, request }),
    );
    request.on('error', reject);
  });

/** A member's open feed on one instance, read as the portal reads it: SSE frames of JSON. */
const openFeed = async (base: string, token: string) => {
  const { response, request } = await getFeed(base, { Merchant: ALPHA, Authorization: token });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
  const events: ChatRoomEvent[] = [];
  let opened = false;
  // The test ending the feed (`close`) ends the read with an aborted socket: that alone is
  // expected. Anything else (a frame that is not an event of the contract) fails the test.
  let closing = false;
  let failure: unknown;
  const reading = (async () => {
    let buffer = '';
    response.setEncoding('utf8');
    for await (const chunk of response) {
      buffer += chunk as string;
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (frame.startsWith(': open')) opened = true;
        if (frame.startsWith('data: ')) {
          events.push(v.parse(chatRoomEventSchema, JSON.parse(frame.slice(6))));
        }
        end = buffer.indexOf('\n\n');
      }
    }
  })().catch((error: unknown) => {
    if (!closing) failure = error;
  });
  /** The first event `pick` accepts, waiting up to `ms` for it. */
  const next = async <T>(pick: (event: ChatRoomEvent) => T | undefined, ms = 5_000) => {
    const deadline = Date.now() + ms;
    for (;;) {
      if (failure !== undefined) throw failure;
      for (const event of events) {
        const picked = pick(event);
        if (picked !== undefined) return picked;
      }
      if (Date.now() > deadline) throw new Error(`no such event in ${JSON.stringify(events)}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  const isOpen = async () => {
    while (!opened) await new Promise((resolve) => setTimeout(resolve, 10));
  };
  await isOpen();
  return {
    events,
    next,
    /** Settles when the server ends the feed (or the test aborts it). */
    ended: reading.then(() => {
      if (failure !== undefined) throw failure;
      return 'ended' as const;
    }),
    close: async () => {
      closing = true;
      request.destroy();
      await reading;
      if (failure !== undefined) throw failure;
    },
  };
};

describe('the chat room’s live feed, across two instances', () => {
  // Instance B shares A's database: what is posted or moderated through A reaches B's feeds by
  // the bus (LISTEN/NOTIFY), as it would behind a load balancer.
  let b: FastifyInstance;
  let baseA = '';
  let baseB = '';
  beforeAll(async () => {
    b = await buildTestServer(server.databaseUrl);
    baseA = await server.app.listen({ port: 0, host: '127.0.0.1' });
    baseB = await b.listen({ port: 0, host: '127.0.0.1' });
  }, 180_000);
  afterAll(async () => {
    await b?.close();
  });

  it('pushes a post made on one instance to a reader on the other, mine said per reader', async () => {
    const onB = await openFeed(baseB, demo);
    const ownOnA = await openFeed(baseA, player);
    try {
      const sent = await post(player, 'pushed, not polled');
      const seen = await onB.next((e) =>
        e.kind === 'message' && e.message.id === sent.id ? e : undefined,
      );
      expect(seen.message).toEqual({ ...sent, mine: false });
      const own = await ownOnA.next((e) =>
        e.kind === 'message' && e.message.id === sent.id ? e : undefined,
      );
      expect(own.message.mine).toBe(true);
    } finally {
      await onB.close();
      await ownOnA.close();
    }
  });

  it('pushes a staff delete as deleted, and a mute to the muted member only', async () => {
    const demoFeed = await openFeed(baseB, demo);
    const playerFeed = await openFeed(baseB, player);
    try {
      const rude = await post(player, 'rude, soon gone');
      await demoFeed.next((e) =>
        e.kind === 'message' && e.message.id === rude.id ? e : undefined,
      );
      await callStaff(server.app, 'chatMessageDelete', { messageId: rude.id }, { as: support });
      expect(
        await demoFeed.next((e) => (e.kind === 'deleted' && e.id === rude.id ? e : undefined)),
      ).toEqual({ kind: 'deleted', id: rude.id });
      await playerFeed.next((e) => (e.kind === 'deleted' && e.id === rude.id ? e : undefined));

      const muted = await callStaff(
        server.app,
        'chatMemberMute',
        { memberId: playerId, minutes: 5 },
        { as: support },
      );
      const told = await playerFeed.next((e) => (e.kind === 'muted' ? e : undefined));
      expect(told.mutedUntil).toBe(muted.value.mutedUntil);
      await callStaff(
        server.app,
        'chatMemberMute',
        { memberId: playerId, minutes: 0 },
        { as: support },
      );
      await playerFeed.next((e) => (e.kind === 'muted' && e.mutedUntil === null ? e : undefined));
      expect(demoFeed.events.some((e) => e.kind === 'muted')).toBe(false);
    } finally {
      await demoFeed.close();
      await playerFeed.close();
    }
  });

  it('closes a member’s oldest feed when they open one more than the limit', async () => {
    const feeds = [];
    for (let i = 0; i < CHAT_FEEDS_PER_MEMBER; i += 1) feeds.push(await openFeed(baseB, agent));
    const oldest = feeds[0];
    if (!oldest) throw new Error('no feed opened');
    const settled = (feed: typeof oldest) =>
      Promise.race([
        feed.ended,
        new Promise((resolve) => setTimeout(() => resolve('still open'), 1_000)),
      ]);
    expect(await settled(oldest)).toBe('still open');
    const newest = await openFeed(baseB, agent);
    expect(await settled(oldest)).toBe('ended');
    // The newest (and the others) stay open.
    expect(await settled(newest)).toBe('still open');
    for (const feed of [...feeds.slice(1), newest]) await feed.close();
  });

  it('tells open feeds to read the room again after the bus lost its connection', async () => {
    const feed = await openFeed(baseB, demo);
    try {
      // An administrator (or a failover) ends every listening connection: each instance's bus
      // reconnects and, having maybe missed changes, its feeds are told to resync. Only this
      // file's database: other test files run beside it on the same PostgreSQL.
      await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE query = 'LISTEN portal_cache' AND datname = current_database()`.execute(server.db);
      await feed.next((e) => (e.kind === 'resync' ? e : undefined), 10_000);
      // And it still hears posts afterwards, over the new connection.
      const sent = await post(player, 'after the reconnect');
      await feed.next((e) => (e.kind === 'message' && e.message.id === sent.id ? e : undefined));
    } finally {
      await feed.close();
    }
  });

  it('refuses a feed without a live session in the catalogue’s terms', async () => {
    const { response } = await getFeed(baseB, { Merchant: ALPHA });
    expect(response.statusCode).toBe(401);
    let body = '';
    for await (const chunk of response) body += String(chunk);
    expect((JSON.parse(body) as { code: string }).code).toBe('login.not.session');
  });

  it('ends a feed when its member logs out', async () => {
    const token = tokenOf(await login(server.app, { username: 'demo', password: 'Demo@2026' }));
    const feed = await openFeed(baseB, token);
    const { response } = await callApi(server.app, 'logout', {}, { token });
    expect(response.statusCode).toBe(200);
    // The server ends the feed's body; the test has not aborted it.
    const ended = await Promise.race([
      feed.ended,
      new Promise((resolve) => setTimeout(() => resolve('still open'), 5_000)),
    ]);
    expect(ended).toBe('ended');
  });
});

describe('fuzzed chat calls', () => {
  it('answer any input with a catalogue code, never a 5xx', async () => {
    const input = fc.dictionary(
      fc.constantFrom('text', 'afterId', 'x'),
      fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.array(fc.string())),
    );
    for (const name of ['chatMessages', 'chatPost'] as const) {
      await fc.assert(
        fc.asyncProperty(input, async (body) => {
          // The rate limit would answer every later run; the agent's window is spent already.
          const response = await sendFuzzed(server.app, calls[name], body, { token: agent });
          expectCatalogueAnswer(name, response);
        }),
        { numRuns: 40 },
      );
    }
    await fuzzStaffCalls(
      server.app,
      support,
      ['chatRoomList', 'chatMessageDelete', 'chatMemberMute'],
      fc.record({
        messageId: fc.oneof(fc.string(), fc.integer()),
        memberId: fc.oneof(fc.string(), fc.integer({ min: -5, max: 5 })),
        minutes: fc.oneof(fc.string(), fc.integer(), fc.double()),
        merchantCode: fc.oneof(fc.string(), fc.constant(ALPHA)),
      }),
      30,
    );
  });
});
