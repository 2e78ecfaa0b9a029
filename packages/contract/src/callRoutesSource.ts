import type { CallRoute } from './call.ts';
import { callNames, calls } from './catalogue.ts';
import { ERROR_CODES } from './errors.ts';

/** The wire part of each call, in catalogue order. */
export const deriveCallRoutes = (): Record<string, CallRoute> =>
  Object.fromEntries(
    callNames.map((name) => {
      const { method, path, token, tokenOptional, encrypted, bare, cache } = calls[name];
      return [name, { method, path, token, tokenOptional, encrypted, bare, cache }];
    }),
  );

/**
 * One line a call: `name METHOD path flags cache`, flags being the letters of token (t),
 * tokenOptional (o), encrypted (e) and bare (b), or `-` for none. A table of lines rather than
 * an object literal: the portal's first load carries it, and seven keys spelt out for each of
 * the calls were most of its size (our own format; the catalogue stays the source).
 */
const routeLine = (name: string, route: CallRoute): string => {
  const flags = [
    route.token ? 't' : '',
    route.tokenOptional ? 'o' : '',
    route.encrypted ? 'e' : '',
    route.bare ? 'b' : '',
  ].join('');
  return `${name} ${route.method} ${route.path} ${flags || '-'} ${route.cache}`;
};

const TABLE_START = 'const table = `';
const TABLE_END = '`;';

/**
 * The text of src/callRoutes.ts (`current`, as it stands) with its table written anew from the
 * catalogue (scripts/writeCallRoutes.ts writes it). Only the table is written: the code that
 * reads it is written by hand, once, in callRoutes.ts.
 */
export const callRoutesSource = (current: string): string => {
  const start = current.indexOf(TABLE_START);
  const end = start < 0 ? -1 : current.indexOf(TABLE_END, start + TABLE_START.length);
  if (end < 0) throw new Error(`callRoutes.ts has no ${TABLE_START}...${TABLE_END} to rewrite`);
  const lines = Object.entries(deriveCallRoutes())
    .map(([name, route]) => routeLine(name, route))
    .join('\n');
  return `${current.slice(0, start + TABLE_START.length)}${lines}${current.slice(end)}`;
};

/** The text of src/errorCodes.ts before formatting (scripts/writeCallRoutes.ts writes it). */
export const errorCodesSource =
  (): string => `// Written by scripts/writeCallRoutes.ts from the error catalogue; do not edit by hand.
import type { ErrorCode } from './errors.ts';

/**
 * The error catalogue's codes without their messages: what a client needs to tell a catalogue
 * code from another platform's. The portal's first load carries this, not the catalogue; its
 * messages come translated from the language's Lingui catalogue.
 */
const codes: ReadonlySet<string> = new Set<ErrorCode>(${JSON.stringify(ERROR_CODES)});

/** Whether \`code\` is a code of the error catalogue. */
export const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && codes.has(code);
`;
