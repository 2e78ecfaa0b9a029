/**
 * `vite` in development: the page is assembled for one brand (BRAND=<code>, default the
 * first) exactly as assemble.ts does for the build, and the brand's files answer /static/*.
 */
import { readFileSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { BRANDS_DIR, loadBrands } from '@portal/brand/node';
import type { Plugin } from 'vite';
import { toPublicBrand } from '../src/brand/publicBrand.ts';
import { renderBrandPage } from './brandPage.ts';

const contentTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
};

export const devBrand = (code = process.env.BRAND): Plugin => {
  const brandsDir = process.env.BRANDS_DIR ?? BRANDS_DIR;
  const pick = () => {
    const brands = loadBrands(brandsDir);
    const brand = brands.find((candidate) => candidate.code === code) ?? brands[0];
    if (!brand) throw new Error(`no brand under ${brandsDir}`);
    return brand;
  };
  return {
    name: 'portal-dev-brand',
    apply: 'serve',
    transformIndexHtml: (html) => renderBrandPage(html, toPublicBrand(pick())),
    configureServer(server) {
      server.middlewares.use('/static', (request, response, next) => {
        const folder = resolve(brandsDir, pick().code);
        const file = resolve(
          folder,
          `.${decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/')}`,
        );
        const type = contentTypes[extname(file)];
        // Only the brand's own images, never brand.json or anything outside its folder.
        if (
          !type ||
          !file.startsWith(folder + sep) ||
          !statSync(file, { throwIfNoEntry: false })?.isFile()
        ) {
          next();
          return;
        }
        response.setHeader('content-type', type);
        response.end(readFileSync(join(file)));
      });
    },
  };
};
