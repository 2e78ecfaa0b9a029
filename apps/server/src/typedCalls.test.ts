import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { calls, staffCalls } from '@portal/contract';
import { describe, expect, it } from 'vitest';

/**
 * Server tests call the catalogue through the typed clients (`callApi`/`apiClient` in
 * test/harness.ts, `callStaff`/`staffClient` in test/staffHarness.ts), whose input and answer
 * are typed by the contract, never by a path written out with a hand-cast answer. This scans
 * every server test file for a string literal that is a catalogue call's path (member or staff;
 * a `{param}` or a template's `${...}` stands for any one segment) and for a call's `.path`
 * read from the contract by hand, and fails on one that a `Raw on purpose:` comment on its line or
 * the twelve lines before (a list of refused inputs under one comment) does not excuse (the team's wording for such a request). A raw request stays only where a test deliberately sends
 * what the contract refuses (an unsealed body, no merchant, a malformed field) and says so
 * there. Designed here; the specs say nothing of it.
 */
const SRC = import.meta.dirname;
const SELF = 'typedCalls.test.ts';

/** A catalogue path as segments; `null` stands for a `{param}`, which any segment fills. */
const catalogue: { name: string; segments: (string | null)[] }[] = [
  ...Object.entries(calls).map(([name, spec]) => ({ name, path: spec.path })),
  ...Object.entries(staffCalls).map(([name, spec]) => ({ name, path: spec.path })),
].map(({ name, path }) => ({
  name,
  segments: path.split('/').map((segment) => (/^\{\w+\}$/.test(segment) ? null : segment)),
}));

/** The catalogue call a literal path names, if any (its query string left off). */
const callOfPath = (literal: string): string | undefined => {
  const segments = (literal.split('?', 1)[0] ?? '').split('/');
  return catalogue.find(
    (entry) =>
      entry.segments.length === segments.length &&
      entry.segments.every(
        (segment, i) => segment === null || segment === segments[i] || segments[i]?.includes('${'),
      ),
  )?.name;
};

/**
 * Files whose subject is the HTTP layer itself (routes derived from the contract, the envelope,
 * body limits, security headers; the staff pipeline's session, CSRF, host and permission guards):
 * the raw request, path and method are what they test, so every request there is raw on purpose.
 */
const RAW_FILES: ReadonlySet<string> = new Set([
  'http/callRoutes.test.ts',
  'staff/staffGuards.test.ts',
]);

/** The excuse a raw request carries, in the words the tests already used for it. */
const RAW = /Raw on purpose:/i;

interface HandCall {
  file: string;
  line: number;
  call: string;
}

/** The hand-written catalogue calls of one test file's text, excused ones left out. */
const handCallsIn = (file: string, text: string): HandCall[] => {
  const lines = text.split('\n');
  const found: HandCall[] = [];
  lines.forEach((line, i) => {
    if (lines.slice(Math.max(0, i - 12), i + 1).some((near) => RAW.test(near))) return;
    for (const match of line.matchAll(/(?<![=\w])(['"`])(\/[^'"`\s]*)\1/g)) {
      const call = callOfPath(match[2] ?? '');
      if (call) found.push({ file, line: i + 1, call });
    }
    for (const match of line.matchAll(/\b(?:staffCalls|calls)(?:\.(\w+)|\[[^\]]+\])\.path\b/g)) {
      found.push({ file, line: i + 1, call: match[1] ?? 'calls[...]' });
    }
  });
  return found;
};

describe('server tests call the catalogue through the typed clients', () => {
  it('finds a hand-written path, a template path and a contract path read by hand', () => {
    const text = [
      "await call(app, 'GET', '/wps/v2/wallets/balance', { token });",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a test file, not a template.
      'await staffCall(app, "POST", `/staff/members/${id}/lock`, { as });',
      "await call(app, 'GET', calls.balance.path, { token });",
      '// Raw on purpose: an unsealed body, which the contract refuses.',
      "await call(app, 'POST', '/wps/session/login', { body: {} });",
      "await app.inject({ url: '/health' });",
    ].join('\n');
    expect(handCallsIn('x.test.ts', text).map((hand) => hand.line)).toEqual([1, 2, 3]);
  });

  it('no server test writes a catalogue path by hand', () => {
    const testFiles = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts') && file !== SELF && !RAW_FILES.has(file))
      .sort();
    const hand = testFiles.flatMap((file) =>
      handCallsIn(relative(SRC, join(SRC, file)), readFileSync(join(SRC, file), 'utf8')),
    );
    // Every server test calls through the typed clients or says why a request is raw.
    expect(hand.map((h) => `${h.file}:${h.line} ${h.call}`)).toEqual([]);
  });
});
