export type { CallSpec, Method } from './call.ts';
export { amount, defineCall, empty, money, qInt, str } from './call.ts';
export type { MemberInfo } from './calls/session.ts';
export {
  challengeFields,
  loginFailureValueSchema,
  loginRequestSchema,
  loginValueSchema,
  memberInfoSchema,
} from './calls/session.ts';
export type { RegisterRule, SystemStatus, WhitelabelNode } from './calls/system.ts';
export {
  registerRuleSchema,
  registerRulesSchema,
  resourceSchema,
  systemStatusSchema,
  whitelabelNodeSchema,
} from './calls/system.ts';
export type { Balance } from './calls/wallet.ts';
export { balanceSchema } from './calls/wallet.ts';
export type { CallInput, CallName, CallOutput, CallParsed, Calls } from './catalogue.ts';
export { callNames, callSpec, calls } from './catalogue.ts';
export type {
  CockfightProvider,
  FeatureFlag,
  GameCategory,
  Language,
  LotteryGroup,
  ModuleId,
  PrizeMode,
  RegisterField,
  ResourceType,
} from './enums.ts';
export {
  BET_STATUS,
  COCKFIGHT_PROVIDERS,
  CONTRACT_PERIODS,
  CONTRACT_STATUS,
  DEFAULT_AGENT_TYPES,
  DEFAULT_TRIAL_TYPES,
  FEATURE_FLAGS,
  GAME_CATEGORIES,
  LANGUAGE_TAGS,
  LANGUAGES,
  LOTTERY_GROUPS,
  MEMBER_TYPES,
  MODULE_IDS,
  POINTS_REDEMPTION_STATUS,
  PRIZE_MODES,
  PROMOTION_STATUS,
  REGISTER_FIELDS,
  RESOURCE_TYPES,
  RTL_LANGUAGES,
  SYSTEM_STATE,
} from './enums.ts';
export type { Envelope } from './envelope.ts';
export { envelopeSchema, fail, ok } from './envelope.ts';
export type { ErrorCode } from './errors.ts';
export { ERROR_CODES, ERRORS, errorMessageId, isErrorCode } from './errors.ts';
