import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { BET_STATUS_CODES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { ROUND_STATUS } from './db/schema.ts';
import { LEDGER_KINDS } from './ledger/kinds.ts';

/*
 * Order and round statuses, ledger kinds and account codes have one home each (issue 23): the
 * contract's BET_STATUS, db/schema.ts's ROUND_STATUS, ledger/kinds.ts and ledger/accountCodes.ts;
 * so has a list's page count (the contract's pageCount).
 * This scans the server's
 * source (tests and migrations aside: a test states the values it expects, a migration is
 * history) for one spelled by hand anywhere else.
 */

const SRC = import.meta.dirname;
const codes = BET_STATUS_CODES.join('|');
const kinds = Object.values(LEDGER_KINDS).join('|');
// Kinds no other word of the server spells: any literal of one is a kind spelled by hand
// (`deposit_suspense` is also the cashier's suspense house account, so it is left out).
const distinctKinds = Object.values(LEDGER_KINDS)
  .filter((kind) => kind.includes('_') && kind !== LEDGER_KINDS.depositSuspense)
  .join('|');

// A vendor round's statuses. 'open' and 'settled' are also a draw's states, a payout's and an
// agent contract request's statuses, so those two count as a round's only in a file that
// touches `vendor_rounds`; 'rolledback' is a round's alone and counts anywhere.
const roundStatuses = Object.values(ROUND_STATUS).join('|');

const RULES: readonly {
  name: string;
  home: string | null;
  pattern: RegExp;
  /** When set, the rule holds only in a file whose text matches it. */
  within?: RegExp;
}[] = [
  {
    name: 'a bare order status number',
    home: null,
    // `status === 4`, `o.status = 2` in SQL, `status: 8 | 14`, `.where('status', '=', 2)`,
    // `status IN (4, 5)`, `STATUSES = [2, 4]`.
    pattern: new RegExp(
      [
        `\\bstatus\\s*(?:===|!==|==|!=|<>|=|:)\\s*(?:${codes})\\b(?!\\.)`,
        `['"][\\w.]*status['"]\\s*,\\s*['"](?:=|!=|<>|in|not in)['"]\\s*,\\s*\\[?\\s*(?:${codes})\\b`,
        `\\bstatus\\s+(?:NOT\\s+)?IN\\s*\\(\\s*(?:${codes})\\b`,
        `STATUS(?:ES)?\\s*=\\s*\\[\\s*(?:${codes})\\b`,
      ].join('|'),
      'i',
    ),
  },
  {
    name: 'a bare round status string',
    home: 'db/schema.ts',
    within: /vendor_rounds/,
    // `round.status !== 'settled'`, `r.status = 'settled'` in SQL, `status: 'open'`,
    // `.where('vendor_rounds.status', '=', 'settled')`, `status IN ('open', ...)`.
    pattern: new RegExp(
      [
        `\\bstatus\\s*(?:===|!==|==|!=|<>|=|:)\\s*['"](?:${roundStatuses})['"]`,
        `['"][\\w.]*status['"]\\s*,\\s*['"](?:=|!=|<>|in|not in)['"]\\s*,\\s*\\[?\\s*['"](?:${roundStatuses})['"]`,
        `\\bstatus\\s+(?:NOT\\s+)?IN\\s*\\(\\s*'(?:${roundStatuses})'`,
      ].join('|'),
      'i',
    ),
  },
  {
    name: 'a rolled-back round status spelled by hand',
    home: 'db/schema.ts',
    pattern: new RegExp(`['"\`]${ROUND_STATUS.rolledBack}['"\`]`),
  },
  {
    name: 'a ledger account code template',
    home: 'ledger/accountCodes.ts',
    // `member:${id}:main`, `member:${id}:vendor:...`, 'member:%...', `house:${name}`, 'house:...'.
    pattern: /[`'"]member:(?:\$\{[^}]*\}|%):|[`'"]house:/,
  },
  {
    // One rule for how many pages a list has (at least one): the contract's pageCount.
    name: 'a page count worked out by hand',
    home: null,
    pattern: /\btotalPages\s*[:=]\s*(?:Math\.|\d)/,
  },
  {
    name: 'a ledger kind spelled by hand',
    home: 'ledger/kinds.ts',
    // `kind: 'deposit'`, `.where('t.kind', '=', 'deposit')`, `kind IN ('game_bet', ...)`, or
    // a distinctive kind's literal anywhere (a kind passed along as an argument).
    pattern: new RegExp(
      [
        `\\bkind\\b['"]?\\s*(?::|===|!==|=|,\\s*['"]=['"],)\\s*['"](?:${kinds})['"]`,
        `\\bkind\\s+IN\\s*\\(\\s*'(?:${kinds})'`,
        `['"\`](?:${distinctKinds})['"\`]`,
      ].join('|'),
      'i',
    ),
  },
];

/**
 * Money's one home is the contract's money module (issue 23: "validators the forms build from it
 * (no money regex written again in a screen). No float arithmetic on money anywhere"): a screen
 * neither writes a decimal amount's pattern (the contract's `amountValidator`, `parseMoney`,
 * `isTierRate` check amounts and rates) nor turns an amount into a float or into cents by hand.
 * The contract and the brand schema (config, not a screen) are the patterns' home.
 */
const MONEY_RULES: typeof RULES = [
  {
    name: 'a decimal pattern written by hand',
    home: null,
    // A regex literal with an optional decimal part: `(\.\d{1,2})?`, `\.\d{0,3}`.
    pattern: /\/\^?.*\\\.\\d\{\d?,?\d?\}.*\//,
  },
  {
    name: 'money as a float',
    home: null,
    // `parseFloat(...)`, or an amount turned into cents by multiplying it by 100.
    pattern:
      /\bparseFloat\(|\b\w*(?:amount|total|balance|stake|payout|prize|money)\w*\s*\*\s*100\b(?!\s*\}?%)/i,
  },
];

/** The lines of `text` breaking a rule, comments aside. */
const violationsIn = (path: string, text: string, rules = RULES): string[] =>
  text.split('\n').flatMap((line, index) => {
    const code = line.trim();
    if (code.startsWith('*') || code.startsWith('/*') || code.startsWith('//')) return [];
    return rules
      .filter(
        (rule) =>
          rule.home !== path && (!rule.within || rule.within.test(text)) && rule.pattern.test(code),
      )
      .map((rule) => `${path}:${index + 1}: ${rule.name}: ${code}`);
  });

/** Source files below `dir` (tests, stories and migrations aside), relative to it. */
const sourceFiles = async (dir: string, extensions = ['.ts']): Promise<string[]> => {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter(
      (e) =>
        e.isFile() &&
        extensions.some((ext) => e.name.endsWith(ext)) &&
        !/\.(test|stories)\.tsx?$/.test(e.name),
    )
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .filter(
      (path) => !path.split('/').some((part) => part === 'migrations' || part === 'node_modules'),
    );
};

/**
 * The portal's and console's sources: order statuses are the contract's there too (a screen
 * that tests `order.status === 2` breaks when the catalogue's codes move). The other rules
 * are the server's (SQL, ledger kinds and account codes live only there).
 */
const REPO = join(SRC, '..', '..', '..');
const clientFolders = async (): Promise<string[]> =>
  [
    ...(await readdir(join(REPO, 'packages')))
      // The contract is the home of statuses, money and rates; the brand schema is config.
      .filter((pkg) => pkg !== 'contract' && pkg !== 'brand')
      .map((pkg) => join('packages', pkg, 'src')),
    join('apps', 'web', 'src'),
    join('apps', 'console', 'src'),
  ].filter((folder) => existsSync(join(REPO, folder)));

describe('statuses, kinds and account codes named once', () => {
  it('appear nowhere in the server source spelled by hand', async () => {
    const files = await sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const path of files)
      found.push(...violationsIn(path, await readFile(join(SRC, path), 'utf8')));
    expect(found).toEqual([]);
  });

  it('order statuses, decimal patterns and float money appear nowhere in the portal or console source', async () => {
    const rules = [
      ...RULES.filter((rule) => rule.name === 'a bare order status number'),
      ...MONEY_RULES,
    ];
    const found: string[] = [];
    let scanned = 0;
    for (const folder of await clientFolders()) {
      const dir = join(REPO, folder);
      const files = await sourceFiles(dir, ['.ts', '.tsx']);
      scanned += files.length;
      for (const path of files)
        found.push(
          ...violationsIn(`${folder}/${path}`, await readFile(join(dir, path), 'utf8'), rules),
        );
    }
    expect(scanned).toBeGreaterThan(300);
    expect(found).toEqual([]);
  });

  it('catches a decimal pattern and float money in the shapes a screen would write them', () => {
    const caught = (text: string, path = 'packages/cashier/src/X.tsx') =>
      violationsIn(path, text, MONEY_RULES).length;
    for (const line of [
      'const AMOUNT = /^\\d+(\\.\\d{1,2})?$/;',
      'const RATE = /^\\d{1,3}(\\.\\d{1,4})?$/;',
      '  const value = parseFloat(input);',
      '  const minor = Math.round(amount * 100);',
      '  const cents = BigInt(total * 100);',
    ])
      expect(caught(line), line).toBe(1);
    for (const line of [
      'const DAY = /^\\d{4}-\\d{2}-\\d{2}$/;',
      '  const percent = (done / total) * 100;',
      '  const width = ratio * 100;',
    ])
      expect(caught(line), line).toBe(0);
  });

  it('are caught in each shape they were spelled in before', () => {
    // Samples write a template's placeholder as #{...} (a placeholder in a plain string is a lint).
    const caught = (text: string, path = 'lottery/x.ts') =>
      violationsIn(path, text.replaceAll('#{', '$' + '{')).length;
    for (const line of [
      "    .where('status', '=', 2)",
      "        .where('o.status', '<>', 2)",
      '    WHERE o.id = v.id AND o.status = 2',
      '      if (result.status === 4 && order.chase_id) wonChases.add(order.chase_id);',
      '  status: 8 | 14 | 15,',
      '      sql`CASE WHEN o.status IN (4, 5, 16) THEN o.payout END`',
      'const STANDING_ORDER_STATUSES = [2, 4, 5, 16];',
      "    .where('a.code', '=', `member:#{memberId}:main`)",
      "    .where('a.code', 'like', `member:#{memberId}:%`)",
      '    code: `member:#{memberId}:vendor:#{vassalage}`,',
      "      WHEN a.member_id IS NOT NULL AND a.code LIKE 'member:%:main' THEN 'main'",
      "      WHEN a.code LIKE 'house:vendor:%' THEN 'vendorHouses'",
      '    const stakesCode = `house:#{stakesAccountName(memberId)}`;',
      "      kind: 'mission_reward',",
      "      AND t.kind IN ('game_bet', 'game_rollback')`",
      "    .where('t.kind', '=', 'deposit')",
      "        'lottery_void',",
      '    totalPages: Math.ceil(Number(total) / p.pageSize),',
      '    totalPages: Math.max(1, Math.ceil(total / filter.pageSize)),',
      '    if (kinds.length === 0) return { content: [], pageNum: 1, totalPages: 0 };',
    ]) {
      expect(caught(line), line).toBe(1);
    }
    // Not order statuses, account codes or ledger kinds: HTTP and process statuses, an SMS
    // code's destination, other things' kinds, comments, and each rule's own home.
    for (const line of [
      '      status: 400,',
      '  return result.status === 0;',
      '      status: BET_STATUS.notDrawn,',
      'const destinationOf = (memberId: number) => `member:#{memberId}`;',
      "    kind: 'withdrawalApproved',",
      "    if (row.kind === 'ewallet') {",
      ' * Holding accounts: `house:lottery_stakes:<shard>`, status 2 orders.',
      '    totalPages: pageCount(total, input.pageSize),',
    ]) {
      expect(caught(line), line).toBe(0);
    }
    expect(
      caught('  house: (name: string): string => `house:#{name}`,', 'ledger/accountCodes.ts'),
    ).toBe(0);
  });
});
