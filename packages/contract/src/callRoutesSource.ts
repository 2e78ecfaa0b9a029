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

/** The text of src/callRoutes.ts before formatting (scripts/writeCallRoutes.ts writes it). */
export const callRoutesSource = (): string => {
  const entries = Object.entries(deriveCallRoutes())
    .map(([name, route]) => `  ${JSON.stringify(name)}: ${JSON.stringify(route)},`)
    .join('\n');
  return `// Written by scripts/writeCallRoutes.ts from the catalogue; do not edit by hand.
import type { CallRoute } from './call.ts';
import type { CallName } from './catalogue.ts';

/**
 * How each call travels, without its schemas: what a client needs to send a call and read
 * the answer. The portal's first load carries this instead of the whole catalogue.
 */
export const callRoutes: Readonly<Record<CallName, CallRoute>> = {
${entries}
};
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
