import { LANGUAGES, type Language, type MemberMessageKey } from '@portal/contract';
import { memberMessage } from '@portal/i18n/member-messages';

const isLanguage = (value: string | null | undefined): value is Language =>
  !!value && (LANGUAGES as readonly string[]).includes(value);

/** What a message's language is chosen from (a CallContext has the last two). */
export interface MessageLanguageSources {
  /** The member's own choice (`updateLanguage`, or the language they registered in). */
  memberLanguage?: string | null | undefined;
  requestLanguage?: Language | undefined;
  merchant: { brand: { defaultLanguage: string } };
}

/**
 * The language an SMS or e-mail to a member is written in (issue 27): the member's own choice
 * first, so a message reads like their portal on every device; else the language of the page
 * that asked for it (a visitor's); else the brand's default.
 */
export const messageLanguage = (from: MessageLanguageSources): Language => {
  if (isLanguage(from.memberLanguage)) return from.memberLanguage;
  if (from.requestLanguage) return from.requestLanguage;
  return isLanguage(from.merchant.brand.defaultLanguage)
    ? from.merchant.brand.defaultLanguage
    : 'EN';
};

/** A message's subject and body in `language`, from the portal's catalogues. */
export const wordMessage = async (
  language: Language,
  keys: { subject: MemberMessageKey; body: MemberMessageKey },
  values: Record<string, string | number>,
): Promise<{ subject: string; body: string }> => ({
  subject: await memberMessage(language, keys.subject, values),
  body: await memberMessage(language, keys.body, values),
});
