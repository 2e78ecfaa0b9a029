import type { ColumnType, Generated } from 'kysely';

/** A content row's texts by wire language code, besides its own (the default language's). */
export type Translations = Partial<Record<string, { title: string; content: string }>>;

/** int8 columns arrive from `pg` as strings (exact); the ledger turns them into bigint. */
type Int8 = ColumnType<string, string | bigint, string | bigint>;
type GeneratedInt8 = ColumnType<string, string | bigint | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface MerchantsTable {
  id: Generated<number>;
  code: string;
  merchant_code: string;
  name: string;
  brand: ColumnType<unknown, string, string>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface MerchantFeaturesTable {
  merchant_id: number;
  switch_id: string;
  enabled: boolean;
}

export interface MaintenanceWindowsTable {
  id: Generated<number>;
  merchant_id: number;
  starts_at: Timestamp;
  ends_at: Timestamp;
  message: ColumnType<string, string | undefined, string>;
  /** Language code -> message; `message` is the brand's default language (migration 0052). */
  messages: ColumnType<Record<string, string>, string | undefined, string>;
  created_by: number | null;
}

/** Visitors a GeoIP lookup places in a country: blocked or let in (migration 0052). */
export interface CountryRulesTable {
  merchant_id: number;
  country_code: string;
  blocked: boolean;
}

/** Staff addresses let through maintenance and region rules (migration 0052). */
export interface SiteAllowListTable {
  merchant_id: number;
  network: string;
  note: ColumnType<string, string | undefined, string>;
}

export interface RegionRulesTable {
  id: Generated<number>;
  merchant_id: number;
  network: string;
  country_code: ColumnType<string, string | undefined, string>;
  blocked: boolean;
}

export interface MembersTable {
  id: Generated<number>;
  merchant_id: number;
  username: string;
  password_hash: string;
  type: number;
  nickname: ColumnType<string, string | undefined, string>;
  mobile: ColumnType<string, string | undefined, string>;
  email: ColumnType<string, string | undefined, string>;
  created_at: DefaultTimestamp;
  password_changed_at: DefaultTimestamp;
  last_login_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  country_dialing_code: ColumnType<string, string | undefined, string>;
  mobile_verified: ColumnType<boolean, boolean | undefined, boolean>;
  affiliate_code: ColumnType<string | null, string | null | undefined, string | null>;
  upline_id: ColumnType<number | null, number | null | undefined, number | null>;
  referral_code: ColumnType<string, string | undefined, string>;
  recommender_id: ColumnType<string, string | undefined, string>;
  /** Optional contact and identity fields of the register form (line, wechat, payeeName...). */
  profile: ColumnType<Record<string, string>, string | undefined, string>;
  terms_accepted_at: NullableTimestamp;
  register_ip: ColumnType<string, string | undefined, string>;
  language: ColumnType<string, string | undefined, string>;
  last_login_ip: ColumnType<string | null, string | null | undefined, string | null>;
  previous_login_at: NullableTimestamp;
  previous_login_ip: ColumnType<string | null, string | null | undefined, string | null>;
  first_login_handled_at: NullableTimestamp;
  /** The prize group (lottery-rules: default 1800, at most 1960; never above the upline's). */
  series: ColumnType<number, number | undefined, number>;
  /** The affiliate link the member registered with, if any. */
  agent_link_id: ColumnType<number | null, number | null | undefined, number | null>;
}
export interface KnownAddressesTable {
  merchant_id: number;
  member_id: number;
  address: string;
  first_seen_at: Timestamp;
  last_seen_at: Timestamp;
}
export interface KnownDevicesTable {
  merchant_id: number;
  member_id: number;
  device_id: string;
  first_seen_at: Timestamp;
  last_seen_at: Timestamp;
  last_address: string;
}
/** A member's authenticator app (session/authenticator.ts). */
export interface MemberAuthenticatorsTable {
  member_id: number;
  merchant_id: number;
  /** Sealed (session/secretBox.ts); null until an enrolment is confirmed. */
  secret: string | null;
  enrolled_at: NullableTimestamp;
  last_step: string | null;
  pending_secret: string | null;
  pending_until: NullableTimestamp;
}
/** A member's linked social identity (session/social.ts). */
export interface MemberSocialIdentitiesTable {
  merchant_id: number;
  member_id: number;
  provider: string;
  subject: string;
  email: ColumnType<string, string | undefined, string>;
  linked_at: Timestamp;
}
/** A social login in flight: its state's hash, single use, lapsing (session/social.ts). */
export interface SocialLoginFlightsTable {
  state_hash: Buffer;
  merchant_id: number;
  provider: string;
  redirect_uri: string;
  link_member_id: number | null;
  address: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}
export interface PendingLoginsTable {
  id: GeneratedInt8;
  token_hash: Buffer;
  merchant_id: number;
  member_id: number;
  address: string;
  weak_password: boolean;
  expires_at: Timestamp;
  completed_at: NullableTimestamp;
  failed_attempts: Generated<number>;
}
export interface VerificationCodesTable {
  id: GeneratedInt8;
  merchant_id: number;
  purpose: string;
  destination: string;
  code_hash: Buffer;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}
export interface SpentChallengesTable {
  challenge_id: string;
  expires_at: Timestamp;
}
export interface MessageLogTable {
  id: GeneratedInt8;
  merchant_id: number;
  channel: 'sms' | 'email';
  recipient: string;
  requester_ip: string;
  sent_at: Timestamp;
}
export interface OutboxTable {
  id: GeneratedInt8;
  merchant_id: number;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string;
  body: string;
  code: string | null;
  created_at: Timestamp;
}
export interface ServerSecretsTable {
  name: string;
  secret: Buffer;
}

export interface SessionsTable {
  id: GeneratedInt8;
  token_hash: Buffer;
  merchant_id: number;
  member_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  revoked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface LoginFailuresTable {
  merchant_id: number;
  scope: 'account' | 'address';
  subject: string;
  failures: number;
  last_failure_at: Timestamp;
}

export interface CaptchasTable {
  merchant_id: number;
  subject: string;
  salt: Buffer;
  answer_hash: Buffer;
  expires_at: Timestamp;
  requested_ip: Generated<string>;
  requested_at: DefaultTimestamp;
}

export interface CipherNoncesTable {
  nonce: string;
  seen_at: Timestamp;
}

export interface ServerKeysTable {
  singleton: Generated<boolean>;
  key_id: string;
  material: string;
  created_at: DefaultTimestamp;
}

export interface LedgerAccountsTable {
  id: GeneratedInt8;
  merchant_id: number;
  code: string;
  member_id: number | null;
  currency: string;
  balance: ColumnType<string, never, never>;
  allow_negative: ColumnType<boolean, boolean | undefined, never>;
  created_at: DefaultTimestamp;
}

export interface LedgerTransactionsTable {
  id: GeneratedInt8;
  merchant_id: number;
  idempotency_key: string;
  kind: string;
  currency: string;
  fingerprint: string;
  created_at: DefaultTimestamp;
}

export interface LedgerEntriesTable {
  id: GeneratedInt8;
  merchant_id: number;
  transaction_id: Int8;
  account_id: Int8;
  amount: Int8;
  /** What the entry is for (`lottery-order:<id>`); null on entries written before references. */
  reference: ColumnType<string | null, string | null | undefined, never>;
}

export interface GameVendorsTable {
  id: Generated<number>;
  merchant_id: number;
  vassalage: string;
  display_name: string;
  category: string;
  game_type: string;
  is_game: string;
  vendor_type: ColumnType<string, string | undefined, string>;
  sort: number;
}

export interface GamesTable {
  id: Generated<number>;
  merchant_id: number;
  vassalage: string;
  game_type: string;
  game_id: string;
  game_code: string;
  game_name: string;
  classify: ColumnType<string, string | undefined, string>;
  engine: string;
  hot: ColumnType<boolean, boolean | undefined, boolean>;
  sort: number;
  /** The name per language besides `game_name` (the catalogue's, the fallback), migration 0046. */
  names: ColumnType<Record<string, string>, string | undefined, string>;
}

export interface FavouriteGamesTable {
  merchant_id: number;
  member_id: number;
  node_id: number;
  created_at: DefaultTimestamp;
}

export interface RecentGamesTable {
  merchant_id: number;
  member_id: number;
  node_id: number;
  played_at: Timestamp;
}

export interface LaunchTokensTable {
  token_hash: Buffer;
  merchant_id: number;
  member_id: number;
  session_id: Int8;
  node_id: number;
  expires_at: Timestamp;
}

/**
 * A vendor round's statuses, named once (ours): open from its bet until the vendor settles it
 * or it is rolled back. Here beside the table, as games writes them and account, the jobs and
 * the dashboard read them.
 */
export const ROUND_STATUS = { open: 'open', settled: 'settled', rolledBack: 'rolledback' } as const;
export type RoundStatus = (typeof ROUND_STATUS)[keyof typeof ROUND_STATUS];

export interface VendorRoundsTable {
  merchant_id: number;
  vassalage: string;
  transaction_id: string;
  member_id: number;
  node_id: number;
  bet_amount: Int8;
  win_amount: ColumnType<string | null, string | bigint | null | undefined, string | bigint | null>;
  status: RoundStatus;
  outcome: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: Timestamp;
  closed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The ledger account the stake came from (null: the main wallet, before multi-wallet play). */
  wallet_account_id: ColumnType<string | null, string | bigint | null | undefined, never>;
}

export interface AnnouncementsTable {
  id: Generated<number>;
  merchant_id: number;
  seed_key: string | null;
  /** SL, SP, DS: the posts of the content pages (migration 0048). */
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H' | 'SL' | 'SP' | 'DS' | 'IG' | 'LG';
  group_name: ColumnType<string, string | undefined, string>;
  title: string;
  content: ColumnType<string, string | undefined, string>;
  image_url: ColumnType<string, string | undefined, string>;
  linkage_type: string | null;
  linkage: string | null;
  promotion_type: string | null;
  execution: 'A' | 'B' | 'F' | null;
  members_only: ColumnType<boolean, boolean | undefined, boolean>;
  sort: ColumnType<number, number | undefined, number>;
  created_at: DefaultTimestamp;
  /** null: every language (migration 0301, the console's content desk). */
  language: ColumnType<string | null, string | null | undefined, string | null>;
  published: ColumnType<boolean, boolean | undefined, boolean>;
  publish_from: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  publish_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  updated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Texts in other languages than the default's title and content, migration 0045. */
  translations: ColumnType<Translations, string | undefined, string>;
}

/** A staff member's run-time switch over brand.json (migration 0301); the guard applies it. */
export interface MerchantSwitchOverridesTable {
  merchant_id: number;
  switch_id: string;
  enabled: boolean;
  changed_by: number;
  changed_at: ColumnType<Date, Date | string, Date | string>;
}

export interface HelpTopicsTable {
  id: Generated<number>;
  merchant_id: number;
  hash: string;
  title: string;
  content: string;
  sort: number;
  /** Texts in other languages than the default's title and content, migration 0045. */
  translations: ColumnType<Translations, string | undefined, string>;
}

export interface LotteryGamesTable {
  id: Generated<number>;
  merchant_id: number;
  game_code: string;
  game_name: string;
  group_code: string;
  region: ColumnType<'CN' | 'VN', 'CN' | 'VN' | undefined, 'CN' | 'VN'>;
  interval_seconds: number | null;
  daily_minute: number | null;
  lock_seconds: number;
  tag: ColumnType<string, string | undefined, string>;
  remark: ColumnType<string, string | undefined, string>;
  on_sale: ColumnType<boolean, boolean | undefined, boolean>;
  sort: number;
  /** The draw format of lottery-rules.md; null: not drawn here (KENO). */
  draw_group: ColumnType<string | null, string | null | undefined, string | null>;
  /** The name per language besides `game_name` (the catalogue's, the fallback), migration 0047. */
  names: ColumnType<Record<string, string>, string | undefined, string>;
}

export type DrawStateColumn = 'open' | 'drawn' | 'settled' | 'void';

export interface LotteryDrawsTable {
  merchant_id: number;
  game_id: number;
  numero: string;
  draw_at: Timestamp;
  lock_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  win_no: ColumnType<string | null, string | null | undefined, string | null>;
  seed: ColumnType<string | null, string | null | undefined, string | null>;
  commitment: ColumnType<string | null, string | null | undefined, string | null>;
  state: ColumnType<DrawStateColumn, DrawStateColumn | undefined, DrawStateColumn>;
  scheduled_at: Generated<Date>;
  drawn_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  settled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  void_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface LotteryChasesTable {
  id: Generated<string>;
  merchant_id: number;
  member_id: number;
  game_id: number;
  stop_on_win: boolean;
  created_at: Generated<Date>;
}

export interface LotteryOrdersTable {
  id: Generated<string>;
  merchant_id: number;
  member_id: number;
  game_id: number;
  numero: string;
  play: string;
  selection: ColumnType<number[][], string, string>;
  unit: number;
  multiplier: number;
  stakes: number;
  amount: ColumnType<string, bigint | string, bigint | string>;
  currency: string;
  prize_mode: string;
  series: number;
  status: ColumnType<number, number | undefined, number>;
  payout: ColumnType<string, bigint | string | undefined, bigint | string>;
  chase_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | undefined, Date>;
  settled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The holding account the stake went to (a shard of the lottery's stakes). */
  stake_account_id: Int8;
  /** The prize cap per order the member bought under, minor units (the brand's, at the time). */
  prize_cap: ColumnType<string, bigint | string, bigint | string>;
  /** Elott: the brand's odds overrides of the order's play when bought, hundredths; else null. */
  elott_odds: ColumnType<Record<string, number> | null, string | null | undefined, string | null>;
  /** The brand's stake scale when bought: the order's money is the engine's amounts times it. */
  stake_scale: ColumnType<string, bigint | string | undefined, bigint | string>;
}

export interface LotteryNumberSalesTable {
  merchant_id: number;
  game_id: number;
  numero: string;
  play: string;
  number: number;
  amount: ColumnType<string, bigint | string, bigint | string>;
}

/** A mission reward paid: once per member, mission and period (missions/claims.ts). */
export interface MissionClaimsTable {
  merchant_id: number;
  member_id: number;
  mission_id: number;
  /** yyyy-MM-dd, the day the period starts on. */
  period_key: string;
  reward: ColumnType<string, bigint | string, bigint | string>;
  currency: string;
  transaction_id: ColumnType<string, bigint | string, bigint | string>;
  claimed_at: DefaultTimestamp;
}

/**
 * A member staff have locked (migration 0014_staff made it with the staff tables): the member
 * policy reads it for every sign-in, bet and payment, so it is typed with the platform's tables.
 */
export interface MemberLocksTable {
  merchant_id: number;
  member_id: number;
  locked_at: Timestamp;
  reason: string;
  locked_by: number;
}

/** The team tree (agent area, 0028_agent_tree): one row per ancestor and descendant, self at 0. */
export interface AgentTreeTable {
  merchant_id: number;
  ancestor_id: number;
  descendant_id: number;
  depth: number;
}
/** An agent's affiliate link: registrations with its code land with its type and series. */
export interface AgentLinksTable {
  id: Generated<number>;
  merchant_id: number;
  agent_id: number;
  code: string;
  type: number;
  series: number;
  created_at: DefaultTimestamp;
  deleted_at: NullableTimestamp;
}

/** An upline-downline transfer (agent area): one per sender and client key. */
/** agent_transfers.kind: the contract's AGENT_TRANSFER_KINDS. */
type AgentTransferKindColumn = 'normal' | 'promotionSubsidy' | 'dividendPayment';

export interface AgentTransfersTable {
  id: GeneratedInt8;
  merchant_id: number;
  from_member_id: number;
  to_member_id: number;
  client_id: string;
  amount: ColumnType<string, bigint, never>;
  currency: string;
  created_at: Timestamp;
  /** The sub-type (agent-rules "Transfers"); a dividend payment names its bill. */
  kind: ColumnType<AgentTransferKindColumn, AgentTransferKindColumn | undefined, never>;
  bill_id: number | null;
}

/** A staff move under another upline, applied at the start of the next brand day. */
export interface AgentMovesTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  from_upline_id: number | null;
  to_upline_id: number | null;
  reason: string;
  staff_id: number;
  requested_at: Timestamp;
  effective_at: Timestamp;
  status: ColumnType<
    'pending' | 'applied' | 'refused',
    'pending' | undefined,
    'applied' | 'refused'
  >;
  done_at: NullableTimestamp;
}
/** An application to become an agent. */
export interface AgentApplicationsTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number | null;
  name: string;
  contact: string;
  note: string;
  status: ColumnType<
    'pending' | 'approved' | 'rejected',
    'pending' | undefined,
    'approved' | 'rejected'
  >;
  created_at: Timestamp;
  decided_at: NullableTimestamp;
  decided_by: ColumnType<number | null, number | null | undefined, number | null>;
  reason: ColumnType<string | null, string | null | undefined, string | null>;
  type: ColumnType<number | null, number | null | undefined, number | null>;
  series: ColumnType<number | null, number | null | undefined, number | null>;
  /** Where the application came from (0036): the visitor's rate limit counts by it. */
  address: ColumnType<string, string | undefined, never>;
}

/** The platform database as Kysely sees it. */
export interface Database {
  member_locks: MemberLocksTable;
  agent_tree: AgentTreeTable;
  agent_links: AgentLinksTable;
  agent_transfers: AgentTransfersTable;
  agent_moves: AgentMovesTable;
  agent_applications: AgentApplicationsTable;
  merchants: MerchantsTable;
  merchant_features: MerchantFeaturesTable;
  maintenance_windows: MaintenanceWindowsTable;
  region_rules: RegionRulesTable;
  country_rules: CountryRulesTable;
  site_allow_list: SiteAllowListTable;
  members: MembersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  captchas: CaptchasTable;
  cipher_nonces: CipherNoncesTable;
  server_keys: ServerKeysTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  game_vendors: GameVendorsTable;
  games: GamesTable;
  favourite_games: FavouriteGamesTable;
  recent_games: RecentGamesTable;
  launch_tokens: LaunchTokensTable;
  vendor_rounds: VendorRoundsTable;
  announcements: AnnouncementsTable;
  help_topics: HelpTopicsTable;
  merchant_switch_overrides: MerchantSwitchOverridesTable;
  lottery_games: LotteryGamesTable;
  lottery_draws: LotteryDrawsTable;
  lottery_chases: LotteryChasesTable;
  lottery_orders: LotteryOrdersTable;
  lottery_number_sales: LotteryNumberSalesTable;
  mission_claims: MissionClaimsTable;
  known_addresses: KnownAddressesTable;
  known_devices: KnownDevicesTable;
  member_social_identities: MemberSocialIdentitiesTable;
  member_authenticators: MemberAuthenticatorsTable;
  social_login_flights: SocialLoginFlightsTable;
  pending_logins: PendingLoginsTable;
  verification_codes: VerificationCodesTable;
  spent_challenges: SpentChallengesTable;
  message_log: MessageLogTable;
  outbox: OutboxTable;
  server_secrets: ServerSecretsTable;
}
