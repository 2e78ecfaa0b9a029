/**
 * Fails (exit 1) when a catalogue is incomplete: a message in the source but not in the
 * catalogues, a locale without a translation, a translation that is a copy of the English
 * text or drops a placeholder, or an error code without its `error.<code>` message. Then
 * compiles the catalogues strictly into the TypeScript modules `loadLanguage` imports.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatter } from '@lingui/format-po';
import {
  ERRORS,
  errorMessageId,
  LANGUAGE_TAGS,
  LANGUAGES,
  PORTAL_ERROR_CODES,
} from '@portal/contract';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const linguiBin = join(dirname(fileURLToPath(import.meta.resolve('@lingui/cli'))), 'lingui.js');
const sourceLocale = LANGUAGE_TAGS.EN;

const lingui = (...args: string[]) => {
  execFileSync(process.execPath, [linguiBin, ...args, '--workers', '1'], {
    cwd: root,
    stdio: 'inherit',
  });
};

const problems: string[] = [];

try {
  // Source and catalogues agree: nothing extracted is missing, nothing obsolete lingers.
  lingui('check', 'sync', '--clean');
  // Every locale has its own translation of every message (no fallback to English).
  lingui('check', 'missing', '--mode', 'catalog', '--verbose');
} catch {
  problems.push('lingui check failed (see above); run `pnpm --filter @portal/i18n extract`');
}

const po = formatter({ lineNumbers: false });
type Entry = { message?: string; translation?: string; obsolete?: boolean };
const readCatalog = async (locale: string): Promise<Record<string, Entry>> => {
  const filename = join(root, 'src', 'locales', `${locale}.po`);
  return (await po.parse(readFileSync(filename, 'utf8'), {
    locale,
    sourceLocale,
    filename,
  })) as Record<string, Entry>;
};

// Variables ({name}) and the numbered tags of <Trans> components (<0>...</0>) must survive.
const placeholders = (text: string): string =>
  [...text.matchAll(/\{\s*([\w.]+)|<\/?(\d+)\s*\/?>/g)]
    .map((match) => match[0].replace(/\s/g, ''))
    .sort()
    .join(',');
const hasLetters = /\p{L}/u;
// Scripts a translation must use, so a pasted English text cannot pass for the language.
const scripts: Record<string, RegExp> = {
  'zh-CN': /\p{Script=Han}/u,
  'zh-TW': /\p{Script=Han}/u,
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  th: /\p{Script=Thai}/u,
  my: /\p{Script=Myanmar}/u,
  hi: /\p{Script=Devanagari}/u,
  km: /\p{Script=Khmer}/u,
  ko: /\p{Script=Hangul}/u,
  ta: /\p{Script=Tamil}/u,
  ur: /\p{Script=Arabic}/u,
};

// A translation that is a table of every language's text (`{'es': '...', 'hi': '...'}`), as a
// translation tool's raw answer once pasted whole into every catalogue (found: six agent-centre
// messages in 17 languages), is in each language's script and keeps the placeholders: caught here.
const localeKeys = new RegExp(
  `['"](?:${Object.values(LANGUAGE_TAGS)
    .map((tag) => tag.replace(/[-]/g, '\\-'))
    .join('|')})['"]\\s*:`,
);

const english = await readCatalog(sourceLocale);
for (const code of PORTAL_ERROR_CODES) {
  const { message } = ERRORS[code];
  const id = errorMessageId(code);
  const entry = english[id];
  if (!entry) problems.push(`${sourceLocale}: error code ${code} has no message ${id}`);
  else if ((entry.translation || entry.message) !== message) {
    problems.push(`${sourceLocale}: ${id} differs from the error catalogue's message`);
  }
}

for (const language of LANGUAGES) {
  const locale = LANGUAGE_TAGS[language];
  if (locale === sourceLocale) continue;
  const catalog = await readCatalog(locale);
  for (const [id, source] of Object.entries(english)) {
    if (source.obsolete) continue;
    const text = source.translation || source.message || id;
    const translation = catalog[id]?.translation;
    if (!translation) {
      problems.push(`${locale}: no translation of "${text}"`);
      continue;
    }
    if (hasLetters.test(text) && translation === text) {
      problems.push(`${locale}: "${text}" is a copy of the English text`);
    }
    if (placeholders(translation) !== placeholders(text)) {
      problems.push(`${locale}: "${translation}" does not keep the placeholders of "${text}"`);
    }
    if (localeKeys.test(translation)) {
      problems.push(`${locale}: "${translation}" is a table of languages, not one translation`);
    }
    const script = scripts[locale];
    if (script && hasLetters.test(text) && !script.test(translation)) {
      problems.push(`${locale}: "${translation}" is not written in the language's script`);
    }
  }
}

if (problems.length > 0) {
  console.error(`\n${problems.length} catalogue problem(s):\n${problems.join('\n')}`);
  process.exit(1);
}

// Strict: a message that is missing or does not compile fails the build.
lingui('compile', '--strict');
console.log(
  `Catalogues complete: ${Object.keys(english).length} messages in ${LANGUAGES.length} languages.`,
);
