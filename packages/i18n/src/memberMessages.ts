import { type I18n, setupI18n } from '@lingui/core';
import {
  type Language,
  MEMBER_MESSAGES,
  type MemberMessageKey,
  memberMessageId,
} from '@portal/contract';
import { localeOf } from './languages.ts';
import { catalogs } from './loadLanguage.ts';

const instances = new Map<Language, Promise<I18n>>();

const instanceFor = (language: Language): Promise<I18n> => {
  let instance = instances.get(language);
  if (!instance) {
    instance = catalogs[language]().then(({ messages }) => {
      const locale = localeOf(language);
      return setupI18n({ locale, messages: { [locale]: messages } });
    });
    instances.set(language, instance);
  }
  return instance;
};

/**
 * A member message (an SMS or e-mail the server sends: contract memberMessages.ts) in
 * `language`, from the same catalogues as the portal's strings. The server's entry to this
 * package (`@portal/i18n/member-messages`): it loads one language's catalogue once and keeps it.
 */
export const memberMessage = async (
  language: Language,
  key: MemberMessageKey,
  values: Record<string, string | number>,
): Promise<string> => {
  const i18n = await instanceFor(language);
  return i18n._({ id: memberMessageId(key), message: MEMBER_MESSAGES[key], values });
};
