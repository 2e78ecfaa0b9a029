import { describe, expect, it, vi } from 'vitest';
import { PRELOAD_BATCH, preloadModules, readAppModules } from './appModules.ts';

/** Just enough of a document: elements with attributes, a head that keeps what is appended. */
const fakeDocument = (listed?: string) => {
  const head: Array<{ rel: string; href: string }> = [];
  const doc = {
    head: { append: (link: { rel: string; href: string }) => head.push(link) },
    createElement: () => ({ rel: '', href: '' }),
    getElementById: (id: string) =>
      id === 'app-modules' && listed !== undefined ? { textContent: listed } : null,
  };
  return { doc: doc as unknown as Document, head };
};

describe('preloadModules', () => {
  it('adds the preloads in the list order, a batch to a task, and resolves once all are in', async () => {
    const urls = Array.from({ length: PRELOAD_BATCH * 2 + 2 }, (_, i) => `/assets/m${i}.js`);
    const { doc, head } = fakeDocument();
    // How many preloads were in when each task boundary was asked for.
    const atEachBoundary: number[] = [];
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    setTimeoutSpy.mockImplementation(((run: () => void) => {
      atEachBoundary.push(head.length);
      queueMicrotask(run);
      return 0;
    }) as unknown as typeof setTimeout);
    await preloadModules(doc, urls);
    setTimeoutSpy.mockRestore();
    expect(atEachBoundary).toEqual([PRELOAD_BATCH, PRELOAD_BATCH * 2]);
    expect(head.map((link) => link.href)).toEqual(urls);
    expect(head.every((link) => link.rel === 'modulepreload')).toBe(true);
  });

  it('adds nothing for an empty list', async () => {
    const { doc, head } = fakeDocument();
    await preloadModules(doc, []);
    expect(head).toEqual([]);
  });
});

describe('readAppModules', () => {
  it('keeps only the listed /assets/ addresses, and reads nothing from a broken or missing list', () => {
    expect(
      readAppModules(
        fakeDocument(JSON.stringify(['/assets/a.js', 'https://x.example/b.js', 3])).doc,
      ),
    ).toEqual(['/assets/a.js']);
    expect(readAppModules(fakeDocument('{not json').doc)).toEqual([]);
    expect(readAppModules(fakeDocument().doc)).toEqual([]);
  });
});
