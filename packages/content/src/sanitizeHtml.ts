import DOMPurify from 'dompurify';

/**
 * Announcement and help content is rich text written in the back office. The server cleans it
 * when it is written; the browser cleans it again before showing it, so a row that slipped
 * past (an older platform, a direct database edit) still cannot run script in the portal.
 */
export const sanitizeHtml = (html: string): string =>
  DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
