import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { FIRST_BANNER_MARKER, FIRST_PAINT_END, FIRST_PAINT_START } from '@portal/brand';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRETS_KEY } from '../../test/harness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import { buildServer } from '../app.ts';
import { safeJoin } from './staticFiles.ts';

let dist: string;
let production: FastifyInstance;
let unbuilt: FastifyInstance;

const files: Record<string, string> = {
  'assets/app-3f2a9c.js': 'console.log("portal")',
  'serviceWorker.js': 'self.addEventListener("fetch", () => {})',
  'brands/alpha/index.html': '<!doctype html><title>Alpha Play</title>',
  'brands/alpha/static/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'brands/alpha/static/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg" id="fav"/>',
  // An assembled page with the home page's first paint (apps/web/scripts/brandPage.ts).
  'brands/beta/index.html': `<!doctype html><title>Beta Lotto</title>${FIRST_PAINT_START}<div id="first-paint"><div class="fp-banner">${FIRST_BANNER_MARKER}</div></div>${FIRST_PAINT_END}<div id="root"></div>`,
  'brands/beta/static/mark.svg': '<svg xmlns="http://www.w3.org/2000/svg" id="beta-mark"/>',
  'secret.txt': 'outside the served folders',
  // The console's build (apps/console), served on its own host.
  'console/index.html': '<!doctype html><title>Operator console</title>',
  'console/assets/console-9b1e.js': 'console.log("console")',
};

const server = useTestServer(
  async () => {
    dist = await mkdtemp(join(tmpdir(), 'portal-dist-'));
    for (const [path, content] of Object.entries(files)) {
      await mkdir(join(dist, path, '..'), { recursive: true });
      await writeFile(join(dist, path), content);
    }
    // What the assemble step writes beside compressible files.
    for (const path of [
      'assets/app-3f2a9c.js',
      'brands/alpha/index.html',
      'console/index.html',
      'console/assets/console-9b1e.js',
    ]) {
      const content = files[path] ?? '';
      await writeFile(join(dist, `${path}.br`), brotliCompressSync(content));
      await writeFile(join(dist, `${path}.gz`), gzipSync(content));
    }
    return {
      portalDist: dist,
      consoleDist: join(dist, 'console'),
      consoleHost: 'console.localhost',
    };
  },
  { db: 1 },
);

beforeAll(async () => {
  // Same database, other settings: seeding finds everything in place.
  [production, unbuilt] = await Promise.all([
    buildServer({
      secretsKey: TEST_SECRETS_KEY,
      databaseUrl: server.databaseUrl,
      brandsDir: server.brandsDir,
      portalDist: dist,
      production: true,
    }),
    buildServer({
      secretsKey: TEST_SECRETS_KEY,
      databaseUrl: server.databaseUrl,
      brandsDir: server.brandsDir,
      portalDist: join(dist, 'not-built'),
    }),
  ]);
});
// After-hooks run last-registered first: these servers close before the fixture's.
afterAll(async () => {
  await Promise.all([production?.close(), unbuilt?.close()]);
  await rm(dist, { recursive: true, force: true });
});

/** @fastify/static's type for scripts (a JavaScript MIME type to every browser). */
const JS = 'application/javascript; charset=utf-8';

const get = (
  app: FastifyInstance,
  url: string,
  host = 'localhost',
  headers: Record<string, string> = {},
) => app.inject({ method: 'GET', url, headers: { host, ...headers } });

describe('portal pages', () => {
  it('serves the brand page for the Host, for any client-side route, revalidated each time', async () => {
    for (const [host, url, title] of [
      ['alpha.localhost', '/', 'Alpha Play'],
      ['beta.localhost', '/member/wallet', 'Beta Lotto'],
      ['alpha.test:8080', '/lottery?gameCode=K3', 'Alpha Play'],
    ] as const) {
      const response = await get(server.app, url, host);
      expect(response.statusCode, host).toBe(200);
      expect(response.body).toContain(title);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('falls back to the first brand on localhost and honours ?brand= outside production', async () => {
    expect((await get(server.app, '/')).body).toContain('Alpha Play');
    expect((await get(server.app, '/?brand=beta')).body).toContain('Beta Lotto');
  });

  it('in production needs a configured host and ignores ?brand=', async () => {
    const response = await get(production, '/?brand=beta');
    expect(response.statusCode).toBe(404);
    expect((await get(production, '/', 'beta.localhost')).body).toContain('Beta Lotto');
  });

  it('refuses hosts no brand lists', async () => {
    expect((await get(server.app, '/', 'elsewhere.example')).statusCode).toBe(404);
  });

  it('serves shared assets with a long immutable cache', async () => {
    const response = await get(server.app, '/assets/app-3f2a9c.js', 'beta.localhost');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(files['assets/app-3f2a9c.js']);
    expect(response.headers['content-type']).toBe(JS);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await get(server.app, '/assets/missing.js');
    expect(missing.statusCode).toBe(404);
    // A file that is not there yet (a deploy under way) must not be remembered as missing.
    expect(missing.headers['cache-control']).toBeUndefined();
    expect(missing.json()).toMatchObject({ success: false, code: 'not.found' });
  });

  it('serves the service worker at the root of every brand, revalidated each time', async () => {
    for (const host of ['alpha.localhost', 'beta.localhost']) {
      const response = await get(server.app, '/serviceWorker.js', host);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(files['serviceWorker.js']);
      expect(response.headers['content-type']).toBe(JS);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect((await get(unbuilt, '/serviceWorker.js')).statusCode).toBe(503);
  });

  it("serves the brand's own static files, and its favicon at /favicon.ico", async () => {
    const logo = await get(server.app, '/static/logo.svg', 'alpha.localhost');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect((await get(server.app, '/static/logo.svg', 'beta.localhost')).statusCode).toBe(404);
    expect((await get(server.app, '/favicon.ico', 'alpha.localhost')).body).toContain('id="fav"');
  });

  it("serves a ?brand= preview that brand's own static files, outside production only", async () => {
    const mark = await get(server.app, '/static/mark.svg?brand=beta');
    expect(mark.statusCode).toBe(200);
    expect(mark.body).toContain('id="beta-mark"');
    // Without the query localhost means the first brand, which has no such file.
    expect((await get(server.app, '/static/mark.svg')).statusCode).toBe(404);
    // In production the host decides: alpha's host never serves beta's files.
    expect(
      (await get(production, '/static/mark.svg?brand=beta', 'alpha.localhost')).statusCode,
    ).toBe(404);
  });

  it('sends the precompressed copy the browser accepts, brotli first, and says it varies', async () => {
    const js = files['assets/app-3f2a9c.js'];
    const brotli = await get(server.app, '/assets/app-3f2a9c.js', 'alpha.localhost', {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers.vary).toLowerCase()).toBe('accept-encoding');
    expect(brotli.headers['content-type']).toBe(JS);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(brotli.headers['content-length'])).toBe(brotli.rawPayload.length);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(js);

    for (const accept of ['gzip', 'br;q=0, gzip;q=0.8']) {
      const gzip = await get(server.app, '/assets/app-3f2a9c.js', 'alpha.localhost', {
        'accept-encoding': accept,
      });
      expect(gzip.headers['content-encoding'], accept).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(js);
    }

    const identity = await get(server.app, '/assets/app-3f2a9c.js', 'alpha.localhost', {
      'accept-encoding': 'identity',
    });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(String(identity.headers.vary).toLowerCase()).toBe('accept-encoding');
    expect(identity.body).toBe(js);

    // The page too, compressed and still revalidated every time.
    const page = await get(server.app, '/lottery', 'alpha.localhost', { 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('Alpha Play');
  });

  it('answers an asset with an ETag per encoding, and 304 when the browser has that copy', async () => {
    const url = '/assets/app-3f2a9c.js';
    const tags = new Map<string, string>();
    for (const accept of ['br', 'gzip', 'identity']) {
      const first = await get(server.app, url, 'alpha.localhost', { 'accept-encoding': accept });
      expect(first.statusCode, accept).toBe(200);
      const etag = first.headers.etag;
      expect(etag, accept).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
      tags.set(accept, String(etag));

      const again = await get(server.app, url, 'alpha.localhost', {
        'accept-encoding': accept,
        'if-none-match': String(etag),
      });
      expect(again.statusCode, accept).toBe(304);
      expect(again.rawPayload.length, accept).toBe(0);
      expect(again.headers.etag, accept).toBe(etag);
      expect(again.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      expect(String(again.headers.vary).toLowerCase()).toBe('accept-encoding');
      // The security headers go on every answer, a 304 too.
      expect(again.headers['content-security-policy']).toContain("script-src 'self'");
    }
    // Each copy has its own tag: a cached gzip copy is no proof of the brotli one.
    expect(new Set(tags.values()).size).toBe(3);
    const stale = await get(server.app, url, 'alpha.localhost', {
      'accept-encoding': 'br',
      'if-none-match': tags.get('gzip') ?? '',
    });
    expect(stale.statusCode).toBe(200);
    expect(brotliDecompressSync(stale.rawPayload).toString()).toBe(files['assets/app-3f2a9c.js']);
  });

  it("completes the home page's first paint with the first home banner, and leaves it out elsewhere", async () => {
    const { id } = await server.db
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'beta')
      .executeTakeFirstOrThrow();
    const first = await server.db
      .selectFrom('announcements')
      .select('image_url')
      .where('merchant_id', '=', id)
      .where('type', '=', 'B')
      .where('group_name', '=', 'w_home')
      .orderBy('sort')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const image = `<img src="${first.image_url}" alt="" width="1920" height="500" fetchpriority="high" />`;
    for (const path of ['/', '/home']) {
      const home = await get(server.app, path, 'beta.localhost', { 'accept-encoding': 'br' });
      expect(home.headers['content-encoding']).toBe('br');
      expect(home.headers['cache-control']).toBe('no-cache');
      const html = brotliDecompressSync(home.rawPayload).toString();
      expect(html).toContain(`<div class="fp-banner">${image}</div>`);
      expect(Number(home.headers['content-length'])).toBe(home.rawPayload.length);
    }
    // Unchanged (same build, same first banner): the browser's copy stands.
    const home = await get(server.app, '/', 'beta.localhost', { 'accept-encoding': 'br' });
    expect(home.headers.etag).toMatch(/^"[\w-]+-br"$/);
    const again = await get(server.app, '/', 'beta.localhost', {
      'accept-encoding': 'br',
      'if-none-match': String(home.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // Another page text (no banner written in) is another tag: the home page's copy is no proof.
    const lottery = await get(server.app, '/lottery', 'beta.localhost', {
      'accept-encoding': 'br',
      'if-none-match': String(home.headers.etag),
    });
    expect(lottery.statusCode).toBe(200);
    expect(lottery.headers.etag).not.toBe(home.headers.etag);

    const other = await get(server.app, '/lottery', 'beta.localhost', {
      'accept-encoding': 'gzip',
    });
    const html = gunzipSync(other.rawPayload).toString();
    expect(html).toBe('<!doctype html><title>Beta Lotto</title><div id="root"></div>');
  });

  it('never serves a file outside the served folders', async () => {
    for (const url of [
      '/static/%2e%2e/%2e%2e/%2e%2e/secret.txt',
      '/static/..%2f..%2f..%2fsecret.txt',
      '/assets/%2e%2e/secret.txt',
      '/assets/..%5csecret.txt',
      '/static/%00logo.svg',
    ]) {
      const response = await get(server.app, url, 'alpha.localhost');
      // Either refused, or the URL normalised to a page route and answered with the brand page.
      expect(response.body, url).not.toContain('outside the served folders');
      if (response.statusCode !== 404) expect(response.body, url).toContain('Alpha Play');
    }
  });

  it('says the portal is not built when there is no build output', async () => {
    const response = await get(unbuilt, '/');
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toMatch(/not built/);
  });

  it('leaves API paths to the API', async () => {
    const response = await get(server.app, '/wps/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'not.found' });
  });
});

describe('the console site', () => {
  const onConsole = (url: string, headers: Record<string, string> = {}) =>
    get(server.app, url, 'console.localhost:4610', headers);

  it('serves its page for every client-side route, with its own stricter headers', async () => {
    for (const url of ['/', '/members/42', '/sign-in?next=%2F']) {
      const page = await onConsole(url, { 'accept-encoding': 'gzip' });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(page.rawPayload).toString()).toBe(files['console/index.html']);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['x-frame-options']).toBe('DENY');
      expect(page.headers['content-security-policy']).toContain("frame-src 'none'");
    }
    // A brand host never sees the console's page.
    expect((await get(server.app, '/', 'alpha.localhost')).body).toContain('Alpha Play');
  });

  it('serves its hashed assets precompressed, immutable, with ETag and 304', async () => {
    const url = '/assets/console-9b1e.js';
    const js = files['console/assets/console-9b1e.js'];
    const brotli = await onConsole(url, { 'accept-encoding': 'br, gzip' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(js);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const identity = await onConsole(url);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(js);
    const again = await onConsole(url, { 'if-none-match': String(identity.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect((await onConsole('/assets/..%2f..%2fsecret.txt')).statusCode).toBe(404);
    // The portal's assets are not the console's.
    expect((await onConsole('/assets/app-3f2a9c.js')).statusCode).toBe(404);
  });
});

describe('safeJoin', () => {
  it('keeps paths inside the root and refuses every way out', () => {
    expect(safeJoin('/srv/dist/assets', 'app.js')).toBe('/srv/dist/assets/app.js');
    expect(safeJoin('/srv/dist/assets', 'fonts/a%20b.woff2')).toBe(
      '/srv/dist/assets/fonts/a b.woff2',
    );
    for (const path of [
      '../secret',
      '%2e%2e/secret',
      '..%2fsecret',
      'a/%2E%2E/%2E%2E/x',
      '..%5cx',
      'a%00b',
      '%E0%A4%A',
      '',
      '/',
    ]) {
      expect(safeJoin('/srv/dist/assets', path), path).toBeNull();
    }
  });
});
