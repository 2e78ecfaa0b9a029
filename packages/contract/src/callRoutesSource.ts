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

/** The text of src/callRoutes.ts before formatting (scripts/writeCallRoutes.ts writes it). */
export const callRoutesSource = (): string => {
  const lines = Object.entries(deriveCallRoutes())
    .map(([name, route]) => routeLine(name, route))
    .join('\n');
  return `// Written by scripts/writeCallRoutes.ts from the catalogue; do not edit by hand.
import type { CallRoute } from './call.ts';
import type { CallName } from './catalogue.ts';

// name METHOD path flags cache; flags: t token, o tokenOptional, e encrypted, b bare, - none.
const table = \`${lines}\`;

/**
 * How each call travels, without its schemas: what a client needs to send a call and read
 * the answer. The portal's first load carries this instead of the whole catalogue.
 */
export const callRoutes: Readonly<Record<CallName, CallRoute>> = Object.fromEntries(
  table.split('\\n').map((line) => {
    const [name, method, path, flags, cache] = line.split(' ') as [
      CallName,
      CallRoute['method'],
      string,
      string,
      CallRoute['cache'],
    ];
    const route: CallRoute = {
      method,
      path,
      token: flags.includes('t'),
      tokenOptional: flags.includes('o'),
      encrypted: flags.includes('e'),
      bare: flags.includes('b'),
      cache,
    };
    return [name, route];
  }),
) as Record<CallName, CallRoute>;
`;
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
