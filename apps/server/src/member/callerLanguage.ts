import { LANGUAGES, type Language } from '@portal/contract';
import type { Db } from '../db/database.ts';

const isLanguage = (value: string | undefined | null): value is Language =>
  !!value && (LANGUAGES as readonly string[]).includes(value);

/** What a call knows of its caller's language (a CallContext has these fields). */
export interface LanguageSources {
  services: { db: Db };
  session: { memberId: number } | null;
  merchant: { brand: { defaultLanguage: string } };
  requestLanguage?: Language;
}

/**
 * The language content is served in (issue 27): the member's own choice (`updateLanguage`)
 * first, so a member reads the same language on every device; else the language the call
 * names (its `language` field, then the portal's `Language` header); else the brand's
 * default, which every item has a text in.
 */
export const callerLanguage = async (
  ctx: LanguageSources,
  asked?: Language | undefined,
): Promise<Language> => {
  if (ctx.session) {
    const member = await ctx.services.db
      .selectFrom('members')
      .select('language')
      .where('id', '=', ctx.session.memberId)
      .executeTakeFirst();
    if (isLanguage(member?.language)) return member.language;
  }
  if (asked) return asked;
  if (ctx.requestLanguage) return ctx.requestLanguage;
  return isLanguage(ctx.merchant.brand.defaultLanguage) ? ctx.merchant.brand.defaultLanguage : 'EN';
};

/** A name in `language` if staff wrote one, else the default language's name. */
export const nameIn = (
  language: Language,
  fallback: string,
  names: Partial<Record<string, string>> | null | undefined,
): string => names?.[language] || fallback;

/** An item's title and content in `language` if staff wrote them, else the default's. */
export const textIn = <T extends { title: string; content: string }>(
  language: Language,
  row: T & { translations: Partial<Record<string, { title: string; content: string }>> },
): { title: string; content: string } => {
  const text = row.translations[language];
  return text?.title
    ? { title: text.title, content: text.content }
    : { title: row.title, content: row.content };
};
