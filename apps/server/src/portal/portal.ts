import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { brandForHost } from '@portal/brand';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Merchant, MerchantDirectory } from '../system/merchants.ts';
import { BrandPages, type FirstBannerSource, type PageBodies } from './brandPages.ts';

export interface PortalOptions {
  /** The web app's build output: `assets/**` shared, `brands/<code>/` per brand. */
  distDir: string;
  production: boolean;
  merchants: MerchantDirectory;
  /** The first home banner for the home page's first paint; none when left out. */
  firstBanner?: FirstBannerSource;
}

/** Paths the platform answers itself; the portal never serves its page for these. */
const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/'];
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** Where the web build's service worker is served (apps/web/sw/serviceWorker.ts). */
const SERVICE_WORKER_PATH = '/serviceWorker.js';

/** Hashed file names never change content, so browsers may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT_LIVED = 'public, max-age=3600';
/** The page must be revalidated every time, or a deploy would not reach returning visitors. */
const REVALIDATE = 'no-cache';

/**
 * Resolves a URL path below a folder, refusing anything that could leave it (`..`,
 * encoded slashes, NUL bytes). Null when the path is not a safe file path.
 */
export const safeJoin = (root: string, urlPath: string): string | null => {
  const segments: string[] = [];
  for (const raw of urlPath.split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) return null;
    segments.push(segment);
  }
  if (segments.length === 0) return null;
  const base = resolve(root);
  const file = resolve(base, ...segments);
  return file.startsWith(base + sep) ? file : null;
};

const isFile = (file: string): Promise<boolean> =>
  stat(file).then(
    (s) => s.isFile(),
    () => false,
  );

/**
 * The build writes `<file>.br` and `<file>.gz` beside each compressible file (apps/web's
 * assemble step); the best one the browser accepts is sent as it is, never compressed per
 * request. A quality of 0 (`br;q=0`) refuses an encoding.
 */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** The encodings an Accept-Encoding header allows, by name. */
export const acceptedEncodings = (header: string | undefined): Set<string> => {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name);
  }
  return accepted;
};

const sendFile = async (
  request: FastifyRequest,
  reply: FastifyReply,
  file: string,
  cacheControl: string,
) => {
  const type = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  let body = file;
  let encoding: string | undefined;
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  for (const candidate of ENCODINGS) {
    if (accepted.has(candidate.name) && (await isFile(file + candidate.suffix))) {
      body = file + candidate.suffix;
      encoding = candidate.name;
      break;
    }
  }
  // A file that has compressed copies answers differently by Accept-Encoding: caches must know.
  const varies =
    encoding !== undefined || (await isFile(`${file}.br`)) || (await isFile(`${file}.gz`));
  const info = await stat(body);
  reply.type(type).header('cache-control', cacheControl).header('content-length', info.size);
  if (varies) reply.header('vary', 'Accept-Encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(createReadStream(body));
};

/** A brand page from memory (BrandPages), in the best encoding the browser accepts. */
const sendPage = (request: FastifyRequest, reply: FastifyReply, bodies: PageBodies) => {
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  const encoding = ENCODINGS.find((candidate) => accepted.has(candidate.name))?.name;
  const body = encoding === 'br' ? bodies.br : encoding === 'gzip' ? bodies.gzip : bodies.identity;
  reply
    .type(CONTENT_TYPES['.html'] ?? 'text/html')
    .header('cache-control', REVALIDATE)
    .header('content-length', body.length)
    .header('vary', 'Accept-Encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
};

const plain = (reply: FastifyReply, status: number, text: string) =>
  reply
    .code(status)
    .type('text/plain; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(text);

/**
 * The brand a page request is for: the one whose domains list the Host (with or without
 * port). Outside production `?brand=<code>` picks one, and localhost falls back to the
 * first brand so a fresh checkout works without host names.
 */
const pickBrand = (
  request: FastifyRequest,
  merchants: readonly Merchant[],
  production: boolean,
): Merchant | undefined => {
  if (!production) {
    const wanted = (request.query as Record<string, unknown> | undefined)?.brand;
    if (typeof wanted === 'string') {
      const chosen = merchants.find((m) => m.code === wanted);
      if (chosen) return chosen;
    }
  }
  const byDomain = brandForHost(
    merchants.map((merchant) => ({ domains: merchant.brand.domains, merchant })),
    request.host,
  );
  if (byDomain) return byDomain.merchant;
  return !production && LOCAL_HOSTS.has(request.hostname.toLowerCase()) ? merchants[0] : undefined;
};

/**
 * Serves the built portal for every GET the API does not own: `/assets/*` from the shared
 * hashed files, `/static/*` from the brand's folder, anything else the brand's page (the
 * single-page app routes on the client).
 */
export const registerPortal = (app: FastifyInstance, options: PortalOptions): void => {
  const distDir = resolve(options.distDir);
  const source = options.firstBanner;
  const pages = new BrandPages(async (merchant) => {
    if (!source) return null;
    try {
      return await source(merchant);
    } catch (error) {
      // The page still goes out, its first paint without the banner.
      app.log.warn({ err: error, merchant: merchant.code }, 'first banner unavailable');
      return null;
    }
  });

  app.get('/*', async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    if (API_PREFIXES.some((prefix) => path.startsWith(prefix))) return reply.callNotFound();

    if (
      !(await stat(distDir).then(
        (s) => s.isDirectory(),
        () => false,
      ))
    ) {
      return plain(
        reply,
        503,
        'The portal is not built yet: run `pnpm --filter @portal/web build`, then reload.',
      );
    }

    // The installable app's service worker: one file for every brand, at the root so its
    // scope is the whole site; revalidated like the page, so a deploy reaches every browser.
    if (path === SERVICE_WORKER_PATH) {
      const file = join(distDir, SERVICE_WORKER_PATH.slice(1));
      if (!(await isFile(file))) return plain(reply, 404, 'Not found.');
      return sendFile(request, reply, file, REVALIDATE);
    }

    if (path.startsWith('/assets/')) {
      const file = safeJoin(join(distDir, 'assets'), path.slice('/assets/'.length));
      if (!file || !(await isFile(file))) return plain(reply, 404, 'Not found.');
      return sendFile(request, reply, file, IMMUTABLE);
    }

    const merchant = pickBrand(request, await options.merchants.all(), options.production);
    if (!merchant) return plain(reply, 404, 'No brand is configured for this host.');
    const brandDir = join(distDir, 'brands', merchant.code);

    if (path.startsWith('/static/') || path === '/favicon.ico') {
      const inside = path === '/favicon.ico' ? merchant.brand.theme.favicon : path.slice(8);
      const file = safeJoin(join(brandDir, 'static'), inside);
      if (!file || !(await isFile(file))) return plain(reply, 404, 'Not found.');
      return sendFile(request, reply, file, SHORT_LIVED);
    }

    const page = join(brandDir, 'index.html');
    if (!(await isFile(page))) {
      return plain(reply, 503, `The portal is not built for brand ${merchant.code} yet.`);
    }
    return sendPage(request, reply, await pages.page(page, merchant, path));
  });
};
