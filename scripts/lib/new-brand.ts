/**
 * scripts/new-brand <code> --name "<name>" [options]: a new brand in one command. Asks on a
 * terminal for every answer not given as a flag (without a terminal, or with --yes, takes the
 * defaults), draws the logo and favicon from the name, validates the brand like any
 * brand.json (a bad value names the file, the key, what was found and what is allowed),
 * writes brands/<code>/ in one step, assembles its portal page when the portal is built, and,
 * when a server answers, waits until it serves the brand (the server watches the folder).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import {
  BRAND_SWITCHES,
  type BrandAnswers,
  BrandConfigError,
  type BrandIssue,
  draftBrand,
  drawFavicon,
  drawLogo,
  formatBrandIssue,
  merchantCodeFor,
  parseBrand,
  STANDARD_SWITCHES,
} from '../../packages/brand/src/index.ts';
import { BRANDS_DIR, loadBrands } from '../../packages/brand/src/node.ts';
import {
  COCKFIGHT_PROVIDERS,
  LANGUAGES,
  type Language,
  PRIZE_MODES,
} from '../../packages/contract/src/index.ts';

const root = join(import.meta.dirname, '..', '..');
const started = performance.now();

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    name: { type: 'string' },
    'merchant-code': { type: 'string' },
    languages: { type: 'string' },
    'default-language': { type: 'string' },
    currency: { type: 'string' },
    'currency-symbol': { type: 'string' },
    primary: { type: 'string' },
    secondary: { type: 'string' },
    accent: { type: 'string' },
    domains: { type: 'string' },
    cockfight: { type: 'string' },
    'prize-modes': { type: 'string' },
    switches: { type: 'string' },
    wallet: { type: 'string' },
    'brands-dir': { type: 'string' },
    server: { type: 'string' },
    yes: { type: 'boolean', short: 'y' },
    help: { type: 'boolean', short: 'h' },
  },
});

const USAGE = `scripts/new-brand <code> --name "<name>" [options]
  --merchant-code X     capitals and digits (default: from the code)
  --languages EN,TH     offered languages (${LANGUAGES.join(' ')})
  --default-language EN one of the languages
  --currency PHP --currency-symbol ₱
  --primary #rrggbb --secondary #rrggbb --accent #rrggbb   (default: from the name)
  --domains a.example.com,b.example.com   (default: <code>.localhost, <code>.example.com)
  --cockfight DIG,DS88|none   --prize-modes LOTT,ZY,ELOTT,SEA
  --switches COMM3,REG3,...   switches on (default: the standard set)
  --wallet single|multi       one wallet, or one per game vendor
  --brands-dir DIR      (default: brands/, or BRANDS_DIR)
  --server URL          a running server to wait for (default: http://127.0.0.1:8080)
  --yes                 take every default without asking`;

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const list = (text: string | undefined) =>
  text === undefined
    ? undefined
    : text === 'none' || text === ''
      ? []
      : text
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean);

const brandsDir = values['brands-dir'] ?? process.env.BRANDS_DIR ?? BRANDS_DIR;
const interactive = process.stdin.isTTY && !values.yes;
const prompt = interactive
  ? createInterface({ input: process.stdin, output: process.stdout })
  : null;

/** The flag's value, else (on a terminal) the answer typed, else the default. */
const ask = async (question: string, given: string | undefined, fallback: string) => {
  if (given !== undefined) return given;
  if (!prompt) return fallback;
  const answer = (await prompt.question(`${question} [${fallback}]: `)).trim();
  return answer === '' ? fallback : answer;
};

const fail = (issues: readonly BrandIssue[] | string[]): never => {
  for (const issue of issues) {
    console.error(typeof issue === 'string' ? issue : formatBrandIssue(issue));
  }
  prompt?.close();
  process.exit(1);
};

const code = await ask('Brand code (folder and host name)', positionals[0], '');
if (!code) fail([`usage: ${USAGE}`]);
const shownFile = `brands/${code}/brand.json`;
if (existsSync(join(brandsDir, code))) {
  fail([
    {
      file: shownFile,
      key: 'code',
      found: `"${code}", which is taken`,
      allowed: 'a new brand code',
    },
  ]);
}
const name = await ask('Display name', values.name, code);
const languages = list(await ask('Languages', values.languages, 'EN')) as Language[];
const answers: BrandAnswers = {
  code,
  name,
  merchantCode: await ask('Merchant code', values['merchant-code'], merchantCodeFor(code)),
  languages,
  defaultLanguage: (await ask(
    'Default language',
    values['default-language'],
    languages[0] ?? 'EN',
  )) as Language,
  currency: await ask('Currency', values.currency, 'PHP'),
  currencySymbol: await ask('Currency symbol', values['currency-symbol'], '₱'),
  colors: {
    ...(values.primary ? { primary: values.primary } : {}),
    ...(values.secondary ? { secondary: values.secondary } : {}),
    ...(values.accent ? { accent: values.accent } : {}),
  },
  domains: list(await ask('Domains', values.domains, `${code}.localhost,${code}.example.com`)),
  cockfightProviders: list(
    await ask('Cockfight providers', values.cockfight, COCKFIGHT_PROVIDERS[0]),
  ),
  prizeModes: list(await ask('Prize modes', values['prize-modes'], PRIZE_MODES[0])),
  switchesOn: list(
    await ask(
      `Switches on (of ${BRAND_SWITCHES.length})`,
      values.switches,
      STANDARD_SWITCHES.join(','),
    ),
  ),
  wallet: await ask('Wallet mode (single or multi)', values.wallet, 'single'),
};
prompt?.close();

// The brand as any brand.json is checked, then against the brands already there.
const draft = draftBrand(answers);
let brand: ReturnType<typeof parseBrand>;
try {
  brand = parseBrand(draft, shownFile);
} catch (error) {
  if (error instanceof BrandConfigError) fail(error.issues);
  throw error;
}
let existing: ReturnType<typeof loadBrands> = [];
try {
  existing = existsSync(brandsDir) ? loadBrands(brandsDir) : [];
} catch (error) {
  if (error instanceof BrandConfigError) {
    fail([
      'the brands already there have problems; fix them first:',
      ...error.issues.map(formatBrandIssue),
    ]);
  }
  throw error;
}
const clashes: BrandIssue[] = [];
for (const other of existing) {
  if (other.merchantCode === brand.merchantCode) {
    clashes.push({
      file: shownFile,
      key: 'merchantCode',
      found: `"${brand.merchantCode}", which brands/${other.code}/brand.json uses too`,
      allowed: 'a merchant code no other brand uses',
    });
  }
  brand.domains.forEach((domain, index) => {
    if (other.domains.includes(domain)) {
      clashes.push({
        file: shownFile,
        key: `domains[${index}]`,
        found: `"${domain}", which brands/${other.code}/brand.json serves too`,
        allowed: 'a host name no other brand serves',
      });
    }
  });
}
if (clashes.length > 0) fail(clashes);

// Written beside, then renamed into place: a watching server sees the whole brand at once.
const staging = join(brandsDir, `.new-${code}`);
rmSync(staging, { recursive: true, force: true });
mkdirSync(staging, { recursive: true });
const colours = brand.theme.colors;
writeFileSync(join(staging, 'logo.svg'), drawLogo(brand.name, colours.primary, colours.accent));
writeFileSync(join(staging, 'favicon.svg'), drawFavicon(brand.name, colours.primary));
writeFileSync(join(staging, 'brand.json'), `${JSON.stringify(draft, null, 2)}\n`);
renameSync(staging, join(brandsDir, code));
console.log(
  `wrote brands/${code}/ (brand.json, logo.svg, favicon.svg) for ${brand.name} (${brand.merchantCode})`,
);

// The portal page, when the portal is built (scripts/start builds it otherwise).
if (existsSync(join(root, 'apps', 'web', 'dist', 'index.html'))) {
  execFileSync(
    process.execPath,
    [join(root, 'apps', 'web', 'scripts', 'assemble.ts'), '--brand', code],
    {
      env: { ...process.env, BRANDS_DIR: brandsDir },
      stdio: 'inherit',
    },
  );
}

// A running server picks the brand up by itself; wait until it answers for it.
const server = values.server ?? process.env.PORTAL_SERVER ?? 'http://127.0.0.1:8080';
const serves = async () => {
  try {
    const response = await fetch(`${server}/wps/system/status`, {
      headers: { merchant: brand.merchantCode },
    });
    return response.status === 200;
  } catch {
    return null;
  }
};
let answer = await serves();
if (answer === null) {
  console.log(`no server answers at ${server}: scripts/start serves the new brand`);
} else {
  const deadline = Date.now() + 60_000;
  while (!answer && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    answer = await serves();
  }
  if (!answer)
    fail([`the server at ${server} does not serve ${brand.merchantCode} after 60 s: see its log`]);
  const port = new URL(server).port || '80';
  console.log(
    `served: http://${brand.domains.find((d) => d.endsWith('.localhost')) ?? brand.domains[0]}:${port}/`,
  );
}
console.log(`new brand ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
