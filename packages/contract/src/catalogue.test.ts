import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Method } from './call.ts';
import { callAreas, callNames, calls } from './catalogue.ts';
import { MODULE_IDS } from './enums.ts';

type Flags = 'N' | 'T' | 'N,E' | 'T,E';
interface Listed {
  path: string;
  flags: Flags;
  /** Where a spec or wire-protocol.md gives the method. */
  method?: Method;
}

/** Platform-spec section 7, row by row, with its T/N and E flags. */
const PLATFORM_SPEC: Listed[] = [
  // Session and member
  { path: '/wps/session/login', flags: 'N,E', method: 'POST' },
  { path: '/wps/verification/sms/noLogin', flags: 'N', method: 'POST' },
  { path: '/wps/system/whitelabel', flags: 'N' },
  { path: '/lgw/games/game_menus', flags: 'N' },
  { path: '/wps/member/info', flags: 'T', method: 'GET' },
  { path: '/wps/member/register', flags: 'N,E', method: 'PUT' },
  { path: '/wps/member/register/mobile', flags: 'N,E', method: 'PUT' },
  { path: '/wps/member/password', flags: 'T,E', method: 'POST' },
  { path: '/wps/agent/affiliate', flags: 'N', method: 'GET' },
  { path: '/wps/system/setting/register', flags: 'N', method: 'GET' },
  { path: '/wps/member/password/email', flags: 'N', method: 'POST' },
  { path: '/wps/session/login/freeplay', flags: 'N', method: 'POST' },
  { path: '/wps/captcha', flags: 'N', method: 'GET' },
  { path: '/wps/member/info/icon', flags: 'T' },
  { path: '/wps/system/status', flags: 'N', method: 'GET' },
  { path: '/wps/member/password/verification', flags: 'N,E', method: 'POST' },
  { path: '/wps/session/logout', flags: 'T', method: 'DELETE' },
  // "username and mobile variants": two entries, the mobile one's path designed
  { path: '/wps/verification/sms/register', flags: 'N', method: 'POST' },
  { path: '/wps/verification/sms/register/mobile', flags: 'N', method: 'POST' },
  { path: '/wps/system/domainRoute', flags: 'N' },
  { path: '/wps/feedback', flags: 'N' },
  { path: '/wps/system/helpCenter', flags: 'N' },
  // Wallet
  { path: '/wps/v2/wallets/balance', flags: 'T', method: 'GET' },
  { path: '/wps/relay/GCS_walletTransfer', flags: 'T' },
  { path: '/wps/member/info/funds/consolidated', flags: 'T' },
  { path: '/wps/relay/GCS_merchantWallet', flags: 'T' },
  // Games (GCS_gameLaunchFB: flags "not shown", designed N as the lobby launch without token)
  { path: '/wps/relay/GCS_gameLaunchFB', flags: 'N' },
  { path: '/wps/relay/GCSGAME_gameList', flags: 'T', method: 'GET' },
  { path: '/wps/relay/GCSGAME_hotGamesV2', flags: 'N' },
  { path: '/wps/relay/MCSFE_getListAnnouncements', flags: 'N' },
  { path: '/wps/relay/GCSGAME_getVassGameType', flags: 'N' },
  { path: '/wps/relay/GCSGAME_gameVendor', flags: 'T' },
  { path: '/wps/relay/MCSFE_getFavoriteGames', flags: 'T' },
  { path: '/wps/relay/MCSFE_getFavoriteGamesList', flags: 'T' },
  { path: '/wps/relay/MCSFE_addFavoriteGameV2', flags: 'T', method: 'POST' },
  { path: '/wps/relay/MCSFE_removeFavoriteGameV2', flags: 'T', method: 'DELETE' },
  { path: '/wps/relay/GCS_recentGame', flags: 'T' },
  { path: '/wps/relay/GLS2_roomList', flags: 'T' },
  { path: '/wps/game/launchGame', flags: 'T', method: 'GET' },
  { path: '/wps/relay/CBS_modelList', flags: 'N' },
  { path: '/wps/relay/CBS_launchChat', flags: 'N' },
  { path: '/wps/relay/ODSFE2_getWinnerBoard', flags: 'N' },
  // Lottery (/lgw/vn/numeros/opened/game: flags "not shown", designed N like all results)
  { path: '/lgw/vn/games/game_menu', flags: 'N' },
  { path: '/lgw/vn/games/game_menu/recent', flags: 'T' },
  { path: '/wps/relay/MCSFE_getMissionSummaryDetails', flags: 'T' },
  { path: '/wps/relay/MCSFE_getMissionLeaderboard', flags: 'T' },
  { path: '/lgw/games/popular', flags: 'N' },
  { path: '/lgw/vn/numeros/opened/game', flags: 'N' },
  { path: '/lotto/lgw/games/opened/numero', flags: 'N' },
  // Promotions and salary (all T)
  { path: '/wps/relay/MCSFE_signUpPromotionJoin', flags: 'T' },
  { path: '/wps/relay/MCSFE_signUpRequestReward', flags: 'T' },
  { path: '/wps/relay/MCS2_processDividendReq', flags: 'T' },
  { path: '/wps/relay/MCS2_processDailySalContract', flags: 'T' },
  { path: '/wps/relay/MCS2_processContractHourSalary', flags: 'T' },
  { path: '/wps/relay/MCSFE_processRealTimeSalaryContract', flags: 'T' },
  { path: '/wps/relay/MCS2_claimRafflePromotion', flags: 'T' },
  // Points and others (all T)
  { path: '/wps/relay/MCS2_getPointBalance', flags: 'T' },
  { path: '/wps/relay/MCS2_getPointReward', flags: 'T' },
  { path: '/wps/relay/passwordCheck/MCS2_redeemPointReward', flags: 'T,E' },
  { path: '/wps/relay/MCS2_getRedeemPointList', flags: 'T' },
  { path: '/wps/relay/MCS2_getPointConfig', flags: 'T' },
  { path: '/wps/relay/passwordCheck/MCS2_convertPoint', flags: 'T,E' },
  { path: '/wps/relay/ODSFE2_MemTransDet', flags: 'T' },
  { path: '/wps/relay/CSP_unreadCount', flags: 'T' },
];

/**
 * Calls the specs name without a path (portal-spec section 7, the platform-spec's contract
 * requests and language update) and calls designed for screens the specs describe: the paths
 * given to them here.
 */
const DESIGNED: Listed[] = [
  { path: '/wps/system/countryCodes', flags: 'N', method: 'GET' },
  { path: '/wps/system/cipherKey', flags: 'N', method: 'GET' },
  { path: '/wps/verification/challenge', flags: 'N', method: 'GET' },
  { path: '/wps/verification/newIp/code', flags: 'N', method: 'POST' },
  { path: '/wps/verification/newIp', flags: 'N,E', method: 'POST' },
  { path: '/wps/session/login/social', flags: 'N,E', method: 'POST' },
  // Social login's providers and its start (issue 27: the OpenID Connect code flow with PKCE)
  { path: '/wps/session/social/providers', flags: 'N', method: 'GET' },
  { path: '/wps/session/social/start', flags: 'N', method: 'POST' },
  { path: '/wps/member/social', flags: 'T', method: 'GET' },
  // The built-in chat room, a demo vendor behind the relay (issue 27)
  { path: '/wps/relay/CBS_chatMessages', flags: 'T', method: 'GET' },
  { path: '/wps/relay/CBS_chatPost', flags: 'T', method: 'POST' },
  // The profile's authenticator app (issue 27: the new-address second factor by authenticator)
  { path: '/wps/member/authenticator', flags: 'T', method: 'GET' },
  { path: '/wps/member/authenticator/enrol', flags: 'T', method: 'POST' },
  { path: '/wps/member/authenticator/confirm', flags: 'T', method: 'POST' },
  { path: '/wps/member/authenticator/remove', flags: 'T', method: 'POST' },
  { path: '/wps/member/loginInfo', flags: 'T', method: 'GET' },
  { path: '/wps/member/firstLogin', flags: 'T', method: 'POST' },
  { path: '/wps/member/language', flags: 'T', method: 'POST' },
  // The content pages' posts and the games of /seamless (issue 27)
  { path: '/wps/content/posts', flags: 'N', method: 'GET' },
  { path: '/wps/game/seamless', flags: 'N', method: 'GET' },
  // The page a password-reset link opens (issue 8)
  { path: '/wps/member/password/reset/check', flags: 'N,E', method: 'POST' },
  { path: '/wps/member/password/reset', flags: 'N,E', method: 'POST' },
  { path: '/wps/relay/MCS2_getContractList', flags: 'T', method: 'GET' },
  { path: '/wps/relay/MCS2_createContractReq', flags: 'T', method: 'POST' },
  { path: '/wps/relay/MCS2_terminateContractReq', flags: 'T', method: 'POST' },
  { path: '/wps/relay/MCSFE_getPromotionList', flags: 'N', method: 'GET' },
  // The reward centre's "give up" a bonus (promotions-rules "Wagering", issue 25).
  { path: '/wps/relay/MCSFE_giveUpBonus', flags: 'T', method: 'POST' },
  { path: '/wps/withdrawal/unconfirmed', flags: 'T', method: 'GET' },
  { path: '/wps/withdrawal/confirm', flags: 'T', method: 'POST' },
  { path: '/lgw/numeros/near', flags: 'N', method: 'GET' },
  // The member centre (issue 9, member-account half)
  { path: '/wps/relay/ODSFE2_betRecords', flags: 'T', method: 'GET' },
  { path: '/wps/relay/ODSFE2_profitLoss', flags: 'T', method: 'GET' },
  { path: '/wps/relay/MCSFE_bonusRecords', flags: 'T', method: 'GET' },
  { path: '/wps/relay/CSP_messageList', flags: 'T', method: 'GET' },
  { path: '/wps/relay/CSP_readMessages', flags: 'T', method: 'POST' },
  { path: '/wps/relay/CSP_deleteMessages', flags: 'T', method: 'POST' },
  { path: '/wps/member/info/nickname', flags: 'T', method: 'POST' },
  { path: '/wps/member/loginDevices', flags: 'T', method: 'GET' },
  { path: '/wps/member/rg', flags: 'T', method: 'GET' },
  { path: '/wps/member/rg/limit', flags: 'T', method: 'POST' },
  { path: '/wps/member/rg/limit/confirm', flags: 'T', method: 'POST' },
  { path: '/wps/member/rg/realityCheck', flags: 'T', method: 'GET' },
  { path: '/wps/member/rg/timeOut', flags: 'T', method: 'POST' },
  { path: '/wps/member/rg/selfExclusion', flags: 'T', method: 'POST' },
  { path: '/wps/member/rg/history', flags: 'T', method: 'GET' },
  // The cashier (issue 9)
  { path: '/wps/cashier/deposit/channels', flags: 'T', method: 'GET' },
  { path: '/wps/cashier/deposit', flags: 'T', method: 'POST' },
  { path: '/wps/cashier/deposit/order', flags: 'T', method: 'GET' },
  { path: '/wps/cashier/bankCards', flags: 'T', method: 'GET' },
  { path: '/wps/cashier/bankCards/bind', flags: 'T,E', method: 'POST' },
  { path: '/wps/cashier/paymentPassword', flags: 'T,E', method: 'POST' },
  { path: '/wps/cashier/paymentPassword/resetCode', flags: 'T', method: 'POST' },
  { path: '/wps/cashier/paymentPassword/reset', flags: 'T,E', method: 'POST' },
  { path: '/wps/cashier/withdrawal/info', flags: 'T', method: 'GET' },
  { path: '/wps/cashier/withdrawal', flags: 'T,E', method: 'POST' },
  { path: '/wps/cashier/withdrawals', flags: 'T', method: 'GET' },
  { path: '/wps/relay/GCS_walletRecall', flags: 'T', method: 'POST' },
  // The member centre's automatic transfer at game launch (issue 27)
  { path: '/wps/relay/GCS_autoTransfer', flags: 'T', method: 'GET' },
  { path: '/wps/relay/GCS_autoTransferUpdate', flags: 'T', method: 'POST' },
  // Lottery orders (POST places, GET lists) and draws (issue 12; proofs at the rules' paths)
  { path: '/lgw/orders', flags: 'T' },
  { path: '/lgw/orders/cancel', flags: 'T', method: 'POST' },
  { path: '/lgw/draw/{gameId}', flags: 'N', method: 'GET' },
  { path: '/lgw/draws/recent', flags: 'N', method: 'GET' },
  { path: '/lgw/draws/next', flags: 'N', method: 'GET' },
  // What a game's plays pay (issue 12: Elott odds with the brand's overrides)
  { path: '/lgw/odds', flags: 'N', method: 'GET' },
  // Missions (issue 12): claiming a reward
  { path: '/wps/relay/MCSFE_claimMissionReward', flags: 'T', method: 'POST' },
  // The agent centre's team (issue 24): links, downline registration, reports, transfers,
  // the affiliate application (a visitor's too: N, a member's token read when sent)
  { path: '/wps/agent/links', flags: 'T' },
  { path: '/wps/agent/links/delete', flags: 'T', method: 'POST' },
  { path: '/wps/agent/team/register', flags: 'T,E', method: 'POST' },
  { path: '/wps/agent/team/overview', flags: 'T', method: 'GET' },
  { path: '/wps/agent/team/members', flags: 'T', method: 'GET' },
  { path: '/wps/agent/team/loss', flags: 'T', method: 'GET' },
  { path: '/wps/agent/team/bets', flags: 'T', method: 'GET' },
  { path: '/wps/agent/transfer', flags: 'T,E', method: 'POST' },
  { path: '/wps/agent/apply', flags: 'N', method: 'POST' },
  // The agent centre's screens (issue 24): the member's own facts, my income
  { path: '/wps/agent/self', flags: 'T', method: 'GET' },
  { path: '/wps/agent/income', flags: 'T', method: 'GET' },
  // The agent centre's money (issue 24): withdraw an offer, salary records, dividend bills.
  { path: '/wps/relay/MCS2_withdrawContractReq', flags: 'T', method: 'POST' },
  { path: '/wps/relay/MCS2_getAgentPayRecords', flags: 'T', method: 'GET' },
  { path: '/wps/relay/MCS2_getDividendBills', flags: 'T', method: 'GET' },
  { path: '/wps/relay/MCS2_payDividendBill', flags: 'T', method: 'POST' },
  // The home's service figures (issue 27)
  { path: '/wps/relay/MCSFE_getServiceFigures', flags: 'N', method: 'GET' },
  // The special promotion kinds (issue 25): raffle verification, red envelope, referral, Zalo
  // and WhatsApp numbers
  { path: '/wps/relay/MCSFE_getRaffleDraws', flags: 'T', method: 'GET' },
  { path: '/wps/relay/MCSFE_popRedEnvelope', flags: 'T', method: 'POST' },
  { path: '/wps/relay/MCSFE_getReferral', flags: 'T', method: 'GET' },
  { path: '/wps/relay/MCSFE_getReferralInvites', flags: 'T', method: 'GET' },
  { path: '/wps/relay/MCSFE_getChatLinks', flags: 'T', method: 'GET' },
  { path: '/wps/relay/MCSFE_sendChatLinkCode', flags: 'T', method: 'POST' },
  { path: '/wps/relay/MCSFE_linkChatNumber', flags: 'T', method: 'POST' },
  // The activity application (issue 25; platform-spec section 5 names it, not its call)
  { path: '/wps/relay/MCSFE_applyPromotion', flags: 'T', method: 'POST' },
];

const LISTED = [...PLATFORM_SPEC, ...DESIGNED];
const entries = callNames.map((name) => ({ name, ...calls[name] }));
const flagsOf = (spec: { token: boolean; encrypted: boolean }): Flags =>
  `${spec.token ? 'T' : 'N'}${spec.encrypted ? ',E' : ''}` as Flags;

describe('the catalogue against the specs', () => {
  it('lists no path twice in the typed-out list', () => {
    expect(new Set(LISTED.map((l) => l.path)).size).toBe(LISTED.length);
  });

  it('has an entry for every listed path', () => {
    const served = new Set(entries.map((e) => e.path));
    expect(LISTED.map((l) => l.path).filter((p) => !served.has(p))).toEqual([]);
  });

  it('has no entry whose path is not listed', () => {
    const listed = new Set(LISTED.map((l) => l.path));
    expect(entries.filter((e) => !listed.has(e.path)).map((e) => e.name)).toEqual([]);
  });

  it('carries the listed T/N and E flags on every entry', () => {
    const byPath = new Map(LISTED.map((l) => [l.path, l.flags]));
    const wrong = entries
      .filter((e) => byPath.get(e.path) !== flagsOf(e))
      .map((e) => `${e.name}: ${flagsOf(e)} (listed ${byPath.get(e.path)})`);
    expect(wrong).toEqual([]);
  });

  it('uses the method the specs give', () => {
    const missing = LISTED.filter(
      (l) => l.method && !entries.some((e) => e.path === l.path && e.method === l.method),
    ).map((l) => `${l.method} ${l.path}`);
    expect(missing).toEqual([]);
  });

  it('caches for the session what the specs cache', () => {
    const cached = new Set(entries.filter((e) => e.cache === 'session').map((e) => e.path));
    for (const path of [
      '/wps/relay/GCS_merchantWallet',
      '/wps/relay/GCSGAME_hotGamesV2',
      '/wps/relay/GCSGAME_gameVendor',
      '/wps/relay/ODSFE2_getWinnerBoard',
      '/wps/system/setting/register',
    ]) {
      expect(cached, path).toContain(path);
    }
    // Only reads can be answered from memory; an action must always reach the server.
    for (const e of entries.filter((x) => x.cache === 'session')) {
      expect(e.method, e.name).toBe('GET');
    }
  });

  it('answers announcements to visitors and members alike', () => {
    expect(calls.announcements.token).toBe(false);
    expect(calls.announcements.tokenOptional).toBe(true);
  });
});

describe('the catalogue is well formed', () => {
  it('has one entry per method and path', () => {
    const keys = entries.map((e) => `${e.method} ${e.path}`);
    expect(keys.length - new Set(keys).size).toBe(0);
  });

  it('names calls in camelCase, with no name shared between areas', () => {
    for (const name of callNames) expect(name).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    const perArea = Object.values(callAreas).reduce((n, area) => n + Object.keys(area).length, 0);
    expect(perArea).toBe(callNames.length);
  });

  it('puts every call in a known module', () => {
    for (const e of entries) expect(MODULE_IDS, e.name).toContain(e.module);
  });

  it('answers bare JSON exactly on the lottery gateway', () => {
    for (const e of entries) {
      expect(e.bare, e.name).toBe(e.path.startsWith('/lgw/') || e.path.startsWith('/lotto/lgw/'));
    }
  });

  it('encrypts only bodies, and never the body of a lottery gateway call', () => {
    for (const e of entries.filter((x) => x.encrypted)) {
      expect(['POST', 'PUT'], e.name).toContain(e.method);
      expect(e.bare, e.name).toBe(false);
    }
  });

  it('marks a token optional only on calls that do not require one', () => {
    for (const e of entries.filter((x) => x.tokenOptional)) expect(e.token, e.name).toBe(false);
  });

  it('summarises every call', () => {
    for (const e of entries) expect(e.summary.trim().length, e.name).toBeGreaterThan(10);
  });
});

type Node = {
  type: string;
  pipe?: Node[];
  entries?: Record<string, Node>;
  wrapped?: Node;
  options?: (Node | string)[];
  item?: Node;
  requirement?: unknown;
  literal?: unknown;
};

/** The validation actions of a schema, through nested pipes. */
const actionsOf = (node: Node): Node[] =>
  node.pipe ? [...actionsOf(node.pipe[0] as Node), ...node.pipe.slice(1)] : [];

const boundedBy = (node: Node) =>
  actionsOf(node).some(
    (a) =>
      a.type === 'max_length' ||
      a.type === 'length' ||
      (a.type === 'regex' && !/[*+]|\{\d+,\}/.test(String(a.requirement))),
  );

/** Paths inside a request schema where a string or an array has no upper bound. */
const unbounded = (node: Node, at: string): string[] => {
  switch (node.type) {
    case 'string':
      return boundedBy(node) ? [] : [at];
    case 'array':
      return [...(boundedBy(node) ? [] : [at]), ...unbounded(node.item as Node, `${at}[]`)];
    case 'object':
    case 'strict_object':
      return Object.entries(node.entries ?? {}).flatMap(([k, child]) =>
        unbounded(child, `${at}.${k}`),
      );
    case 'optional':
    case 'nullable':
    case 'nullish':
      return unbounded(node.wrapped as Node, at);
    case 'union':
      return (node.options as Node[]).flatMap((o) => unbounded(o, at));
    case 'number':
    case 'boolean':
    case 'picklist':
    case 'literal':
      return [];
    default:
      return [`${at} (${node.type})`];
  }
};

/** Whether a query field is something a query string can carry. */
const queryable = (node: Node): boolean => {
  if (node.type === 'optional') return queryable(node.wrapped as Node);
  if (node.type === 'picklist') return (node.options ?? []).every((o) => typeof o === 'string');
  if (node.type === 'literal') return typeof node.literal === 'string';
  if (node.type === 'union') return (node.options as Node[]).some((o) => o.type === 'string');
  return node.type === 'string';
};

describe('request schemas', () => {
  it('are objects that refuse anything else', () => {
    for (const e of entries) {
      expect(['object', 'strict_object'], e.name).toContain(e.request.type);
      // Arrays are objects to valibot: the server refuses a non-object body before parsing.
      for (const garbage of ['garbage', 42, null, undefined, true]) {
        expect(v.safeParse(e.request, garbage).success, `${e.name} <- ${String(garbage)}`).toBe(
          false,
        );
      }
    }
  });

  it('bound every string and every list', () => {
    const found = entries.flatMap((e) => unbounded(e.request as unknown as Node, e.name));
    expect(found).toEqual([]);
  });

  it('ask GET and DELETE only for fields a query string carries', () => {
    for (const e of entries.filter((x) => x.method === 'GET' || x.method === 'DELETE')) {
      const fields = (e.request as unknown as Node).entries ?? {};
      for (const [key, node] of Object.entries(fields)) {
        expect(queryable(node), `${e.name}.${key}`).toBe(true);
      }
    }
  });

  it('read query numbers written as digits', () => {
    const parsed = v.parse(calls.gameList.request, {
      gameType: 'RNG',
      vassalage: 'PG',
      pageNo: '2',
      pageSize: '30',
    });
    expect(parsed.pageNo).toBe(2);
    expect(parsed.pageSize).toBe(30);
    expect(
      v.safeParse(calls.gameList.request, { gameType: 'RNG', vassalage: 'PG', pageNo: '2x' })
        .success,
    ).toBe(false);
  });

  it('refuse over-long input, negative pages and unknown languages', () => {
    expect(
      v.safeParse(calls.forgotPasswordByEmail.request, { username: 'a'.repeat(65), email: 'a@b.c' })
        .success,
    ).toBe(false);
    expect(v.safeParse(calls.favouriteGames.request, { pageNo: '-1' }).success).toBe(false);
    expect(v.safeParse(calls.updateLanguage.request, { language: 'XX' }).success).toBe(false);
    expect(v.safeParse(calls.updateLanguage.request, { language: 'PT-BR' }).success).toBe(true);
  });

  it('take money as decimal strings with at most three places (the most a currency has)', () => {
    const transfer = (amount: unknown) =>
      v.safeParse(calls.walletTransfer.request, {
        fromAccountTypeId: 0,
        toAccountTypeId: 3,
        amount,
        transactionId: '7d1f3c2a-5b8e-4f0a-9c6d-2e4b8a1f0c3d',
      }).success;
    expect(transfer('1234.50')).toBe(true);
    expect(transfer(1234.5)).toBe(false);
    // Three places pass the schema (a KWD brand's); the server refuses them in CNY.
    expect(transfer('12.345')).toBe(true);
    expect(transfer('12.3456')).toBe(false);
    expect(transfer('1e5')).toBe(false);
  });

  it('refuse images that are not png or jpg, and more than three', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const join = (images: unknown) =>
      v.safeParse(calls.joinPromotion.request, { promotionId: 1, images }).success;
    expect(join([png, png, png])).toBe(true);
    expect(join([png, png, png, png])).toBe(false);
    expect(join(['data:image/gif;base64,R0lGODlh'])).toBe(false);
  });

  it('accept only the notice types of the spec', () => {
    const types = (t: string) => v.safeParse(calls.announcements.request, { types: t }).success;
    expect(types('B,PL,PU,PR,H')).toBe(true);
    expect(types('B,XX')).toBe(false);
    expect(v.parse(calls.announcements.request, {}).types).toBe('B,PL,PU,PR,H');
  });

  it('make registration record consent and require the variant key', () => {
    const base = {
      password: 'Secret123',
      confirmPassword: 'Secret123',
      registerMethod: 'WEB',
      termsAccepted: true,
    };
    expect(v.safeParse(calls.register.request, { ...base, username: 'player1' }).success).toBe(
      true,
    );
    expect(
      v.safeParse(calls.register.request, { ...base, username: 'player1', termsAccepted: false })
        .success,
    ).toBe(false);
    expect(
      v.safeParse(calls.registerMobile.request, { ...base, username: 'player1' }).success,
    ).toBe(false);
    expect(
      v.safeParse(calls.registerMobile.request, { ...base, mobileNum: '912345678' }).success,
    ).toBe(true);
  });
});

describe('response schemas', () => {
  it('read the game list as the wire sends it', () => {
    const value = {
      games: [
        {
          nodeId: 11,
          gameName: 'Fortune Tiger',
          iconUrl: '/i/ft.png',
          gameId: '126',
          gameCode: 'FT',
          vassalage: 'PG',
          gameType: 'RNG',
        },
      ],
      totalPages: 4,
    };
    expect(v.parse(calls.gameList.response, value)).toEqual(value);
  });

  it('read the launch URL at value.content.game_url', () => {
    const out = v.parse(calls.launchGame.response, {
      content: { game_url: 'https://g.example/x' },
    });
    expect(out.content.game_url).toBe('https://g.example/x');
  });
});
