import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * A feature changes only the queries it owns (issue 23): a mutation that moves money tells the
 * session once (`useMoneyMoved`), and every query that shows money or progress follows that
 * signal (`followsMoney`), so no feature invalidates or overwrites another feature's key by hand.
 * This scans the portal's and the console's source (tests and stories aside) for every write
 * to the query cache and checks that the key it names is one its own package or app defines.
 */

const ROOT = join(import.meta.dirname, '..', '..', '..');
const OWNERS = ['packages', 'apps/web', 'apps/console'];

/** The calls that change another query's cached state. */
const WRITE = /\.(invalidateQueries|setQueryData|refetchQueries|removeQueries|resetQueries)\(/g;

/**
 * Helpers whose key is a parameter: the names come from their callers, which are checked where
 * they are given (`lists` below), or are all the app's own (the console is one app).
 */
const PARAMETER_KEYS: Record<string, string> = {
  'packages/agent/src/api/refreshing.ts': 'its callers name the lists, checked as literals',
  'apps/console/src/api/staffQueries.ts': "the console's own staff reads",
};

interface Source {
  file: string;
  owner: string;
  text: string;
}

const sourceFiles = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .filter((entry) => !/\.(test|stories)\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !file.includes('node_modules') && file.includes(`${'/'}src/`));
};

/** `packages/<name>` or `apps/<name>`: who owns a file's queries. */
const ownerOf = (file: string) => file.split('/').slice(0, 2).join('/');

const readSources = async (): Promise<Source[]> => {
  const files = (await Promise.all(OWNERS.map((owner) => sourceFiles(join(ROOT, owner))))).flat();
  return Promise.all(
    files.map(async (path) => {
      const file = relative(ROOT, path);
      return { file, owner: ownerOf(file), text: await readFile(path, 'utf8') };
    }),
  );
};

/** The text of a call's arguments, from just after its `(` to the matching `)`. */
const argumentsFrom = (text: string, start: number) => {
  let depth = 1;
  for (let at = start; at < text.length; at += 1) {
    if (text[at] === '(') depth += 1;
    if (text[at] === ')') depth -= 1;
    if (depth === 0) return text.slice(start, at);
  }
  return text.slice(start);
};

/** What an owner defines: the call names and literal keys of its queries, and its identifiers. */
const definitions = (sources: readonly Source[]) => {
  const keys = new Map<string, Set<string>>();
  const names = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, owner: string, value: string) => {
    const set = map.get(owner) ?? new Set<string>();
    set.add(value);
    map.set(owner, set);
  };
  for (const { owner, text } of sources) {
    for (const match of text.matchAll(/callQuery\(\s*[\w.()]+\s*,\s*'(\w+)'/g)) {
      add(keys, owner, match[1] as string);
    }
    // A literal key in a query's options (not in a cache write's own argument).
    for (const match of text.matchAll(
      /(?<!(?:Queries|QueryData)\(\{\s*)queryKey:\s*\[\s*'([\w-]+)'/g,
    )) {
      add(keys, owner, match[1] as string);
    }
    for (const match of text.matchAll(/(?:const|function)\s+(\w+)\b/g)) {
      add(names, owner, match[1] as string);
    }
  }
  return { keys, names };
};

interface Write {
  file: string;
  owner: string;
  key: string;
  problem: string | null;
}

/** Every cache write, with the key it names and what is wrong with it (null when it is owned). */
const cacheWrites = (sources: readonly Source[]): Write[] => {
  const { keys, names } = definitions(sources);
  const owns = (owner: string, key: string) => keys.get(owner)?.has(key) === true;
  const declares = (owner: string, name: string) => names.get(owner)?.has(name) === true;
  const writes: Write[] = [];
  for (const { file, owner, text } of sources) {
    const literal = (key: string) =>
      writes.push({
        file,
        owner,
        key,
        problem: owns(owner, key) ? null : `names '${key}', a query ${owner} does not define`,
      });
    for (const match of text.matchAll(WRITE)) {
      const args = argumentsFrom(text, (match.index ?? 0) + match[0].length);
      const named =
        /^\s*(?:\{\s*queryKey:\s*)?callQuery\(\s*[\w.()]+\s*,\s*'(\w+)'/.exec(args) ??
        /^\s*(?:\{\s*queryKey:\s*)?\[\s*'([\w-]+)'/.exec(args);
      const built = /^\s*(?:\{\s*queryKey:\s*)?(\w+)\(/.exec(args);
      const held = /^\s*(?:\{\s*queryKey:\s*)?(\w+)\s*[,}]|^\s*\{\s*(queryKey)\s*\}/.exec(args);
      if (named) literal(named[1] as string);
      else if (/^\s*\{\s*predicate:/.test(args)) {
        const key = 'a predicate';
        const problem = owner === 'packages/session' ? null : 'invalidates by predicate';
        writes.push({ file, owner, key, problem });
      } else if (built) {
        const key = `${built[1]}()`;
        const problem = declares(owner, built[1] as string) ? null : `calls ${key}, not its own`;
        writes.push({ file, owner, key, problem });
      } else if (held) {
        const name = (held[1] ?? held[2]) as string;
        const local = new RegExp(`(?:const|let)\\s+(?:\\{\\s*)?${name}\\b`).test(text);
        const problem = local || declares(owner, name) ? null : `holds ${name}, not its own`;
        writes.push({ file, owner, key: name, problem });
      } else if (/^\s*\{\s*queryKey:\s*\[\s*\w+\s*\]/.test(args) && PARAMETER_KEYS[file]) {
        writes.push({ file, owner, key: 'a parameter', problem: null });
      } else {
        writes.push({
          file,
          owner,
          key: args.trim(),
          problem: 'names a key this scan cannot read',
        });
      }
    }
    // The agent's refreshing mutations name their lists as the helper's last argument.
    if (text.includes('useRefreshingMutation(')) {
      for (const match of text.matchAll(/\[((?:\s*'\w+',?)+)\s*\],?\s*\)/g)) {
        for (const key of (match[1] as string).matchAll(/'(\w+)'/g)) literal(key[1] as string);
      }
    }
  }
  return writes;
};

describe('query ownership', () => {
  it('finds the cache writes of the portal and console', async () => {
    const writes = cacheWrites(await readSources());
    // The scan reads what it should: the session's signal and the features' own refreshes.
    expect(writes.filter((write) => write.owner === 'packages/session').length).toBeGreaterThan(0);
    expect(writes.length).toBeGreaterThan(20);
  });

  it('lets no feature write a query key it does not own', async () => {
    const wrong = cacheWrites(await readSources())
      .filter((write) => write.problem !== null)
      .map((write) => `${write.file}: ${write.problem}`);
    expect(wrong).toEqual([]);
  });

  it('catches a key planted in another feature', () => {
    const planted = cacheWrites([
      {
        file: 'packages/cashier/src/api/owned.ts',
        owner: 'packages/cashier',
        text: "callQuery(scope, 'withdrawalInfo', {}); client.invalidateQueries({ queryKey: ['withdrawalInfo'] });",
      },
      {
        file: 'packages/promotions/src/api/planted.ts',
        owner: 'packages/promotions',
        text: "client.invalidateQueries({ queryKey: ['loginInfo'] }); client.setQueryData(bankCardsQuery(scope).queryKey, []);",
      },
    ]);
    expect(writes(planted)).toEqual([
      ['packages/cashier/src/api/owned.ts', null],
      ['packages/promotions/src/api/planted.ts', expect.stringContaining("'loginInfo'")],
      ['packages/promotions/src/api/planted.ts', expect.stringContaining('bankCardsQuery()')],
    ]);
  });
});

const writes = (list: readonly Write[]) => list.map((write) => [write.file, write.problem]);
