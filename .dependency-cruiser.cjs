/**
 * The layer rules of docs/ARCHITECTURE.md, checked by `pnpm layers` inside scripts/test.
 * Layers only point down:
 *   apps (web, console, server, storybook, e2e) - nothing imports an app
 *   features (session, games, lottery, agent, member, content) - never import each other
 *   ui-kit, i18n, api-client
 *   contract, brand, cipher                   - pure data, schemas and crypto, no I/O
 */
const base = '^packages/(contract|brand|cipher|tsconfig)/';
const middle = '^packages/(ui-kit|i18n|api-client)/';
const feature = '^packages/(session|games|lottery|agent|member|content)/';
const ui = '^packages/(ui-kit|i18n|session|games|lottery|agent|member|content)/';

module.exports = {
  forbidden: [
    {
      name: 'no-importing-apps',
      comment: 'Apps assemble packages; nothing imports an app (not even another app).',
      severity: 'error',
      from: { path: '^(packages|apps)/', pathNot: '^apps/([^/]+)/' },
      to: { path: '^apps/' },
    },
    {
      name: 'no-app-to-other-app',
      comment: 'One app never reaches into another: share through a package.',
      severity: 'error',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'base-is-pure',
      comment: 'contract, brand and cipher are the bottom layer: they import no other layer.',
      severity: 'error',
      from: { path: base },
      to: { path: '^packages/', pathNot: base },
    },
    {
      name: 'middle-points-down',
      comment:
        'ui-kit, i18n and api-client may only use the bottom layer (and each other for i18n).',
      severity: 'error',
      from: { path: middle },
      to: { path: feature },
    },
    {
      name: 'no-cross-feature',
      comment: 'A feature never imports another feature: move what they share down a layer.',
      severity: 'error',
      from: { path: '^packages/(session|games|lottery|agent|member|content)/' },
      to: { path: feature, pathNot: '^packages/$1/' },
    },
    {
      name: 'server-without-ui',
      comment:
        'The server imports contract, brand and cipher, never a UI package or the api client.',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: `${ui}|^packages/api-client/` },
    },
    {
      name: 'console-without-portal-features',
      comment:
        "The operator console is an app of its own: it shares the bottom layer, ui-kit and the api client with the portal, never the portal's features.",
      severity: 'error',
      from: { path: '^apps/console/' },
      to: { path: feature },
    },
    {
      name: 'no-deep-imports',
      comment:
        "Use a package's public entry (src/index.ts, or a declared subpath), not its internals.",
      severity: 'error',
      from: { path: '^(packages|apps)/([^/]+)/' },
      to: {
        path: '^packages/([^/]+)/src/',
        pathNot: [
          '^packages/$2/',
          '^packages/[^/]+/src/index\\.tsx?$',
          '^packages/brand/src/node\\.ts$',
        ],
      },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|storybook-static|\\.turbo)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
