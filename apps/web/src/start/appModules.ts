/** The element the assemble step lists the app's modules in (apps/web/scripts/brandPage.ts). */
export const APP_MODULES_ELEMENT_ID = 'app-modules';

/**
 * The app's module addresses the page lists (the language's catalogue, the app, the home
 * screen, with what they import). None outside a built page, or when the list is unreadable:
 * the app then still loads, its modules fetched as the imports reach them.
 */
export const readAppModules = (doc: Document): string[] => {
  const text = doc.getElementById(APP_MODULES_ELEMENT_ID)?.textContent;
  if (!text) return [];
  let listed: unknown;
  try {
    listed = JSON.parse(text);
  } catch {
    // Only a head start is lost (see above).
    return [];
  }
  return Array.isArray(listed)
    ? listed.filter((url): url is string => typeof url === 'string' && url.startsWith('/assets/'))
    : [];
};

/** How many module preloads are added in one task. */
export const PRELOAD_BATCH = 6;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts fetching `urls` as module preloads (fetched and compiled, not run), in the list's
 * order, `PRELOAD_BATCH` to a task: adding the home page's thirty or so in one task held the
 * main thread for 20 to 30 ms (each starts its fetch as it is added). Resolves once all are in.
 */
export const preloadModules = async (doc: Document, urls: readonly string[]): Promise<void> => {
  for (let at = 0; at < urls.length; at += PRELOAD_BATCH) {
    if (at > 0) await nextTask();
    for (const url of urls.slice(at, at + PRELOAD_BATCH)) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = url;
      doc.head.append(link);
    }
  }
};
