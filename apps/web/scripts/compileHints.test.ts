import { describe, expect, it } from 'vitest';
import {
  type BuiltChunk,
  COMPILE_HINT,
  compileHints,
  HINTED_MIN_BYTES,
  hintedChunks,
} from './compileHints.ts';

const big = 'x'.repeat(HINTED_MIN_BYTES);

const chunk = (
  fileName: string,
  facadeModuleId: string | null,
  imports: string[] = [],
  code = big,
  isEntry = false,
): BuiltChunk => ({ fileName, facadeModuleId, imports, code, isEntry });

/** A build like the portal's: entry, runtime, app, screens, shared chunks, a catalogue. */
const build = (): BuiltChunk[] => [
  chunk('index.js', '/repo/apps/web/src/entry.ts', ['runtime.js'], big, true),
  chunk('runtime.js', null),
  chunk('main.js', '/repo/apps/web/src/main.tsx', ['runtime.js', 'queries.js', 'tiny.js']),
  chunk('queries.js', null),
  chunk('tiny.js', null, [], 'export const a = 1;'),
  chunk('App.js', 'C:\\repo\\apps\\web\\src\\App.tsx', ['runtime.js']),
  chunk('HomePage.js', '/repo/apps/web/src/screens/HomePage.tsx', ['cards.js']),
  chunk('cards.js', null),
  chunk('LotteryPage.js', '/repo/apps/web/src/screens/LotteryPage.tsx', ['lottery.js']),
  chunk('lottery.js', null),
  chunk('en.js', '/repo/packages/i18n/src/locales/en.ts'),
  chunk('other-main.js', '/repo/packages/other/src/main.tsx'),
  chunk('bannerSwiper.js', '/repo/packages/content/src/bannerSwiper.ts', ['runtime.js']),
  chunk('otherSwiper.js', '/repo/packages/other/src/bannerSwiper.ts'),
];

describe('hintedChunks', () => {
  it('takes the first load (the entry, the first-load modules and what they import) and the chunks that run on arrival', () => {
    const files = hintedChunks(build()).map((c) => c.fileName);
    expect(files.sort()).toEqual(
      [
        'App.js',
        'HomePage.js',
        'bannerSwiper.js',
        'cards.js',
        'index.js',
        'main.js',
        'queries.js',
        'runtime.js',
      ].sort(),
    );
  });

  it('leaves other screens, the catalogues, small chunks and look-alike modules lazy', () => {
    const files = hintedChunks(build()).map((c) => c.fileName);
    for (const lazy of [
      'LotteryPage.js',
      'lottery.js',
      'en.js',
      'tiny.js',
      'other-main.js',
      'otherSwiper.js',
    ]) {
      expect(files).not.toContain(lazy);
    }
  });
});

describe('compileHints', () => {
  const run = (bundle: Record<string, unknown>) => {
    const hook = compileHints().generateBundle;
    if (typeof hook !== 'object' || !hook) throw new Error('the plugin has no generateBundle');
    (hook.handler as (options: unknown, bundle: unknown) => void)({}, bundle);
  };

  it('puts the hint first and moves the source map a line down', () => {
    const main = {
      ...chunk('main.js', '/repo/apps/web/src/main.tsx'),
      type: 'chunk',
      code: `const __vite__mapDeps=0;\n${big}`,
    };
    const lazy = {
      ...chunk('LotteryPage.js', '/repo/apps/web/src/screens/LotteryPage.tsx'),
      type: 'chunk',
    };
    const map = { type: 'asset', source: JSON.stringify({ version: 3, mappings: 'AAAA;AACA' }) };
    const bundle = { 'main.js': main, 'main.js.map': map, 'LotteryPage.js': lazy };
    run(bundle);
    expect(main.code.split('\n')[0]).toBe(COMPILE_HINT);
    expect(main.code.split('\n')[1]).toBe('const __vite__mapDeps=0;');
    expect(JSON.parse(map.source).mappings).toBe(';AAAA;AACA');
    expect(lazy.code).toBe(big);
  });
});
