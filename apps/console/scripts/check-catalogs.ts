/**
 * Fails (exit 1) when the console's catalogue is incomplete: a message in the source but not
 * in the catalogue, an obsolete one left behind, or a locale without its own translation
 * (a copy of the English text, or Chinese without Chinese characters, counts as missing).
 * Then compiles the catalogues strictly into the modules the console imports.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatter } from '@lingui/format-po';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const linguiBin = join(dirname(fileURLToPath(import.meta.resolve('@lingui/cli'))), 'lingui.js');
const lingui = (...args: string[]) =>
  execFileSync(process.execPath, [linguiBin, ...args, '--workers', '1'], {
    cwd: root,
    stdio: 'inherit',
  });

const problems: string[] = [];
try {
  lingui('check', 'sync', '--clean');
  lingui('check', 'missing', '--mode', 'catalog', '--verbose');
} catch {
  problems.push('lingui check failed (see above); run `pnpm --filter @portal/console extract`');
}

type Entry = { message?: string; translation?: string; obsolete?: boolean };
const po = formatter({ lineNumbers: false });
const read = async (locale: string) => {
  const filename = join(root, 'src', 'locales', `${locale}.po`);
  return (await po.parse(readFileSync(filename, 'utf8'), {
    locale,
    sourceLocale: 'en',
    filename,
  })) as Record<string, Entry>;
};
const english = await read('en');
const chinese = await read('zh-CN');
for (const [id, source] of Object.entries(english)) {
  if (source.obsolete) continue;
  const text = source.translation || source.message || id;
  const translation = chinese[id]?.translation;
  if (!translation) problems.push(`zh-CN: no translation of "${text}"`);
  else if (/\p{L}/u.test(text) && !/\p{Script=Han}/u.test(translation)) {
    problems.push(`zh-CN: "${translation}" is not Chinese`);
  }
}

if (problems.length > 0) {
  console.error(`\n${problems.length} catalogue problem(s):\n${problems.join('\n')}`);
  process.exit(1);
}
lingui('compile', '--strict');
console.log(`Console catalogue complete: ${Object.keys(english).length} messages in en and zh-CN.`);
