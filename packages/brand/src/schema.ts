import {
  COCKFIGHT_PROVIDERS,
  DEFAULT_AGENT_TYPES,
  DEFAULT_TRIAL_TYPES,
  FEATURE_FLAGS,
  LANGUAGES,
  MISSION_KINDS,
  MISSION_PERIODS,
  MODULE_IDS,
  majorNumberToMinor,
  PRIZE_MODES,
  RESOURCE_TYPES,
  SOCIAL_PROVIDERS,
} from '@portal/contract';
import * as v from 'valibot';

/*
 * Every schema here carries, as its message, a description of what it allows. parseBrand turns
 * a failed check into "file: key: found X, allowed: <that message>", so an operator editing
 * brand.json reads what to write instead of a validator's internals.
 * The helpers are marked free of side effects so the portal, which never reads the schema in
 * production, leaves it out of its bundle.
 */

/* @__NO_SIDE_EFFECTS__ */
const oneOf = (values: readonly (string | number)[]) => `one of ${values.join(', ')}`;

/** A strict object whose message lists its keys, and names what a missing key should hold. */
/* @__NO_SIDE_EFFECTS__ */
function strictRecord<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  const keys = Object.keys(entries).join(', ');
  return v.strictObject(entries, (issue) => {
    if (issue.expected === 'never') return `only the keys ${keys}`;
    if (issue.expected === 'Object') return `an object with the keys ${keys}`;
    const key = issue.path?.at(-1)?.key;
    const entry: unknown = typeof key === 'string' ? entries[key] : undefined;
    return describedBy(entry) ?? 'a value';
  });
}

function describedBy(schema: unknown): string | undefined {
  if (typeof schema !== 'object' || schema === null || !('message' in schema)) return undefined;
  return typeof schema.message === 'string' ? schema.message : undefined;
}

const TEXT = 'text';
const text = v.pipe(v.string(TEXT), v.trim(), v.minLength(1, 'text that is not empty'));

const COLOUR = 'a colour like #1a2b3c';
const hex = v.pipe(v.string(COLOUR), v.regex(/^#[0-9a-fA-F]{6}$/, COLOUR));

// Font stacks are inlined into index.html inside <style>; the character set keeps them inert there.
const FONT = 'a font stack like "Inter", Arial, sans-serif';
const fontStack = v.pipe(v.string(FONT), v.regex(/^[A-Za-z0-9 ,'"-]{1,200}$/, FONT));

const RADIUS = 'a whole number of pixels from 0 to 64';
const radius = v.pipe(
  v.number(RADIUS),
  v.integer(RADIUS),
  v.minValue(0, RADIUS),
  v.maxValue(64, RADIUS),
);

const ASSET = 'a file in the brand folder, like logo.svg';
const assetPath = v.pipe(
  v.string(ASSET),
  v.regex(/^[a-z0-9][a-z0-9._/-]*\.(svg|png|webp|ico)$/, ASSET),
  v.check((path) => !path.split('/').includes('..'), ASSET),
);

// Only http(s): these URLs end up in href and src attributes, where javascript: would run.
const URL_TEXT = 'an absolute URL starting with https:// or http://';
const url = v.pipe(v.string(URL_TEXT), v.regex(/^https?:\/\/[^\s]+$/, URL_TEXT), v.url(URL_TEXT));

const MEMBER_TYPE = 'a member type number, a whole number from 0 to 99';
/* @__NO_SIDE_EFFECTS__ */
const memberTypes = (fallback: readonly number[]) =>
  v.optional(
    v.array(
      v.pipe(
        v.number(MEMBER_TYPE),
        v.integer(MEMBER_TYPE),
        v.minValue(0, MEMBER_TYPE),
        v.maxValue(99, MEMBER_TYPE),
      ),
      'a list of member type numbers',
    ),
    [...fallback],
  );

/** Theme tokens: a few brand colours; text colours and scales are derived for contrast. */
export const themeSchema = strictRecord({
  colors: strictRecord({
    primary: hex,
    secondary: hex,
    accent: hex,
    background: hex,
    surface: hex,
    danger: hex,
    success: hex,
  }),
  fonts: strictRecord({ body: fontStack, heading: fontStack }),
  radii: strictRecord({ small: radius, medium: radius, large: radius }),
  logo: assetPath,
  favicon: assetPath,
});

/** Module ids and feature flags of the whitelabel tree a brand can switch (some names are both). */
export const BRAND_SWITCHES = /* @__PURE__ */ Array.from(
  new Set([...MODULE_IDS, ...FEATURE_FLAGS]),
);
export type BrandSwitch = (typeof BRAND_SWITCHES)[number];

/** Contact channels shown beside live chat and e-mail. */
export const SUPPORT_LINK_TYPES = [
  'WHATSAPP',
  'TELEGRAM',
  'ZALO',
  'LINE',
  'FACEBOOK',
  'VIBER',
] as const;

const supportLink = strictRecord({
  type: v.picklist(SUPPORT_LINK_TYPES, oneOf(SUPPORT_LINK_TYPES)),
  label: text,
  url,
});

const resource = strictRecord({
  resourceType: v.picklist(RESOURCE_TYPES, oneOf(RESOURCE_TYPES)),
  labelNameEn: text,
  url,
});

/** A list that must hold something; `what` names one item and says what each may be. */
/* @__NO_SIDE_EFFECTS__ */
function nonEmptyList<const TItem extends v.GenericSchema>(item: TItem, what: string) {
  const allowed = `a list of at least one ${what}`;
  return v.pipe(v.array(item, allowed), v.minLength(1, allowed));
}

/** A brand code is also its folder name and appears in host names, hence the narrow alphabet. */
export const BRAND_CODE = /^[a-z][a-z0-9-]{1,31}$/;
export const BRAND_CODE_TEXT =
  'a brand code of 2 to 32 lowercase letters, digits and dashes, starting with a letter';

const AMOUNT =
  'an amount in the currency above 0, with no more decimals than the currency has (two for CNY, none for VND), like 100 or 99.50';
/**
 * An amount in major units. Up to three places pass here (the most any currency has); the
 * brand's own currency's places are checked once the currency is known (parse.ts).
 */
const cashAmount = v.pipe(
  v.number(AMOUNT),
  v.check((n) => n > 0, AMOUNT),
  v.maxValue(1_000_000_000, AMOUNT),
  v.check((n) => majorNumberToMinor(n, 'KWD').ok, AMOUNT),
);
const STAKE_BASE = 'a decimal string of an amount like "1000" or "1.00"';
/** The lottery's stake base: its shape here, its rule in the brand's currency in parse.ts. */
const stakeBase = v.pipe(v.string(STAKE_BASE), v.regex(/^\d{1,15}(\.\d{1,4})?$/, STAKE_BASE));
const ELOTT_PLAY = 'a play code like K3.sum, or one prize of it like K3.sum:0:10';
const ELOTT_ODDS = 'decimal odds from 1.01 to 100000 with at most two decimals, like 1.94';
/**
 * Elott's odds overrides (lottery-rules.md: "by default 0.97 / p rounded down to 2 decimals,
 * overridable per play in the brand config"): decimal odds, stake included, for a play
 * (`K3.sum`: all its prizes) or one prize of it (`K3.sum:0:10`: a sum of 10; the key is the
 * engine's prize key, `row:pick`). A prize's own line wins over its play's.
 */
const elottOdds = v.record(
  v.pipe(v.string(ELOTT_PLAY), v.regex(/^[A-Z0-9]+(\.[a-z0-9]+)+(:[a-z0-9]+)*$/, ELOTT_PLAY)),
  v.pipe(
    v.number(ELOTT_ODDS),
    v.minValue(1.01, ELOTT_ODDS),
    v.maxValue(100_000, ELOTT_ODDS),
    v.check((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, ELOTT_ODDS),
  ),
  'an object of play codes to decimal odds',
);
/* @__NO_SIDE_EFFECTS__ */
const COUNT = (max: number) => `a whole number from 1 to ${max}`;
/* @__NO_SIDE_EFFECTS__ */
const count = (max: number) =>
  v.pipe(
    v.number(COUNT(max)),
    v.integer(COUNT(max)),
    v.minValue(1, COUNT(max)),
    v.maxValue(max, COUNT(max)),
  );
const CHANNEL_ID = 'a channel id of 1 to 32 letters, digits, dashes and underscores';
const channelId = v.pipe(v.string(CHANNEL_ID), v.regex(/^[A-Za-z0-9_-]{1,32}$/, CHANNEL_ID));
const VENDOR = 'a game vendor code (vassalage) like DEMO';
const CHANNEL_KINDS = ['ewallet', 'bankTransfer'] as const;

/** A deposit channel: the sandbox provider's e-wallet or a manual bank transfer with a memo. */
const depositChannel = strictRecord({
  id: channelId,
  kind: v.picklist(CHANNEL_KINDS, oneOf(CHANNEL_KINDS)),
  name: text,
  min: cashAmount,
  max: cashAmount,
  /** Where the member sends a manual bank transfer (bankTransfer channels only). */
  bank: v.optional(strictRecord({ bankName: text, accountName: text, accountNumber: text })),
});

const WALLET_MODES = ['single', 'multi'] as const;
const LOTTERY_MENUS = ['CN', 'VN'] as const;

/**
 * The cashier (issue 9): deposit channels in display order, withdrawal limits and the
 * turnover multiple, how long orders live, when an unconfirmed payout counts as received, and
 * single or multi wallet (each listed vendor with a wallet of its own).
 */
export const cashierSchema = strictRecord({
  wallet: v.optional(v.picklist(WALLET_MODES, oneOf(WALLET_MODES)), 'single'),
  vendorWallets: v.optional(
    v.array(
      strictRecord({
        accountTypeId: v.pipe(
          v.number(COUNT(999)),
          v.integer(),
          v.minValue(2, 'a number from 2 to 999'),
          v.maxValue(999),
        ),
        vassalage: v.pipe(v.string(VENDOR), v.regex(/^[A-Z0-9_]{2,16}$/, VENDOR)),
        name: text,
      }),
      'a list of vendor wallets',
    ),
    [],
  ),
  depositChannels: v.optional(v.array(depositChannel, 'a list of deposit channels'), [
    { id: 'sandbox', kind: 'ewallet', name: 'E-wallet', min: 10, max: 50_000 },
  ]),
  depositExpiryMinutes: v.optional(count(1440), 30),
  withdrawal: v.optional(
    strictRecord({
      min: cashAmount,
      max: cashAmount,
      dailyCount: count(1000),
      turnoverMultiple: v.pipe(
        v.number('a multiple from 0 to 100'),
        v.minValue(0),
        v.maxValue(100),
      ),
    }),
    { min: 100, max: 50_000, dailyCount: 5, turnoverMultiple: 1 },
  ),
  autoReceiveMinutes: v.optional(count(100_000), 60),
});

const MISSION_ID = 'a whole number from 1 to 999999, each mission its own';
const MISSION_TARGET =
  "a target above 0 (an amount in the brand's currency for lotteryStake, a whole number otherwise)";

/**
 * A mission (issue 12): what it counts over the member's lottery orders (`kind`), in which
 * period (`daily`: the brand's calendar day; `weekly`: Monday to Sunday), the target
 * (lotteryStake: an amount in the brand's currency; lotteryOrders, lotteryDrawsWon: a count)
 * and the reward paid into the main wallet once per member and period. Days run in UTC.
 */
const mission = v.pipe(
  strictRecord({
    id: v.pipe(
      v.number(MISSION_ID),
      v.integer(MISSION_ID),
      v.minValue(1, MISSION_ID),
      v.maxValue(999_999, MISSION_ID),
    ),
    period: v.picklist(MISSION_PERIODS, oneOf(MISSION_PERIODS)),
    kind: v.picklist(MISSION_KINDS, oneOf(MISSION_KINDS)),
    target: v.pipe(
      v.number(MISSION_TARGET),
      v.check((n) => n > 0, MISSION_TARGET),
    ),
    reward: cashAmount,
  }),
  v.check(
    (m) =>
      m.kind === 'lotteryStake'
        ? majorNumberToMinor(m.target, 'KWD').ok
        : Number.isInteger(m.target),
    MISSION_TARGET,
  ),
);

/** Ours, for a brand that names no missions: one of each kind. */
export const DEFAULT_MISSIONS = [
  { id: 1, period: 'daily', kind: 'lotteryStake', target: 100, reward: 5 },
  { id: 2, period: 'daily', kind: 'lotteryOrders', target: 10, reward: 3 },
  { id: 3, period: 'weekly', kind: 'lotteryDrawsWon', target: 5, reward: 20 },
] as const satisfies readonly v.InferInput<typeof mission>[];

const VIP_NAME = 'a VIP level name of 1 to 32 characters';
/**
 * A VIP level (promotions-rules.md "VIP levels"): its name, the cumulative valid bet that
 * reaches it and the one-time gift paid when it is reached (0: none), in the brand's currency.
 */
const vipLevel = strictRecord({
  name: v.pipe(v.string(VIP_NAME), v.minLength(1, VIP_NAME), v.maxLength(32, VIP_NAME)),
  validBet: cashAmount,
  gift: v.optional(v.union([v.literal(0), cashAmount], 'an amount, or 0 for none'), 0),
});

/** Ours, for a brand that names no VIP levels: five, each reached by five times more play. */
export const DEFAULT_VIP_LEVELS = [
  { name: 'VIP1', validBet: 10_000, gift: 8 },
  { name: 'VIP2', validBet: 50_000, gift: 38 },
  { name: 'VIP3', validBet: 250_000, gift: 88 },
  { name: 'VIP4', validBet: 1_250_000, gift: 288 },
  { name: 'VIP5', validBet: 6_250_000, gift: 888 },
] as const satisfies readonly v.InferInput<typeof vipLevel>[];

/**
 * Points (promotions-rules "Points", PTSYS3): per point type, `points` points for every
 * `bettingUnit` (an amount in the brand's currency) of valid bet, or of deposit paid. Ours,
 * where the specs show no figures: the rates below. `convertRate` is the money one point
 * converts into; `minConvertPoints` the fewest points one conversion takes; the converted
 * money carries a turnover requirement of `convertTurnoverMultiple` times its amount.
 */
const pointRate = strictRecord({ bettingUnit: cashAmount, points: count(1_000_000) });
export const POINT_EARNING_TYPES = [
  'live',
  'lottery',
  'boardGames',
  'slots',
  'sports',
  'deposit',
] as const;
export const pointsSchema = strictRecord({
  rates: v.optional(
    strictRecord({
      live: v.optional(pointRate),
      lottery: v.optional(pointRate),
      boardGames: v.optional(pointRate),
      slots: v.optional(pointRate),
      sports: v.optional(pointRate),
      deposit: v.optional(pointRate),
    }),
    () => ({
      live: { bettingUnit: 100, points: 1 },
      lottery: { bettingUnit: 100, points: 1 },
      boardGames: { bettingUnit: 100, points: 1 },
      slots: { bettingUnit: 100, points: 1 },
      sports: { bettingUnit: 100, points: 1 },
      deposit: { bettingUnit: 100, points: 1 },
    }),
  ),
  convertRate: v.optional(cashAmount, 0.1),
  minConvertPoints: v.optional(count(1_000_000_000), 100),
  convertTurnoverMultiple: v.optional(
    v.pipe(v.number('a multiple from 0 to 100'), v.minValue(0), v.maxValue(100)),
    1,
  ),
});

const LANGUAGE = oneOf(LANGUAGES);
const TIME_ZONE = 'an IANA time zone like Asia/Shanghai';
const HOST = 'a host name like lucky88.example.com, optionally with :port';

/**
 * A brand, as written in brands/<code>/brand.json. Cross-field rules (default language among
 * the languages, no repeats) are checked by parseBrand; files and cross-brand rules by the
 * node loader.
 */
export const brandSchema = strictRecord({
  code: v.pipe(v.string(BRAND_CODE_TEXT), v.regex(BRAND_CODE, BRAND_CODE_TEXT)),
  merchantCode: v.pipe(
    v.string('a merchant code'),
    v.regex(/^[A-Z0-9]{3,16}$/, 'a merchant code of 3 to 16 capitals and digits'),
  ),
  name: v.pipe(
    v.string('a display name'),
    v.trim(),
    v.minLength(1, 'a display name of 1 to 64 characters'),
    v.maxLength(64, 'a display name of 1 to 64 characters'),
  ),
  platform: v.picklist(['WEB'], oneOf(['WEB'])),
  lotteryType: v.picklist(['Elott', 'Lott'], oneOf(['Elott', 'Lott'])),
  currency: v.pipe(
    v.string('an ISO 4217 code like CNY'),
    v.regex(/^[A-Z]{3}$/, 'an ISO 4217 code like CNY'),
  ),
  currencySymbol: v.pipe(
    v.string('a currency symbol of 1 to 4 characters'),
    v.minLength(1, 'a currency symbol of 1 to 4 characters'),
    v.maxLength(4, 'a currency symbol of 1 to 4 characters'),
  ),
  /**
   * The brand's days (daily withdrawal count, record filters, reconciliation) run midnight to
   * midnight here, an IANA zone like Asia/Shanghai; absent, in UTC.
   */
  timeZone: v.optional(
    v.pipe(
      v.string(TIME_ZONE),
      v.check((zone) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      }, TIME_ZONE),
    ),
  ),
  defaultLanguage: v.picklist(LANGUAGES, LANGUAGE),
  languages: nonEmptyList(v.picklist(LANGUAGES, LANGUAGE), `language, each ${LANGUAGE}`),
  cockfightProviders: v.array(
    v.picklist(COCKFIGHT_PROVIDERS, oneOf(COCKFIGHT_PROVIDERS)),
    `a list of cockfight providers, each ${oneOf(COCKFIGHT_PROVIDERS)}`,
  ),
  prizeModes: nonEmptyList(
    v.picklist(PRIZE_MODES, oneOf(PRIZE_MODES)),
    `prize mode, each ${oneOf(PRIZE_MODES)}`,
  ),
  /** Anything absent is off. */
  features: v.record(
    v.picklist(BRAND_SWITCHES, `a switch name, ${oneOf(BRAND_SWITCHES)}`),
    v.boolean('true or false'),
    'an object of switch names to true or false',
  ),
  agentTypes: memberTypes(DEFAULT_AGENT_TYPES),
  trialTypes: memberTypes(DEFAULT_TRIAL_TYPES),
  /** The first domain is the brand's main domain. */
  domains: nonEmptyList(
    v.pipe(v.string(HOST), v.regex(/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?$/, HOST)),
    `host name, each ${HOST}`,
  ),
  theme: themeSchema,
  support: strictRecord({
    liveChatUrl: url,
    email: v.pipe(
      v.string('an e-mail address like help@example.com'),
      v.email('an e-mail address like help@example.com'),
    ),
    links: v.optional(v.array(supportLink, 'a list of contact links'), []),
  }),
  licence: text,
  copyright: text,
  imageCDNs: nonEmptyList(url, `image host, each ${URL_TEXT}`),
  launchGameCDNs: nonEmptyList(url, `game launch host, each ${URL_TEXT}`),
  resources: v.optional(v.array(resource, 'a list of download and contact resources'), []),
  /**
   * Social login (portal-spec section 7: Google or Facebook "when enabled"; the shape is ours):
   * each provider an OpenID Connect client of the brand. `issuer: "sandbox"` is the identity
   * provider the server serves itself (/sandbox/oidc/<provider>); a real one names its issuer
   * and endpoints (docs/DEPLOY.md), and its client secret comes from the server's environment
   * (`SOCIAL_SECRET_<BRAND>_<PROVIDER>`), never from this file.
   */
  socialLogin: v.optional(
    v.array(
      v.union([
        strictRecord({
          provider: v.picklist(SOCIAL_PROVIDERS, oneOf(SOCIAL_PROVIDERS)),
          clientId: text,
          issuer: v.literal('sandbox', "sandbox, or the provider's issuer URL"),
        }),
        strictRecord({
          provider: v.picklist(SOCIAL_PROVIDERS, oneOf(SOCIAL_PROVIDERS)),
          clientId: text,
          issuer: url,
          authorizationEndpoint: url,
          tokenEndpoint: url,
          jwksUri: url,
        }),
      ]),
      'a list of social login providers',
    ),
    [],
  ),
  cashier: v.optional(cashierSchema, {}),
  /** Points earned on play and deposits, and what they convert into ({@link pointsSchema}). */
  points: v.optional(pointsSchema, {}),
  /**
   * Upline-downline transfers (agent-rules "Transfers": brand limits per transfer and per day),
   * in the brand's currency. Ours by default; the specs give no figures.
   */
  agentTransfer: v.optional(
    strictRecord({ min: cashAmount, max: cashAmount, dailyMax: cashAmount }),
    { min: 1, max: 50_000, dailyMax: 200_000 },
  ),
  /**
   * The lottery's brand choices (lottery-rules.md): the caps ("brand config, ours by
   * default", in the brand's currency) and whether a member may cancel before the lock.
   */
  lottery: v.optional(
    strictRecord({
      /** The most one order can win; a prize above it is cut to it. */
      prizeCapPerOrder: v.optional(cashAmount, 400_000),
      /** SEA: the stakes one number may take in one draw before it is "sold out". */
      seaNumberSalesCap: v.optional(cashAmount, 10_000),
      /**
       * "A member may cancel an order before the lock ... unless the brand switches
       * cancellation off": on unless set to false. Off, the server refuses a cancel
       * (`lottery.cancel.off`) and the portal offers none.
       */
      memberCancel: v.optional(v.boolean('true or false'), true),
      /**
       * Which lottery leads the header's lottery menu: the Chinese games' groups (`CN`) or the
       * Vietnamese regions (`VN`), the other following. Ours: the specs show one menu only.
       */
      menuFirst: v.optional(v.picklist(LOTTERY_MENUS, oneOf(LOTTERY_MENUS)), 'CN'),
      /** Elott's odds per play or prize (see {@link elottOdds}); absent, the rules' own. */
      elottOdds: v.optional(elottOdds, {}),
      /**
       * What the rules' betting unit "1" (a yuan) is worth in the brand's currency, a decimal
       * string in major units ("1000" for a VND brand): the lottery's amounts are the
       * engine's times its scale (`stakeScale` of @portal/contract). Ours (issue 23; the rules
       * price in yuan only). Its minor amount must be a multiple of 100 (jiao and fen stay
       * whole), which needs the currency and is checked by parseBrand; absent, the
       * currency's default (`defaultStakeBase`: 1 major unit, 1,000 without minor units).
       */
      stakeBase: v.optional(stakeBase),
    }),
    {},
  ),
  /**
   * The lottery missions (MISSION3), in display order; absent, ours ({@link DEFAULT_MISSIONS});
   * an empty list, none.
   */
  missions: v.optional(
    v.array(mission, 'a list of missions, each with id, period, kind, target and reward'),
    () => DEFAULT_MISSIONS.map((m) => ({ ...m })),
  ),
  /**
   * The VIP levels, lowest first, each needing more cumulative valid bet than the one before;
   * absent, ours ({@link DEFAULT_VIP_LEVELS}); an empty list, no VIP.
   */
  vipLevels: v.optional(
    v.pipe(
      v.array(vipLevel, 'a list of VIP levels, each with name, validBet and gift'),
      v.check(
        (levels) => levels.every((l, i) => i === 0 || l.validBet > (levels[i - 1]?.validBet ?? 0)),
        'levels lowest first, each needing more valid bet than the one before',
      ),
    ),
    () => DEFAULT_VIP_LEVELS.map((l) => ({ ...l })),
  ),
  analytics: v.optional(
    strictRecord({
      gtagId: v.pipe(
        v.string('a Google tag id like G-ABC123'),
        v.regex(/^G-[A-Z0-9]{4,16}$/, 'a Google tag id like G-ABC123'),
      ),
    }),
  ),
});

export type Brand = v.InferOutput<typeof brandSchema>;
export type BrandInput = v.InferInput<typeof brandSchema>;
export type BrandTheme = Brand['theme'];
export type BrandCashier = Brand['cashier'];
export type BrandPoints = Brand['points'];
export type BrandMission = Brand['missions'][number];
export type BrandVipLevel = Brand['vipLevels'][number];
export type BrandDepositChannel = BrandCashier['depositChannels'][number];
export type BrandResource = Brand['resources'][number];
export type SupportLink = Brand['support']['links'][number];
