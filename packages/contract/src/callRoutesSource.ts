import type { CallRoute } from './call.ts';
import { callNames, calls } from './catalogue.ts';

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
