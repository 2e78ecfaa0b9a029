/**
 * DOMPurify over a jsdom window, made once. jsdom because DOMPurify is only proven safe on a
 * standards-complete DOM; lighter DOMs parse some markup differently from browsers, and
 * that difference is where sanitiser bypasses live.
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

const load = async (): Promise<Sanitiser> => {
  const [{ default: createDOMPurify }, { JSDOM }] = await Promise.all([
    import('dompurify'),
    import('jsdom'),
  ]);
  const purify = createDOMPurify(new JSDOM('').window);
  // Links that open a new page must not hand it this page (window.opener).
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return {
    richText: (html) =>
      purify.sanitize(html, {
        USE_PROFILES: { html: true },
        FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
        FORBID_ATTR: ['style'],
        ADD_ATTR: ['target'],
      }),
    plainText: (text) =>
      (
        purify.sanitize(text, { ALLOWED_TAGS: [], KEEP_CONTENT: true, RETURN_DOM: true })
          .textContent ?? ''
      ).trim(),
  };
};

let loading: Promise<Sanitiser> | null = null;

export const loadSanitiser = (): Promise<Sanitiser> => {
  if (!loading) {
    loading = load();
    // A failed load must not stick: the next write tries again.
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
};
