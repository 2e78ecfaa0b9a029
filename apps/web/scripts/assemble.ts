/**
 * After the one `vite build`: writes dist/brands/<code>/index.html for every brand from the
 * built template, copies the brand's own files into dist/brands/<code>/static/ and writes its
 * web app manifest there. String templating and a copy per brand, no rebuild, so adding a
 * brand costs milliseconds.
 * `--brand <code>` assembles that brand alone and leaves the others as they are (a brand
 * added while the server serves the rest: scripts/new-brand).
 * Every compressible file is written brotli- and gzip-compressed beside itself (the shared
 * assets once per build), for the server to send as it is.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { BRANDS_DIR, loadBrands, precompressFolder } from '@portal/brand/node';
import type { Language } from '@portal/contract';
import { localeOf } from '@portal/i18n';
import { toPublicBrand } from '../src/brand/publicBrand.ts';
import { renderBrandPage } from './brandPage.ts';
import { FIRST_LOAD_MODULES } from './compileHints.ts';
import { brandWebManifest, WEB_MANIFEST_PATH } from './webManifest.ts';

const dist = join(import.meta.dirname, '..', 'dist');
const brandsDir = process.env.BRANDS_DIR ?? BRANDS_DIR;
const started = performance.now();

const template = readFileSync(join(dist, 'index.html'), 'utf8');

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
/** A chunk's file and its static imports' files, as URLs, depth first. */
const chunkUrls = (key: string, into = new Set<string>()): Set<string> => {
  const chunk = manifest[key];
  if (!chunk || into.has(`/${chunk.file}`)) return into;
  into.add(`/${chunk.file}`);
  for (const dependency of chunk.imports ?? []) chunkUrls(dependency, into);
  return into;
};
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
const inEntry = entryKey ? chunkUrls(entryKey) : new Set<string>();
/**
 * The app (src/main.tsx, which the entry imports once the page has painted, and src/App.tsx,
 * which main.tsx imports while the first answers load) and the home screen, with what they
 * import beyond the entry: every visit needs the first two, most start on the third.
 */
const appUrls = [
  ...FIRST_LOAD_MODULES.reduce((into, key) => chunkUrls(key, into), new Set<string>()),
].filter((url) => !inEntry.has(url));
/** The catalogue chunk of a language: main.tsx waits for it before the first render. */
const catalogueUrl = (language: Language): string[] => {
  const key = Object.keys(manifest).find((k) => k.endsWith(`/locales/${localeOf(language)}.ts`));
  const file = key ? manifest[key]?.file : undefined;
  return file ? [`/${file}`] : [];
};
const only = process.argv.includes('--brand')
  ? process.argv[process.argv.indexOf('--brand') + 1]
  : undefined;
const brands = loadBrands(brandsDir).filter((brand) => only === undefined || brand.code === only);
if (only !== undefined && brands.length === 0) {
  console.error(`no brand ${only} in ${brandsDir}`);
  process.exit(1);
}
// `--out DIR` writes elsewhere (scripts/bench assembles 50 made-up brands there).
const out = process.argv.includes('--out')
  ? (process.argv[process.argv.indexOf('--out') + 1] ?? join(dist, 'brands'))
  : join(dist, 'brands');
if (only === undefined) rmSync(out, { recursive: true, force: true });
precompressFolder(join(dist, 'assets'));

for (const brand of brands) {
  const start = performance.now();
  const target = join(out, brand.code);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  writeFileSync(
    join(target, 'index.html'),
    renderBrandPage(template, toPublicBrand(brand), [
      ...catalogueUrl(brand.defaultLanguage),
      ...appUrls,
    ]),
  );
  // brand.json stays behind: the page carries only the public part of it.
  cpSync(join(brandsDir, brand.code), join(target, 'static'), {
    recursive: true,
    filter: (source) => basename(source) !== 'brand.json',
  });
  // The installable app: each brand's own name, icon and colours (linked from its page).
  writeFileSync(
    join(target, 'static', WEB_MANIFEST_PATH),
    JSON.stringify(brandWebManifest(toPublicBrand(brand)), null, 2),
  );
  precompressFolder(target);
  console.log(
    `assembled ${brand.code} (${brand.merchantCode}) in ${(performance.now() - start).toFixed(1)} ms`,
  );
}
console.log(
  `${brands.length} brand(s) assembled in ${(performance.now() - started).toFixed(1)} ms -> ${out}`,
);
