export { safeBackUrl } from './backUrl.ts';
export type { CallRoute, CallSpec, Method } from './call.ts';
export { defineCall, empty, money, qInt, str } from './call.ts';
export { callRoutes } from './callRoutes.ts';
export type {
  BetRecord,
  BetRecordStatus,
  BonusRecord,
  BonusSource,
  FeedbackType,
  InboxMessage,
  LoginDevice,
  PlatformNotice,
  PlatformNoticeKind,
  ProfitLoss,
  RealityCheck,
  RecordPeriod,
  RgLimit,
  RgLimitKind,
  RgSettings,
  RgStateName,
  TimeOutPeriod,
} from './calls/account.ts';
export {
  BET_RECORD_STATUS,
  BONUS_SOURCES,
  betRecordSchema,
  FEEDBACK_TYPES,
  inboxMessageSchema,
  MAX_FEEDBACK_LENGTH,
  MAX_NICKNAME_LENGTH,
  MAX_RECORD_RANGE_DAYS,
  MESSAGE_FILTERS,
  MESSAGE_SOURCES,
  PLATFORM_NOTICE_KINDS,
  platformNoticeSchema,
  REALITY_CHECK_MINUTES,
  RECORD_PERIODS,
  RG_INCREASE_DELAY_HOURS,
  RG_LIMIT_KINDS,
  RG_STATES,
  rgSettingsSchema,
  SELF_EXCLUSION_MONTHS,
  TIME_OUT_PERIODS,
} from './calls/account.ts';
export type {
  AgentPayLine,
  ConsolidatedContractInfo,
  Contract,
  ContractSide,
  DividendBill,
  PendingContractRequest,
} from './calls/agent.ts';
export {
  agentPayLineSchema,
  CONTRACT_SIDES,
  consolidatedContractInfoSchema,
  contractSchema,
  contractTierSchema,
  DIVIDEND_BILL_STATUSES,
  dividendBillSchema,
  downlineConflictValueSchema,
  pendingContractRequestSchema,
  processContractResultSchema,
} from './calls/agent.ts';
export type {
  AgentIncome,
  AgentLink,
  AgentSelf,
  AgentTransferKind,
  TeamBet,
  TeamBetPage,
  TeamContractState,
  TeamMember,
  TeamOverview,
  UserLoss,
} from './calls/agentTeam.ts';
export {
  AGENT_TRANSFER_KINDS,
  agentIncomeSchema,
  agentLinkSchema,
  agentSelfSchema,
  agentTeamCalls,
  TEAM_BET_LEVELS,
  TEAM_CONTRACT_STATES,
  teamBetPageSchema,
  teamBetSchema,
  teamDaySchema,
  teamMemberSchema,
  teamOverviewSchema,
  userLossSchema,
} from './calls/agentTeam.ts';
export type { AutoTransfer } from './calls/autoTransfer.ts';
export { autoTransferSchema } from './calls/autoTransfer.ts';
export type {
  BankCard,
  DepositChannel,
  DepositChannelKind,
  DepositOrder,
  DepositStatus,
  ServiceFigures,
  Withdrawal,
  WithdrawalInfo,
  WithdrawalStatus,
} from './calls/cashier.ts';
export {
  bankCardSchema,
  DEPOSIT_CHANNEL_KINDS,
  DEPOSIT_STATUS,
  depositChannelSchema,
  depositOrderSchema,
  serviceFiguresSchema,
  WITHDRAWAL_STATUS,
  withdrawalInfoSchema,
  withdrawalSchema,
} from './calls/cashier.ts';
export type { ChatMessage, ChatRoomEvent } from './calls/chatRoom.ts';
export {
  CHAT_STREAM_PATH,
  chatMessageSchema,
  chatRoomEventSchema,
  MAX_CHAT_MESSAGE_LENGTH,
} from './calls/chatRoom.ts';
export type {
  Announcements,
  Banner,
  BannerGroup,
  ContentPageName,
  ContentPost,
  HelpTopic,
  Notice,
  NoticeType,
  PopupNotice,
} from './calls/content.ts';
export {
  announcementsSchema,
  BANNER_GROUPS,
  bannerSchema,
  CONTENT_PAGE_TYPES,
  CONTENT_PAGES,
  contentPostSchema,
  helpTopicSchema,
  NOTICE_TYPES,
  noticeSchema,
  POPUP_EXECUTIONS,
  popupNoticeSchema,
} from './calls/content.ts';
export type { VendorCard, VendorLane, Winner } from './calls/games.ts';
export {
  gameLaunchSchema,
  launchGameRequestSchema,
  liveModelSchema,
  pvpRoomSchema,
  vendorCardSchema,
  vendorLaneSchema,
  winnerSchema,
} from './calls/games.ts';
export type {
  DrawProofAnswer,
  LotteryBet,
  LotteryMenuGame,
  LotteryMenuGroup,
  LotteryOrder,
  NearNumeros,
  NextDraw,
  OpenedNumero,
  PopularLottery,
} from './calls/lottery.ts';
export {
  chaseSchema,
  drawProofSchema,
  lotteryBetSchema,
  lotteryMenuGameSchema,
  lotteryMenuGroupSchema,
  lotteryOrderSchema,
  MAX_PICKS_PER_BET,
  MAX_PICKS_PER_ROW,
  nearNumerosSchema,
  nextDrawSchema,
  openedNumeroSchema,
  popularLotterySchema,
} from './calls/lottery.ts';
export type { PlayOdds } from './calls/lotteryOdds.ts';
export { playOddsSchema } from './calls/lotteryOdds.ts';
export type { LoginInfo } from './calls/member.ts';
export {
  loginInfoSchema,
  memberIconSchema,
  registerMobileRequestSchema,
  registerRequestSchema,
} from './calls/member.ts';
export type {
  Mission,
  MissionKind,
  MissionLeaderboard,
  MissionPeriod,
  MissionStatus,
} from './calls/missions.ts';
export {
  MISSION_KINDS,
  MISSION_PERIODS,
  MISSION_STATUSES,
  missionLeaderboardSchema,
  missionSchema,
} from './calls/missions.ts';
export type {
  PointConfig,
  PointReward,
  PointsExchangeType,
  RedeemRecord,
} from './calls/points.ts';
export {
  POINTS_EXCHANGE_TYPES,
  pointConfigSchema,
  pointRewardSchema,
  redeemRecordSchema,
} from './calls/points.ts';
export type {
  ChatApp,
  ChatLink,
  PromotionApplication,
  PromotionApplicationStatus,
  RaffleDraw,
  RaffleVerification,
  RedEnvelopePop,
  Referral,
  ReferralInvite,
  ReferralRewardStatus,
  StaffPromotionApplication,
  StaffReferralReward,
} from './calls/promotionKinds.ts';
export {
  CHAT_APPS,
  chatLinkSchema,
  PROMOTION_APPLICATION_STATUSES,
  promotionApplicationSchema,
  promotionKindsCalls,
  REFERRAL_REWARD_STATUSES,
  raffleDrawSchema,
  raffleVerificationSchema,
  redEnvelopePopSchema,
  referralInviteSchema,
  referralSchema,
  staffPromotionApplicationSchema,
  staffReferralRewardSchema,
} from './calls/promotionKinds.ts';
export type {
  Promotion,
  PromotionAudience,
  PromotionGrant,
  PromotionKind,
  PromotionState,
  PromotionTerms,
} from './calls/promotions.ts';
export {
  PROMOTION_KINDS,
  PROMOTION_STATES,
  promotionAudienceSchema,
  promotionGrantSchema,
  promotionSchema,
  promotionTermsSchema,
  TYPICAL_HOUSE_EDGE_BP,
} from './calls/promotions.ts';
export type {
  AuthenticatorStatus,
  LoginValue,
  LoginVerification,
  MemberInfo,
  NewIpMethod,
  SocialProvider,
  VerificationChallenge,
} from './calls/session.ts';
export {
  authenticatorStatusSchema,
  challengeFields,
  codeSentSchema,
  loginFailureValueSchema,
  loginRequestSchema,
  loginValueSchema,
  loginVerificationValueSchema,
  memberInfoSchema,
  NEW_IP_METHODS,
  SOCIAL_PROVIDERS,
  verificationChallengeSchema,
} from './calls/session.ts';
export type {
  Adjustment,
  AuditAction,
  AuditEntry,
  AuditTargetType,
  MemberDetail,
  MemberRow,
  PasswordStep,
  StaffCallInput,
  StaffCallName,
  StaffCallOutput,
  StaffCallParsed,
  StaffCallSpec,
  StaffCalls,
  StaffMember,
  StaffPermission,
  StaffRole,
  StaffSession,
} from './calls/staff.ts';
export {
  ADJUSTMENT_DIRECTIONS,
  ADJUSTMENT_STATUS,
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  adjustmentSchema,
  auditEntrySchema,
  defineStaffCall,
  MEMBER_SEARCH_FIELDS,
  MEMBER_SORTS,
  memberDetailSchema,
  memberRowSchema,
  passwordStepSchema,
  ROLE_PERMISSIONS,
  roleCan,
  STAFF_CSRF_HEADER,
  STAFF_PERMISSIONS,
  STAFF_ROLES,
  staffCallNames,
  staffCalls,
  staffMemberSchema,
  staffSessionSchema,
} from './calls/staff.ts';
export type {
  AgentApplication,
  AgentDeskPermission,
  AgentTree,
  ApplicationStatus,
  TreeMember,
} from './calls/staffAgent.ts';
export {
  AGENT_DESK_PERMISSIONS,
  APPLICATION_STATUSES,
  agentApplicationSchema,
  agentTreeSchema,
  treeMemberSchema,
} from './calls/staffAgent.ts';
export type {
  PlatformContract,
  PlatformContractState,
} from './calls/staffAgentContracts.ts';
export {
  AGENT_CONTRACT_AUDIT_ACTIONS,
  PLATFORM_CONTRACT_STATES,
  platformContractSchema,
} from './calls/staffAgentContracts.ts';
export type {
  AgentPayPermission,
  StaffAgentRun,
  StaffAgentRunLine,
  StaffDividendBill,
  StaffFreezeScope,
  StaffFreezes,
} from './calls/staffAgentPay.ts';
export {
  AGENT_PAY_PERMISSIONS,
  AGENT_RUN_TYPES,
  staffAgentRunLineSchema,
  staffAgentRunSchema,
  staffDividendBillSchema,
  staffFreezeScopeSchema,
  staffFreezesSchema,
} from './calls/staffAgentPay.ts';
export type { StaffChatMessage } from './calls/staffChatRoom.ts';
export { MAX_CHAT_MUTE_MINUTES, staffChatMessageSchema } from './calls/staffChatRoom.ts';
export type {
  BrandSwitch,
  ContentImage,
  Dashboard,
  DashboardDay,
  StaffAnnouncement,
  StaffBrand,
  StaffFeedback,
  StaffHelpTopic,
  StaffMessage,
} from './calls/staffDesks.ts';
export {
  brandSwitchSchema,
  CONTENT_IMAGE_TYPES,
  contentImageSchema,
  dashboardSchema,
  MAX_CONTENT_IMAGE_BYTES,
  SWITCH_IDS,
  staffAnnouncementSchema,
  staffBrandSchema,
  staffFeedbackSchema,
  staffHelpTopicSchema,
  staffMessageSchema,
} from './calls/staffDesks.ts';
export type {
  DisputeResolution,
  FinancePermission,
  ReconciliationReport,
  StaffDeposit,
  StaffWithdrawal,
} from './calls/staffFinance.ts';
export {
  DISPUTE_RESOLUTIONS,
  FINANCE_PERMISSIONS,
  reconciliationReportSchema,
  staffDepositSchema,
  staffWithdrawalSchema,
} from './calls/staffFinance.ts';
export type { LinkedAccount, WithdrawalRisk } from './calls/staffFinanceReview.ts';
export { RISK_DEPOSIT_DAYS, withdrawalRiskSchema } from './calls/staffFinanceReview.ts';
export type { DrawState, LotteryDeskPermission, StaffDraw } from './calls/staffLottery.ts';
export {
  DRAW_STATES,
  LOTTERY_DESK_PERMISSIONS,
  staffDrawSchema,
} from './calls/staffLottery.ts';
export type { StaffCatalogueName } from './calls/staffNames.ts';
export {
  CATALOGUE_NAME_MAX,
  NAMES_AUDIT_ACTIONS,
  NAMES_AUDIT_TARGETS,
  staffCatalogueNameSchema,
} from './calls/staffNames.ts';
export type {
  PointsDeskPermission,
  PointsLedgerLine,
  RedemptionDecision,
  StaffPointReward,
  StaffRedemption,
} from './calls/staffPoints.ts';
export {
  POINTS_DESK_PERMISSIONS,
  pointsLedgerLineSchema,
  REDEMPTION_DECISIONS,
  staffPointRewardSchema,
  staffRedemptionSchema,
} from './calls/staffPoints.ts';
export type {
  PromotionDeskStatus,
  PromotionsDeskPermission,
  PromotionText,
  StaffPromotion,
  StaffPromotionGrant,
} from './calls/staffPromotions.ts';
export {
  MESSENGER_TEXT_MAX,
  PROMOTION_BODY_MAX,
  PROMOTION_DESK_STATUS,
  PROMOTIONS_DESK_PERMISSIONS,
  promotionTextSchema,
  staffPromotionGrantSchema,
  staffPromotionSchema,
} from './calls/staffPromotions.ts';
export type {
  RafflePrizeTerms,
  RaffleTerms,
  RaffleTicketSource,
  RedEnvelopeTerms,
  ReferralTerms,
  StaffRaffleSeed,
} from './calls/staffPromotionsTerms.ts';
export {
  RAFFLE_TICKET_SOURCES,
  rafflePrizeTermsSchema,
  raffleTermsSchema,
  redEnvelopeTermsSchema,
  referralTermsSchema,
  staffRaffleSeedSchema,
} from './calls/staffPromotionsTerms.ts';
export type {
  SiteDeskPermission,
  StaffMaintenanceWindow,
  StaffSiteRules,
} from './calls/staffSite.ts';
export {
  SITE_DESK_AUDIT_ACTIONS,
  SITE_DESK_PERMISSIONS,
  staffMaintenanceWindowSchema,
  staffSiteRulesSchema,
} from './calls/staffSite.ts';
export type { CountryCode, RegisterRule, SystemStatus, WhitelabelNode } from './calls/system.ts';
export {
  countryCodeSchema,
  registerRuleSchema,
  registerRulesSchema,
  resourceSchema,
  systemStatusSchema,
  whitelabelNodeSchema,
} from './calls/system.ts';
export type {
  Balance,
  MerchantWallet,
  Transaction,
  WithdrawalConfirmation,
} from './calls/wallet.ts';
export {
  balanceSchema,
  merchantWalletSchema,
  transactionSchema,
  withdrawalConfirmationSchema,
} from './calls/wallet.ts';
export type { CallInput, CallName, CallOutput, CallParsed, Calls } from './catalogue.ts';
export { callAreas, callNames, callSpec, calls } from './catalogue.ts';
export type {
  BetStatusCode,
  CockfightProvider,
  ContractPeriod,
  ContractRequestType,
  ContractType,
  FeatureFlag,
  FreezeScope,
  GameCategory,
  GrantStatus,
  Language,
  LotteryGroup,
  ModuleId,
  PointRewardCategory,
  PointsRedemptionStatus,
  PointType,
  PrizeMode,
  RegisterField,
  ResourceType,
  TransactionType,
  WithdrawalAnswer,
  WithdrawalConfirmationStatus,
} from './enums.ts';
export {
  BET_STATUS,
  BET_STATUS_CODES,
  COCKFIGHT_PROVIDERS,
  CONTRACT_PERIODS,
  CONTRACT_REQUEST_TYPES,
  CONTRACT_STATUS,
  CONTRACT_TYPES,
  DEFAULT_AGENT_TYPES,
  DEFAULT_TRIAL_TYPES,
  FEATURE_FLAGS,
  FREEZE_SCOPES,
  GAME_CATEGORIES,
  GRANT_STATUS,
  LANGUAGE_TAGS,
  LANGUAGES,
  LOTTERY_GROUPS,
  MEMBER_TYPES,
  MODULE_IDS,
  POINT_REWARD_CATEGORIES,
  POINT_TYPES,
  POINTS_REDEMPTION_STATUS,
  PRIZE_MODES,
  PROMOTION_STATUS,
  REGISTER_FIELDS,
  RESOURCE_TYPES,
  RTL_LANGUAGES,
  SETTLED_BET_STATUSES,
  STANDING_BET_STATUSES,
  SYSTEM_STATE,
  TRANSACTION_TYPES,
  WITHDRAWAL_ANSWERS,
  WITHDRAWAL_CONFIRMATION_STATUS,
} from './enums.ts';
export type { Envelope } from './envelope.ts';
export { envelopeSchema, fail, ok } from './envelope.ts';
export { isErrorCode } from './errorCodes.ts';
export type { ErrorCode, PhoneVerificationCase } from './errors.ts';
export {
  ERROR_CODES,
  ERRORS,
  errorMessageId,
  PHONE_VERIFICATION_ERRORS,
  PORTAL_ERROR_CODES,
  STAFF_ERROR_CODES,
} from './errors.ts';
export type { Game } from './fields.ts';
export { gameSchema, MAX_IMAGE_BYTES, MAX_IMAGES, page, pageCount } from './fields.ts';
export type { MemberMessageKey } from './memberMessages.ts';
export { MEMBER_MESSAGE_KEYS, MEMBER_MESSAGES, memberMessageId } from './memberMessages.ts';
export type { AmountError, MoneyParse, MoneyProblem } from './money.ts';
export {
  amountExample,
  amountValidator,
  formatMoney,
  MAX_WHOLE_DIGITS,
  majorNumberToMinor,
  minorDigits,
  minorPerMajor,
  parseMoney,
  toMajorNumber,
  toMinor,
  toWire,
} from './money.ts';
export { moneyIn, wireMoney } from './moneySchemas.ts';
export type { BrandPeriod, PeriodUnit } from './periods.ts';
export {
  brandDay,
  brandTimeZone,
  DEFAULT_TIME_ZONE,
  nextPeriod,
  PERIOD_UNITS,
  periodByKey,
  periodOf,
  previousPeriod,
  shiftPeriod,
} from './periods.ts';
export type { ProofOfWorkChallenge } from './proofOfWork.ts';
export { proofOfWorkHash, solveProofOfWork } from './proofOfWork.ts';
export { isTierRate, RATE_PATTERN } from './rates.ts';
export {
  characterCount,
  checkRegisterRule,
  EMAIL_FORMAT,
  isLoginFormat,
  MOBILE_NUMBER_FORMAT,
  PASSWORD_FORMAT,
  popupsForAudience,
  rulePattern,
  USERNAME_FORMAT,
} from './rules.ts';
export type { StakeBaseParse, StakeBaseProblem } from './stakeBase.ts';
export {
  defaultStakeBase,
  MAX_STAKE_SCALE,
  parseStakeBase,
  STAKE_BASE_STEP,
  stakeBaseRule,
  stakeScale,
} from './stakeBase.ts';
