import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * DOMPurify over a jsdom window, made once. jsdom because DOMPurify is only proven safe on a
 * standards-complete DOM; lighter DOMs parse some markup differently from browsers, and
 * that difference is where sanitiser bypasses live.
 */
const purify = createDOMPurify(new JSDOM('').window);

// Links that open a new page must not hand it this page (window.opener).
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** Rich text as announcements and help topics may hold it: formatting, links, images. */
export const sanitiseRichText = (html: string): string =>
  purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });

/** A title or label: text only (the portal shows it as text), every tag removed. */
export const plainText = (text: string): string =>
  (
    purify.sanitize(text, { ALLOWED_TAGS: [], KEEP_CONTENT: true, RETURN_DOM: true }).textContent ??
    ''
  ).trim();
