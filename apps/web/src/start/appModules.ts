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

/** Starts fetching `urls` together, as module preloads (fetched and compiled, not run). */
export const preloadModules = (doc: Document, urls: readonly string[]): void => {
  for (const url of urls) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = url;
    doc.head.append(link);
  }
};
