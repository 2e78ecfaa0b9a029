/**
 * Reading brands from disk, for the server and the build, and the build's precompressed
 * copies (precompress.ts, used by the portal's and the console's builds alike). The only
 * entry of this package that does I/O; import it as `@portal/brand/node`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BrandConfigError,
  type BrandIssue,
  describeValue,
  parseBrand,
  WHOLE_FILE,
} from './parse.ts';
import { BRAND_CODE, BRAND_CODE_TEXT, type Brand } from './schema.ts';

export { precompress, precompressFolder } from './precompress.ts';

/** The repository's `brands/` folder. */
export const BRANDS_DIR = fileURLToPath(new URL('../../../brands', import.meta.url));

const CONFIG_FILE = 'brand.json';

/** The folder of one brand, where its brand.json and assets live. */
export function brandDir(code: string, dir: string = BRANDS_DIR): string {
  // The code may come from a request or an environment variable; never let it walk out of dir.
  if (!BRAND_CODE.test(code)) {
    throw new BrandConfigError([
      {
        file: basename(dir),
        key: 'code',
        found: describeValue(code),
        allowed: BRAND_CODE_TEXT,
      },
    ]);
  }
  return join(dir, code);
}

/**
 * Loads and validates every `<code>/brand.json` under `dir`, sorted by code. Throws one
 * BrandConfigError listing every issue in every brand: schema issues, a folder named other
 * than its code, a missing logo or favicon, and a merchant code or domain used by two brands.
 */
export function loadBrands(dir: string = BRANDS_DIR): Brand[] {
  const shownDir = basename(dir);
  const folders = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
  if (folders.length === 0) {
    throw new BrandConfigError([
      { file: shownDir, key: WHOLE_FILE, found: 'no brand folders', allowed: 'at least one brand' },
    ]);
  }

  const issues: BrandIssue[] = [];
  const loaded: { brand: Brand; file: string }[] = [];
  for (const folder of folders) {
    const shownFolder = `${shownDir}/${folder}`;
    const file = `${shownFolder}/${CONFIG_FILE}`;
    try {
      const brand = loadOne(join(dir, folder), shownFolder, file);
      loaded.push({ brand, file });
    } catch (error) {
      if (!(error instanceof BrandConfigError)) throw error;
      issues.push(...error.issues);
    }
  }
  issues.push(...sharedValueIssues(loaded));
  if (issues.length > 0) throw new BrandConfigError(issues);
  return loaded.map(({ brand }) => brand);
}

function loadOne(folderPath: string, shownFolder: string, file: string): Brand {
  const folder = basename(folderPath);
  const brand = parseBrand(readJson(join(folderPath, CONFIG_FILE), file), file);
  const issues: BrandIssue[] = [];
  if (brand.code !== folder) {
    issues.push({
      file,
      key: 'code',
      found: describeValue(brand.code),
      allowed: `"${folder}", the name of the brand's folder`,
    });
  }
  for (const asset of ['logo', 'favicon'] as const) {
    const path = brand.theme[asset];
    if (!isFileInside(folderPath, path)) {
      issues.push({
        file,
        key: `theme.${asset}`,
        found: `${describeValue(path)}, which is not a file in ${shownFolder}`,
        allowed: 'a file in the brand folder, like logo.svg',
      });
    }
  }
  if (issues.length > 0) throw new BrandConfigError(issues);
  return brand;
}

function readJson(path: string, file: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new BrandConfigError([
      {
        file,
        key: WHOLE_FILE,
        found: 'no such file',
        allowed: 'a brand.json in every brand folder',
      },
    ]);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new BrandConfigError([
      {
        file,
        key: WHOLE_FILE,
        found: `text that is not JSON (${reason})`,
        allowed: 'a JSON object',
      },
    ]);
  }
}

function isFileInside(folderPath: string, relativePath: string): boolean {
  const path = resolve(folderPath, relativePath);
  if (!path.startsWith(resolve(folderPath) + sep)) return false;
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The server picks a brand by merchant code and by host, so neither may belong to two brands. */
function sharedValueIssues(loaded: readonly { brand: Brand; file: string }[]): BrandIssue[] {
  const issues: BrandIssue[] = [];
  const merchantOwner = new Map<string, string>();
  const domainOwner = new Map<string, string>();
  for (const { brand, file } of loaded) {
    const owner = merchantOwner.get(brand.merchantCode);
    if (owner === undefined) merchantOwner.set(brand.merchantCode, file);
    else {
      issues.push({
        file,
        key: 'merchantCode',
        found: `${describeValue(brand.merchantCode)}, which ${owner} uses too`,
        allowed: 'a merchant code no other brand uses',
      });
    }
    brand.domains.forEach((domain, index) => {
      const domainHolder = domainOwner.get(domain);
      if (domainHolder === undefined) domainOwner.set(domain, file);
      else {
        issues.push({
          file,
          key: `domains[${index}]`,
          found: `${describeValue(domain)}, which ${domainHolder} serves too`,
          allowed: 'a host name no other brand serves',
        });
      }
    });
  }
  return issues;
}
