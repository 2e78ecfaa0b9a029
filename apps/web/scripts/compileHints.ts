import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chromium 136 and later): a script that starts with this comment
 * has all its functions compiled as it loads, on a background thread while the rest of the page
 * downloads, instead of each one on the main thread the first time it is called. Other
 * browsers read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The app's modules a first load of the home page runs (src/entry.ts imports main.tsx once the
 * page has painted, main.tsx imports App.tsx; the home screen is where most visits start).
 * scripts/assemble.ts lists the same chunks, with their imports, for the page to fetch at once.
 */
export const FIRST_LOAD_MODULES = ['src/main.tsx', 'src/App.tsx', 'src/screens/HomePage.tsx'];

/**
 * Chunks loaded later that run at once, and in full, when they arrive (paths from the
 * repository's root): the banner carousel's swiper starts on its slides as soon as its chunk is
 * there, and compiling swiper function by function was most of that start's time on a phone.
 */
export const RUN_ON_ARRIVAL_MODULES = ['packages/content/src/bannerSwiper.ts'];

/**
 * Chunks smaller than this keep lazy compilation: compiling them on first call costs little,
 * and the comment's bytes would count against the first-load budget of each small file.
 */
export const HINTED_MIN_BYTES = 4096;

/** What the hint needs to know of a built chunk. */
export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  /** The files of the chunks it imports statically. */
  imports: readonly string[];
  code: string;
}

const facadeOf = (chunk: BuiltChunk): string => chunk.facadeModuleId?.replaceAll('\\', '/') ?? '';

const isFirstLoadFacade = (chunk: BuiltChunk): boolean =>
  FIRST_LOAD_MODULES.some((module) => facadeOf(chunk).endsWith(`/apps/web/${module}`));

const runsOnArrival = (chunk: BuiltChunk): boolean =>
  RUN_ON_ARRIVAL_MODULES.some((module) => facadeOf(chunk).endsWith(`/${module}`));

/**
 * The chunks to compile as they load: those a first load of the home page runs (the entry and
 * the first-load modules, with every chunk they import statically; the language catalogue,
 * which is mostly data, is loaded apart) and those that run on arrival, of at least
 * `HINTED_MIN_BYTES`.
 */
export const hintedChunks = (chunks: readonly BuiltChunk[]): BuiltChunk[] => {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const reached = new Set<BuiltChunk>();
  const reach = (chunk: BuiltChunk | undefined) => {
    if (!chunk || reached.has(chunk)) return;
    reached.add(chunk);
    for (const file of chunk.imports) reach(byFile.get(file));
  };
  for (const chunk of chunks) {
    if (chunk.isEntry || isFirstLoadFacade(chunk) || runsOnArrival(chunk)) reach(chunk);
  }
  return [...reached].filter((chunk) => chunk.code.length >= HINTED_MIN_BYTES);
};

/**
 * Puts the compile hint at the top of the first load's chunks, and moves their source maps a
 * line down to match. It runs last, once Vite has put its own first line (the dynamic
 * imports' dependency map) at the top; like that line, it comes after the file names' hashes
 * are taken, and the same source always gets the same hint. Measured with Lighthouse's mobile
 * profile, interleaved with the build without it, a fresh browser each run (a first visit),
 * median total blocking time: sunrise 68 to 39 ms, lucky88 82 to 51 ms (eight runs each).
 */
export const compileHints = (): Plugin => ({
  name: 'portal:compile-hints',
  apply: 'build',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' ? [output] : [],
      );
      for (const built of hintedChunks(chunks)) {
        const chunk = bundle[built.fileName];
        if (chunk?.type !== 'chunk') continue;
        chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        const map = bundle[`${chunk.fileName}.map`];
        if (map?.type === 'asset' && typeof map.source === 'string') {
          const parsed = JSON.parse(map.source) as { mappings: string };
          parsed.mappings = `;${parsed.mappings}`;
          map.source = JSON.stringify(parsed);
        }
      }
    },
  },
});
