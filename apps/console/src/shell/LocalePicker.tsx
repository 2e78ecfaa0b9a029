import { useLingui } from '@lingui/react/macro';
import {
  CONSOLE_LOCALES,
  type ConsoleLocale,
  LOCALE_NAMES,
  loadConsoleLocale,
} from '../i18n/consoleI18n.ts';

/** English or Chinese; the catalogue loads, then the console re-renders in it. */
export const LocalePicker = () => {
  const { t, i18n } = useLingui();
  return (
    <select
      aria-label={t`Language`}
      value={i18n.locale}
      onChange={(event) => {
        const locale = event.target.value as ConsoleLocale;
        document.documentElement.lang = locale;
        void loadConsoleLocale(locale, i18n);
      }}
    >
      {CONSOLE_LOCALES.map((locale) => (
        <option key={locale} value={locale}>
          {LOCALE_NAMES[locale]}
        </option>
      ))}
    </select>
  );
};
