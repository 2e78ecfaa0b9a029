/**
 * DOMPurify over a jsdom window, renewed every SANITISATIONS_PER_WINDOW calls. jsdom because
 * DOMPurify is only proven safe on a standards-complete DOM; lighter DOMs parse some markup
 * differently from browsers, and that difference is where sanitiser bypasses live.
 *
 * jsdom takes a second or two to load, so it loads on first use (the server starts loading
 * it early, while the seed waits on password hashing, see app.ts) instead of at import.
 */
export interface Sanitiser {
  /** Rich text as announcements and help topics may hold it: formatting, links, images. */
  richText(html: string): string;
  /** A title or label: text only (the portal shows it as text), every tag removed. */
  plainText(text: string): string;
}

/**
 * Sanitisations one jsdom window serves before a fresh one replaces it. Every sanitisation
 * parses its input into a new document of the window, and jsdom 28 gives each new document a
 * selector engine that adds nine listeners to the window and never removes them: the window's
 * listener list grew by nine a call, each addition scanned the whole list, and the documents
 * stayed reachable. Measured (1,000 plain-text calls a round, one window): 2.3 s, 4.4, 7.0,
 * 13.6, 17.8, 18.4 s and the heap (no forced GC) 132 -> 405 MB; a chat room or a content desk
 * that had sanitised a few thousand texts answered slower with every message. A window
 * replaced after this many calls: 0.55 ms a call, flat, the heap flat at 43 MB after 8,000 calls.
 */
export const SANITISATIONS_PER_WINDOW = 100;

const load = async (): Promise<Sanitiser & { windowsMade(): number }> => {
  const [{ default: createDOMPurify }, { JSDOM }] = await Promise.all([
    import('dompurify'),
    import('jsdom'),
  ]);
  const makePurify = () => {
    const window = new JSDOM('').window;
    const purify = createDOMPurify(window);
    // Links that open a new page must not hand it this page (window.opener).
    purify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    return { window, purify };
  };
  let current = makePurify();
  let windowsMade = 1;
  let uses = 0;
  const purifier = () => {
    if (uses >= SANITISATIONS_PER_WINDOW) {
      // Nothing of the old window is held after the call that used it returned.
      current.window.close();
      current = makePurify();
      windowsMade += 1;
      uses = 0;
    }
    uses += 1;
    return current.purify;
  };
  return {
    richText: (html) =>
      purifier().sanitize(html, {
        USE_PROFILES: { html: true },
        FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
        FORBID_ATTR: ['style'],
        ADD_ATTR: ['target'],
      }),
    plainText: (text) =>
      (
        purifier().sanitize(text, { ALLOWED_TAGS: [], KEEP_CONTENT: true, RETURN_DOM: true })
          .textContent ?? ''
      ).trim(),
    windowsMade: () => windowsMade,
  };
};

let loading: ReturnType<typeof load> | null = null;

/** The process's sanitiser (`windowsMade` says how many jsdom windows it has used so far). */
export const loadSanitiser = (): ReturnType<typeof load> => {
  if (!loading) {
    loading = load();
    // A failed load must not stick: the next write tries again.
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
};
