import {
  announcementsSchema,
  BANNER_GROUPS,
  type CallInput,
  calls,
  helpTopicSchema,
} from '@portal/contract';
import sharp from 'sharp';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { call, callApi, login, tokenOf } from '../../test/harness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import { seedGames } from '../seed/seedGames.ts';
import { readBrands } from '../system/brands.ts';
import { writeAnnouncement } from './content.ts';
import { loadSanitiser } from './sanitise.ts';

const server = useTestServer({}, { db: 2 });

const announcements = async (
  options: { token?: string; query?: CallInput<'announcements'> } = {},
) => {
  const answer = await callApi(
    server.app,
    'announcements',
    options.query ?? {},
    options.token ? { token: options.token } : {},
  );
  expect(answer.response.statusCode, answer.response.body).toBe(200);
  return v.parse(announcementsSchema, answer.value);
};

describe('announcements', () => {
  it('gives banners for every banner group, clickable only with a linkage', async () => {
    const { banners } = await announcements();
    expect(new Set(banners.map((b) => b.groupName))).toEqual(new Set(BANNER_GROUPS));
    const home = banners.filter((b) => b.groupName === 'w_home');
    expect(home.length).toBeGreaterThan(1);
    expect(home.some((b) => b.linkageType === undefined)).toBe(true);
    const image = await server.app.inject({ url: home[0]?.url ?? '' });
    expect(image.headers['content-type']).toBe('image/webp');
    // Drawn at a phone screen's width in device pixels, not twice it (the first paint's image).
    const { width, height } = await sharp(image.rawPayload).metadata();
    expect({ width, height }).toEqual({ width: 1200, height: 360 });
  });

  it('stores the seeded script notice without its script, handler or javascript link', async () => {
    const { player } = await announcements();
    const notice = player.find((n) => n.title.startsWith('Security notice'));
    expect(notice?.title).toBe('Security notice');
    expect(notice?.content).toContain('never share your password');
    expect(notice?.content).not.toMatch(/<script|onerror|javascript:/i);
  });

  it('sanitises whatever goes through the write path', async () => {
    const merchant = await server.db
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'alpha')
      .executeTakeFirstOrThrow();
    await writeAnnouncement(server.db, merchant.id, {
      type: 'PR',
      title: '<b>Bold</b> <img src=x onerror=alert(1)>offer',
      content:
        '<p onclick="alert(1)">ok</p><iframe src="https://evil.example"></iframe><svg onload="alert(1)"></svg><a href="https://x.example" target="_blank">x</a>',
      promotionType: 'TEST',
    });
    const { promotion } = await announcements({ query: { types: 'PR' } });
    const written = promotion.find((n) => n.promotionType === 'TEST');
    expect(written?.title).toBe('Bold offer');
    expect(written?.content).toBe(
      '<p>ok</p><a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect((await loadSanitiser()).richText('<img src=x onerror=alert(1)>')).toBe('<img src="x">');
  });

  it('answers only the asked types, marquee notices with the player notices', async () => {
    const onlyBanners = await announcements({ query: { types: 'B' } });
    expect(onlyBanners.player).toEqual([]);
    expect(onlyBanners.banners.length).toBeGreaterThan(0);
    const marquee = await announcements({ query: { types: 'H' } });
    expect(marquee.player.map((n) => n.title)).toContain('Welcome to Alpha Play!');
    expect(marquee.banners).toEqual([]);
  });

  it('shows visitors the B popups, members A, and F only on the first login', async () => {
    const visitor = await announcements();
    expect(visitor.popup.map((p) => p.execution)).toEqual(['B']);
    expect(visitor.player.map((n) => n.title)).not.toContain('VIP week for members');
    const first = tokenOf(await login(server.app, { username: 'agent', password: 'Agent@2026' }));
    const atFirst = await announcements({ token: first });
    expect(atFirst.popup.map((p) => p.execution).sort()).toEqual(['A', 'F']);
    expect(atFirst.player.map((n) => n.title)).toContain('VIP week for members');
    const second = tokenOf(await login(server.app, { username: 'agent', password: 'Agent@2026' }));
    expect((await announcements({ token: second })).popup.map((p) => p.execution)).toEqual(['A']);
  });

  it('refuses unknown types and platforms with request_param_err', async () => {
    const queries: Record<string, string>[] = [{ types: 'B,XX' }, { types: '' }, { platform: 'M' }];
    for (const query of queries) {
      // Raw on purpose: queries the contract refuses, which the typed client would not type.
      const response = await call(server.app, 'GET', calls.announcements.path, { query });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'request_param_err' });
    }
  });

  it('does not add rows when the seed runs again', async () => {
    const count = async () =>
      Number(
        (
          await server.db
            .selectFrom('announcements')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await seedGames(server.db, readBrands(server.brandsDir));
    expect(await count()).toBe(before);
  });
});

describe('help centre', () => {
  it('answers the topics in order with anchors', async () => {
    const response = await callApi(server.app, 'helpCenter', {});
    const { topics } = v.parse(v.object({ topics: v.array(helpTopicSchema) }), response.value);
    expect(topics.map((t) => t.hash)).toContain('deposit');
    expect(topics.map((t) => t.sort)).toEqual([...topics.map((t) => t.sort)].sort((a, b) => a - b));
    // Raw on purpose: a language the contract refuses.
    const bad = await call(server.app, 'GET', calls.helpCenter.path, { query: { language: 'ZZ' } });
    expect(bad.statusCode).toBe(400);
  });
});
