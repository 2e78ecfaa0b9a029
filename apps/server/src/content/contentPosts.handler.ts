import { CONTENT_PAGE_TYPES, type ContentPost } from '@portal/contract';
import type { HandlerMap } from '../http/context.ts';
import { callerLanguage, textIn } from '../member/callerLanguage.ts';
import { announcementRows } from './content.ts';

/** How many characters of a post's text its summary shows (designed). */
const SUMMARY_LENGTH = 160;

/**
 * A post's summary: its text without tags, cut at a word. The content is sanitised HTML
 * already, so dropping tags and decoding the few entities DOMPurify writes gives its text.
 */
export const summaryOf = (html: string): string => {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= SUMMARY_LENGTH) return text;
  const cut = text.slice(0, SUMMARY_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > SUMMARY_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
};

/** The posts of /seamless, /sponsor and /description, newest first, in the caller's language. */
export const contentPostsHandlers = {
  contentPosts: async (input, ctx) => {
    const language = await callerLanguage(ctx, input.language);
    const rows = await announcementRows(
      ctx.services.db,
      ctx.merchant.id,
      [CONTENT_PAGE_TYPES[input.page]],
      ctx.session !== null,
      ctx.services.clock(),
      language,
    );
    const dateOf = (row: (typeof rows)[number]) =>
      row.publish_from ?? row.updated_at ?? row.created_at;
    const posts: ContentPost[] = rows
      .sort((a, b) => dateOf(b).getTime() - dateOf(a).getTime() || b.id - a.id)
      .map((row) => {
        const text = textIn(language, row);
        return {
          id: row.id,
          title: text.title,
          date: dateOf(row).toISOString(),
          summary: summaryOf(text.content),
          content: text.content,
        };
      });
    return { posts };
  },
} satisfies HandlerMap;
