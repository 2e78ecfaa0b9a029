import { beforeEach, inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The brand whose pass this browser instance runs (vitest.config.ts). */
    storyBrand: string;
  }
  export interface TaskMeta {
    /** The brand a story test ran in, for the failure list of scripts/test (summary.ts). */
    brand?: string;
  }
}

/**
 * Every story runs once per demo brand under the same name: each result carries its brand, so a
 * story failing in one brand only says which (the JSON report, and scripts/test's summary).
 */
beforeEach((context) => {
  context.task.meta.brand = inject('storyBrand');
});
