import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brandForHost } from '@portal/brand';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Merchant, MerchantDirectory } from '../system/merchants.ts';
import { BrandPages, type FirstBannerSource, type PageBodies } from './brandPages.ts';
import { IMMUTABLE, REVALIDATE, SHORT_LIVED, sendStatic, withStaticFiles } from './staticFiles.ts';

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

/** Where the web build's service worker is served (apps/web/sw/serviceWorker.ts). */
const SERVICE_WORKER_PATH = '/serviceWorker.js';

/** The encodings an Accept-Encoding header allows, by name; a quality of 0 refuses one. */
const acceptedEncodings = (header: string | undefined): Set<string> => {
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

const isFile = (file: string): Promise<boolean> =>
  stat(file).then(
    (s) => s.isFile(),
    () => false,
  );

/**
 * A brand page from memory (BrandPages), in the best encoding the browser accepts, with an
 * ETag per text and encoding: a returning visitor whose page is unchanged (same build, same
 * first banner) gets a 304 instead of the page again.
 */
const sendPage = (request: FastifyRequest, reply: FastifyReply, bodies: PageBodies) => {
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
  const body = encoding === 'br' ? bodies.br : encoding === 'gzip' ? bodies.gzip : bodies.identity;
  const etag = `"${bodies.tag}${encoding ? `-${encoding}` : ''}"`;
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', REVALIDATE)
    .header('vary', 'Accept-Encoding')
    .header('etag', etag);
  const known = request.headers['if-none-match'];
  if (known?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return reply.code(304).send();
  }
  reply.header('content-length', body.length);
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

  withStaticFiles(app, (scope) => {
    scope.get('/*', async (request, reply) => {
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
      if (path === SERVICE_WORKER_PATH) return sendStatic(reply, distDir, path, REVALIDATE);

      if (path.startsWith('/assets/')) {
        return sendStatic(reply, join(distDir, 'assets'), path.slice('/assets/'.length), IMMUTABLE);
      }

      const merchant = pickBrand(request, await options.merchants.all(), options.production);
      if (!merchant) return plain(reply, 404, 'No brand is configured for this host.');
      const brandDir = join(distDir, 'brands', merchant.code);

      if (path.startsWith('/static/') || path === '/favicon.ico') {
        const inside = path === '/favicon.ico' ? merchant.brand.theme.favicon : path.slice(8);
        return sendStatic(reply, join(brandDir, 'static'), inside, SHORT_LIVED);
      }

      // The page keeps its own answer (BrandPages): it is written per brand and request.
      const page = join(brandDir, 'index.html');
      if (!(await isFile(page))) {
        return plain(reply, 503, `The portal is not built for brand ${merchant.code} yet.`);
      }
      return sendPage(request, reply, await pages.page(page, merchant, path));
    });
  });
};
