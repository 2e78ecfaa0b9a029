/**
 * The layer rules of docs/ARCHITECTURE.md, checked by `pnpm layers` inside scripts/test.
 * Layers only point down:
 *   apps (web, console, server, storybook, e2e)  - nothing imports an app
 *   features                                     - never import each other
 *   shared state and UI (session, ui-kit, i18n, api-client)
 *   bottom: contract, brand, cipher, lottery-rules - pure data, schemas and rules, no I/O
 *
 * The check fails closed: every folder under packages/ must be named in exactly one layer
 * below (`package-has-a-layer`), so a new package is placed before it can land.
 *
 * Where the coming packages go (decided with issue 7, so their authors do not have to):
 * - `@portal/lottery-rules` (packages/lottery-rules: bet types, odds, draw schedule maths):
 *   bottom layer, pure, shared by the portal's lottery screens and the server.
 * - lottery screens (`lottery`), cashier and member centre (`cashier`, `member`), the agent
 *   centre (`agent`), promotions (`promotions`), points (`points`): features.
 * - the operator console: `apps/console` is an app; a console part that needs a package of
 *   its own is a feature package named `console-<part>` (it may use the shared layer, never
 *   another feature); staff calls stay in the contract (bottom layer).
 * - `tsconfig` holds only compiler settings: bottom layer.
 */
const bottomNames = ['contract', 'brand', 'cipher', 'lottery-rules', 'tsconfig'];
const sharedNames = ['session', 'ui-kit', 'i18n', 'api-client'];
const featureNames = [
  'signin',
  'games',
  'content',
  'lottery',
  'cashier',
  'member',
  'agent',
  'promotions',
  'points',
  'account',
  'console-[a-z-]+',
];
const apps = ['web', 'console', 'server', 'storybook', 'e2e'];

const packages = (names) => `^packages/(${names.join('|')})/`;
const base = packages(bottomNames);
const shared = packages(sharedNames);
const feature = packages(featureNames);
const ui = packages([...sharedNames.filter((name) => name !== 'api-client'), ...featureNames]);

/**
 * Which shared package may use which: session holds the member state over the api client and
 * loads catalogues through i18n; ui-kit shows i18n's messages; i18n reads nothing of its layer;
 * the api client is HTTP only.
 */
const sharedMayUse = {
  session: ['api-client', 'i18n'],
  'ui-kit': ['i18n'],
  i18n: [],
  'api-client': [],
};

/**
 * The server's areas (folders of apps/server/src) in layers, bottom to top. An area imports
 * only from the layers below it; within a layer, areas do not import each other. Tests are
 * exempt (they assemble what they test). Counting the links between the server's folders that
 * point back up (docs/ARCHITECTURE.md says how): 22 before the areas became modules, 3 now (the
 * allowlist below, serverUpAllowed: each of its entries is one such link).
 */
const serverLayers = [
  ['db', 'catalogueError.ts', 'config.ts'],
  ['cipher', 'jobs'],
  ['ledger'],
  ['activity'],
  ['system'],
  ['session'],
  ['member'],
  ['account'],
  ['content'],
  ['cashier'],
  ['payments'],
  ['promotions'],
  ['games'],
  ['lottery', 'missions', 'wallet', 'agent', 'points', 'chat'],
  ['seed'],
];
/**
 * Above every area, not checked against each other: the frame the areas plug into (http/: the
 * call routes and the AreaModule type; staff/: the staff pipeline) and what serves or assembles
 * (portal/, ops/, app.ts, main.ts, implementedCalls.ts).
 */
const serverFrame = ['http', 'staff', 'portal', 'ops', 'app.ts', 'main.ts', 'implementedCalls.ts'];
const serverPath = (names) =>
  `^apps/server/src/(${names.map((name) => (name.endsWith('.ts') ? `${name.replaceAll('.', '\\.')}$` : `${name}/`)).join('|')})`;
/**
 * What an area may use of the layers above: handlers and area modules use the HTTP layer (their
 * context types, defineArea) and the staff desk kit (the staff handler types, merchant scope,
 * paging); any area file may use staffDb.ts, the typed handle over the staff tables (desks'
 * tables are typed there beside the pipeline's).
 */
const serverFrameKit = {
  fromHandlers: [
    '^apps/server/src/http/',
    '^apps/server/src/staff/(staffContext|merchantScope|paging|staffDb)\\.ts$',
  ],
  fromAny: ['^apps/server/src/staff/staffDb\\.ts$'],
};
/**
 * Links that still point up, each a reason; a new one fails the check. Do not add to this list
 * without saying why the import cannot point down.
 */
const serverUpAllowed = [
  // Every sign-in asks the member policy (member/policy.ts imports nothing above system). The
  // policy keeps with the member's state; session stays below member because registration and
  // the password calls use sign-in's passwords, codes and captchas.
  { from: '^apps/server/src/session/signIn\\.ts$', to: '^apps/server/src/member/policy\\.ts$' },
  // The database's invariant check (tests and ops) includes the activity figures' agreement with
  // the ledger, which the activity area computes.
  { from: '^apps/server/src/db/invariants\\.ts$', to: '^apps/server/src/activity/figures\\.ts$' },
  // Points are earned with the activity figures, in the same transaction and set-wise (issue
  // 25): the figures' writers are the one place every settlement and paid deposit passes, and
  // points/earning.ts imports only the ledger below them.
  { from: '^apps/server/src/activity/figures\\.ts$', to: '^apps/server/src/points/earning\\.ts$' },
];
const serverHandler = '\\.(handler|area)\\.ts$';
const serverLayerRules = serverLayers.flatMap((layer, index) => {
  const above = serverPath([...serverLayers.slice(index + 1).flat(), ...serverFrame]);
  const here = serverPath(layer);
  const name = layer.map((n) => n.replace('.ts', '')).join('-');
  const allowedHere = serverUpAllowed.filter((link) =>
    layer.some((n) => link.from.startsWith(`^apps/server/src/${n}/`)),
  );
  const folders = layer.filter((n) => !n.endsWith('.ts'));
  return [
    {
      name: `server-${name}-points-down`,
      comment: `${layer.join(', ')} import only from the server layers below (serverLayers in .dependency-cruiser.cjs).`,
      severity: 'error',
      from: {
        path: here,
        pathNot: ['\\.test\\.ts$', serverHandler, ...allowedHere.map((link) => link.from)],
      },
      to: { path: above, pathNot: serverFrameKit.fromAny },
    },
    {
      name: `server-${name}-handlers-use-only-the-frame`,
      comment: 'A handler or area module uses only the frame kit of what is above its layer.',
      severity: 'error',
      from: { path: `${here}.*${serverHandler}` },
      to: { path: above, pathNot: [...serverFrameKit.fromHandlers, ...serverFrameKit.fromAny] },
    },
    ...allowedHere.map((link) => ({
      name: `server-${name}-points-down-but-one`,
      comment: 'An allowlisted up-link (serverUpAllowed): only its one target is allowed above.',
      severity: 'error',
      from: { path: link.from },
      to: { path: above, pathNot: [link.to, ...serverFrameKit.fromAny] },
    })),
    ...(folders.length > 1
      ? [
          {
            name: `server-${name}-not-sideways`,
            comment: `${folders.join(', ')} share a layer: none imports another; move what they share down.`,
            severity: 'error',
            from: { path: `^apps/server/src/(${folders.join('|')})/`, pathNot: '\\.test\\.ts$' },
            to: { path: serverPath(folders), pathNot: '^apps/server/src/$1/' },
          },
        ]
      : []),
  ];
});

module.exports = {
  forbidden: [
    {
      name: 'server-folder-has-a-layer',
      comment:
        'Every folder of apps/server/src is named in serverLayers or serverFrame of .dependency-cruiser.cjs (fail closed): place a new area before it lands.',
      severity: 'error',
      from: {
        path: '^apps/server/src/[^/]+/',
        pathNot: serverPath([...serverLayers.flat(), ...serverFrame]),
      },
      to: {},
    },
    {
      name: 'server-folder-has-a-layer-even-alone',
      comment: 'The same for a new folder whose files import nothing (orphans).',
      severity: 'error',
      from: {
        path: '^apps/server/src/[^/]+/',
        pathNot: serverPath([...serverLayers.flat(), ...serverFrame]),
        orphan: true,
      },
      to: {},
    },
    ...serverLayerRules,
    {
      name: 'package-has-a-layer',
      comment:
        'Every package under packages/ is named in one layer of .dependency-cruiser.cjs (fail closed): place a new package before it lands.',
      severity: 'error',
      from: {
        path: '^packages/[^/]+/',
        pathNot: [base, shared, feature],
      },
      to: {},
    },
    {
      name: 'package-has-a-layer-even-alone',
      comment: 'The same for a package whose only file imports nothing (an orphan).',
      severity: 'error',
      from: { path: '^packages/[^/]+/', pathNot: [base, shared, feature], orphan: true },
      to: {},
    },
    {
      name: 'app-has-a-layer',
      comment: 'Every folder under apps/ is one of the known apps; name a new app here first.',
      severity: 'error',
      from: { path: '^apps/[^/]+/', pathNot: `^apps/(${apps.join('|')})/` },
      to: {},
    },
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
      comment: 'The bottom layer (contract, brand, cipher, lottery-rules) imports no other layer.',
      severity: 'error',
      from: { path: base },
      to: { path: '^packages/', pathNot: base },
    },
    {
      name: 'shared-points-down',
      comment: 'The shared layer never imports a feature.',
      severity: 'error',
      from: { path: shared },
      to: { path: feature },
    },
    ...Object.entries(sharedMayUse).map(([name, allowed]) => ({
      name: `shared-${name}-uses-only-what-it-may`,
      comment: `${name} may use ${allowed.length > 0 ? allowed.join(', ') : 'nothing'} of the shared layer (and the bottom layer).`,
      severity: 'error',
      from: { path: `^packages/${name}/` },
      to: { path: shared, pathNot: packages([name, ...allowed]) },
    })),
    {
      name: 'no-cross-feature',
      comment: 'A feature never imports another feature: move what they share down a layer.',
      severity: 'error',
      from: { path: `^packages/(${featureNames.join('|')})/` },
      to: { path: feature, pathNot: '^packages/$1/' },
    },
    {
      name: 'server-without-ui',
      comment:
        'The server imports contract, brand, cipher and lottery-rules, never a UI package or the api client.',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: {
        path: `${ui}|^packages/api-client/`,
        // The SMS and e-mail texts in the member's language, from the portal's catalogues
        // (i18n's declared subpath `@portal/i18n/member-messages`: no React in it).
        pathNot: '^packages/i18n/src/memberMessages\\.ts$',
      },
    },
    {
      name: 'server-domain-not-http',
      comment:
        'Server domain modules take what they need (db, clock...) as parameters: only the HTTP ' +
        'layer itself, the handlers (*.handler.ts) and the assembly (app.ts, handlers.ts) use http/.',
      severity: 'error',
      from: {
        path: '^apps/server/src/',
        pathNot: [
          '^apps/server/src/http/',
          '\\.handler\\.ts$',
          // An area's module declares its calls with the HTTP layer's AreaModule type.
          '\\.area\\.ts$',
          '^apps/server/src/app\\.ts$',
          // The staff pipeline is the HTTP layer of the /staff/ calls (its own context type).
          '^apps/server/src/staff/(staffRoutes|staffContext|registerStaff)\\.ts$',
        ],
      },
      to: { path: '^apps/server/src/http/' },
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
          // Plain numbers, for the Node side of the web build (the first paint's breakpoint).
          '^packages/ui-kit/src/breakpoints\\.ts$',
          '^packages/session/src/storyMember\\.ts$',
          // i18n's declared subpath for the server (`@portal/i18n/member-messages`).
          '^packages/i18n/src/memberMessages\\.ts$',
        ],
      },
    },
    {
      name: 'story-fixtures-in-stories-only',
      comment:
        'A story fixture (src/story*.ts) is for stories and other fixtures: running code never imports one.',
      severity: 'error',
      from: { pathNot: '(\\.stories\\.tsx|/src/story[A-Z][^/]*\\.tsx?|/\\.storybook/[^/]+)$' },
      to: { path: '/src/story[A-Z][^/]*\\.tsx?$' },
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
