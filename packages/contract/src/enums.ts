/** The 18 interface languages (platform-spec section 9), as the wire's `Language` header spells them. */
export const LANGUAGES = [
  'CN',
  'EN',
  'JA',
  'TH',
  'VI',
  'MY',
  'ES',
  'HI',
  'ID',
  'KM',
  'KO',
  'MS',
  'PT',
  'TA',
  'TW',
  'TY',
  'UR',
  'PT-BR',
] as const;
export type Language = (typeof LANGUAGES)[number];
/** Languages written right to left. */
export const RTL_LANGUAGES: readonly Language[] = ['UR'];
/** BCP 47 tag per wire language code, for Intl and the `lang` attribute. */
export const LANGUAGE_TAGS: Record<Language, string> = {
  CN: 'zh-CN',
  EN: 'en',
  JA: 'ja',
  TH: 'th',
  VI: 'vi',
  MY: 'my',
  ES: 'es',
  HI: 'hi',
  ID: 'id',
  KM: 'km',
  KO: 'ko',
  MS: 'ms',
  PT: 'pt',
  TA: 'ta',
  TW: 'zh-TW',
  TY: 'tl',
  UR: 'ur',
  'PT-BR': 'pt-BR',
};

export const GAME_CATEGORIES = [
  'SPORTS',
  'ESPORTS',
  'LIVE',
  'LOTT',
  'ELOTT',
  'PVP',
  'FISH',
  'RNG',
  'COCKFIGHT',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

export const LOTTERY_GROUPS = [
  'K3',
  'SSC',
  'LHC',
  'PCB',
  '11X5',
  'HOT',
  'PK10',
  'LF',
  'HK6',
] as const;
export type LotteryGroup = (typeof LOTTERY_GROUPS)[number];

export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

export const COCKFIGHT_PROVIDERS = ['DS88', 'DIG'] as const;
export type CockfightProvider = (typeof COCKFIGHT_PROVIDERS)[number];

/** Account types: agents 1, 2, 41, 42 and trial 4 by default; brands may configure the lists. */
export const MEMBER_TYPES = {
  member: 0,
  agent: 1,
  agentSenior: 2,
  trial: 4,
  agentDirect: 41,
  agentPartner: 42,
} as const;
export const DEFAULT_AGENT_TYPES = [1, 2, 41, 42] as const;
export const DEFAULT_TRIAL_TYPES = [4] as const;

/** Bet order statuses of the family's lottery library (wire-protocol.md). */
export const BET_STATUS = {
  notDrawn: 2,
  win: 4,
  lose: 5,
  cancelled: [6, 7, 8],
  refund: [12, 14, 15],
  tie: 16,
} as const;

export const POINTS_REDEMPTION_STATUS = ['applying', 'rejected', 'approved'] as const;
export const PROMOTION_STATUS = [
  'join',
  'claim',
  'applying',
  'rejected',
  'issued',
  'claimed',
  'inProgress',
  'signedUp',
  'comingSoon',
] as const;
export const CONTRACT_STATUS = ['offered', 'accepted', 'rejected', 'terminated'] as const;
export const CONTRACT_PERIODS = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;

/** System status as the portal reads it: 0 normal, 1 maintenance page, 2 region-blocked page. */
export const SYSTEM_STATE = { normal: 0, maintenance: 1, regionBlocked: 2 } as const;

/**
 * Module ids of the whitelabel tree. Every call belongs to one; a call whose module is off
 * for the merchant answers `function.not.available`. The `*3` flags the portal reads are
 * children of these modules.
 */
export const MODULE_IDS = [
  'COMM3',
  'REG3',
  'CAPTCHA3',
  'FREEPLAY3',
  'WALLET3',
  'GAMELO3',
  'LOTT3',
  'ANNC3',
  'PROMO3',
  'MISSION3',
  'PTSYS3',
  'INBOX3',
  'FEEDBACK3',
  'HELP3',
  'AGENTPOLICY3',
  'DIVIDEND3',
  'DAILYSAL3',
  'HOURSAL3',
  'RTSALARY3',
  'LIVECHAT3',
] as const;
export type ModuleId = (typeof MODULE_IDS)[number];

/** Feature flags the portal reads from the whitelabel tree (portal-spec section 6). */
export const FEATURE_FLAGS = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'MOBILENUMPASSREG3',
  'REGMOBVERF3',
  'MOBILEVERCODELOGIN3',
  'CHNGPASSVERIF3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'AGENTPOLICY3',
  'DIRECTREG3',
  'REFERRAL3',
  'COUNTRYCODE3',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** Register form fields whose rules the server serves (portal-spec section 3). */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** Download and contact resources, keyed by resourceType. */
export const RESOURCE_TYPES = [
  'Android',
  'MOBILECONFIG',
  'WHATSAPP',
  'TELEGRAM',
  'LIVECHAT',
  'ZALO',
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];
