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
  // The Vietnamese (north) and Thai-style draws of lottery-rules.md: their own pages
  // (`/vnLottery`, `/seaLottery`), not the CN menus' groups.
  'VN',
  'SEA',
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

/**
 * Bet order statuses of the family's lottery library (wire-protocol.md, lottery-rules.md
 * "Order statuses"), each code named once: 6 chase cancelled after a win, 7 chase cancelled
 * on a number, 8 cancelled by the member; 12 void draw, 14 system, 15 staff refunds; 16 tie
 * (refunded); 20 rejected, 99 invalid. `cancelled` and `refund` group the codes the console
 * shows alike.
 */
const ORDER_CODES = {
  notDrawn: 2,
  won: 4,
  lost: 5,
  chaseCancelledAfterWin: 6,
  chaseCancelledOnNumber: 7,
  cancelledByMember: 8,
  voidRefunded: 12,
  systemRefunded: 14,
  staffRefunded: 15,
  tie: 16,
  rejected: 20,
  invalid: 99,
} as const;
export const BET_STATUS = {
  ...ORDER_CODES,
  cancelled: [
    ORDER_CODES.chaseCancelledAfterWin,
    ORDER_CODES.chaseCancelledOnNumber,
    ORDER_CODES.cancelledByMember,
  ],
  refund: [ORDER_CODES.voidRefunded, ORDER_CODES.systemRefunded, ORDER_CODES.staffRefunded],
} as const;
/** Every order status code, as orders carry it. */
export const BET_STATUS_CODES: readonly BetStatusCode[] = Object.values(ORDER_CODES).sort(
  (a, b) => a - b,
);
/**
 * Orders whose stake stands, the money at play (ours): not drawn yet, won, lost, or tied;
 * cancelled, refunded, rejected and invalid orders are out. Losses, stakes and records count
 * these.
 */
export const STANDING_BET_STATUSES = [
  ORDER_CODES.notDrawn,
  ORDER_CODES.won,
  ORDER_CODES.lost,
  ORDER_CODES.tie,
] as const;
/** Standing orders whose draw has settled them (they carry a payout, perhaps zero). */
export const SETTLED_BET_STATUSES = [ORDER_CODES.won, ORDER_CODES.lost, ORDER_CODES.tie] as const;
export type BetStatusCode = (typeof ORDER_CODES)[keyof typeof ORDER_CODES];

export const POINTS_REDEMPTION_STATUS = ['applying', 'rejected', 'approved'] as const;
export type PointsRedemptionStatus = (typeof POINTS_REDEMPTION_STATUS)[number];
/** What earns points (platform-spec section 3). */
export const POINT_TYPES = [
  'live',
  'lottery',
  'boardGames',
  'slots',
  'sports',
  'exchange',
  'deposit',
] as const;
export type PointType = (typeof POINT_TYPES)[number];
/** What the points mall offers (platform-spec section 1). */
export const POINT_REWARD_CATEGORIES = ['chips', 'gifts', 'services'] as const;
export type PointRewardCategory = (typeof POINT_REWARD_CATEGORIES)[number];
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
/** A promotion grant's statuses (promotions-rules.md "Bonus details"). */
export const GRANT_STATUS = ['active', 'completed', 'expired', 'forfeited', 'cancelled'] as const;
export type GrantStatus = (typeof GRANT_STATUS)[number];
export const CONTRACT_STATUS = ['offered', 'accepted', 'rejected', 'terminated'] as const;
export const CONTRACT_PERIODS = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;
export type ContractPeriod = (typeof CONTRACT_PERIODS)[number];
/** The four agent contracts: dividend, and daily, hourly and real-time salary. */
export const CONTRACT_TYPES = [
  'dividend',
  'dailySalary',
  'hourlySalary',
  'realTimeSalary',
] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];
/**
 * What a freeze stops (issue 24's agent desk: "freeze and unfreeze (team, withdrawals,
 * transfers)"): the member's withdrawals, its transfers out, or its agent team's growth.
 */
export const FREEZE_SCOPES = ['team', 'withdrawals', 'transfers'] as const;
export type FreezeScope = (typeof FREEZE_SCOPES)[number];
/** What an upline asks of a downline: a new contract, or the end of the current one. */
export const CONTRACT_REQUEST_TYPES = ['create', 'terminate'] as const;
export type ContractRequestType = (typeof CONTRACT_REQUEST_TYPES)[number];

/** Designed: kinds of movement in the member's account record (ODSFE2_MemTransDet). */
export const TRANSACTION_TYPES = [
  'deposit',
  'withdrawal',
  'transfer',
  'bet',
  'payout',
  'bonus',
  'rebate',
  'dividend',
  'salary',
  'points',
  'adjustment',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/**
 * Withdrawal confirmation (platform-spec section 4). The member answers with the first four;
 * `forcedReceived` is set by the platform (the deposit is then not refunded) and
 * `autoReceived` when the member left the withdrawal unconfirmed past the timeout.
 */
export const WITHDRAWAL_ANSWERS = ['received', 'notReceived', 'partial', 'allReceived'] as const;
export type WithdrawalAnswer = (typeof WITHDRAWAL_ANSWERS)[number];
export const WITHDRAWAL_CONFIRMATION_STATUS = [
  'awaiting',
  ...WITHDRAWAL_ANSWERS,
  'forcedReceived',
  'autoReceived',
] as const;
export type WithdrawalConfirmationStatus = (typeof WITHDRAWAL_CONFIRMATION_STATUS)[number];

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
  /** The chat room and its live hosts (CBS_* calls), switchable apart from customer service. */
  'CHATROOM3',
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
