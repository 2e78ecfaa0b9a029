import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { FIRST_BANNER_MARKER, isHomePath, pageWithFirstPaint } from '@portal/brand';
import type { Merchant } from '../system/merchants.ts';

/** A brand page as sent, in the encodings a browser may ask for. */
export interface PageBodies {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** A strong tag of the page's text; each encoding's ETag adds its name to it. */
  tag: string;
}

/** The first home banner's address for a merchant, or null (content/firstBanner.ts). */
export type FirstBannerSource = (merchant: Merchant) => Promise<string | null>;

/** How many page variants are kept (brands x home or not x banners on show). */
const MAX_VARIANTS = 64;

/**
 * The brand pages the portal serves: the assembled index.html with the home page's first
 * paint completed (the current first banner written in) or left out (any other page), see
 * @portal/brand's firstPaint.ts. Each variant is compressed once and kept while the file and
 * the banner stay the same, so a page costs no compression and no query per request.
 */
export class BrandPages {
  readonly #firstBanner: FirstBannerSource;
  readonly #files = new Map<string, { mtimeMs: number; html: string }>();
  readonly #variants = new Map<string, PageBodies>();

  constructor(firstBanner: FirstBannerSource) {
    this.#firstBanner = firstBanner;
  }

  async page(file: string, merchant: Merchant, path: string): Promise<PageBodies> {
    const { mtimeMs } = await stat(file);
    let template = this.#files.get(file);
    if (template?.mtimeMs !== mtimeMs) {
      template = { mtimeMs, html: await readFile(file, 'utf8') };
      this.#files.set(file, template);
    }
    const home = isHomePath(path);
    const banner =
      home && template.html.includes(FIRST_BANNER_MARKER)
        ? await this.#firstBanner(merchant)
        : null;
    const key = [file, mtimeMs, home, banner ?? ''].join('\0');
    let bodies = this.#variants.get(key);
    if (!bodies) {
      const identity = Buffer.from(pageWithFirstPaint(template.html, path, banner));
      bodies = {
        identity,
        br: brotliCompressSync(identity, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        }),
        gzip: gzipSync(identity, { level: 9 }),
        tag: createHash('sha256').update(identity).digest('base64url').slice(0, 22),
      };
      if (this.#variants.size >= MAX_VARIANTS) this.#variants.clear();
      this.#variants.set(key, bodies);
    }
    return bodies;
  }
}
