/*
 * Every ledger movement kind, named once: a movement's kind is stored on its transaction
 * and read back by the account record, the limits, the turnover and the staff dashboard,
 * so a kind is never spelled by hand elsewhere. `LEDGER_KINDS` assembles all of them.
 */

/** The cashier's kinds (named in docs/ARCHITECTURE.md). */
export const CASHIER_KINDS = {
  deposit: 'deposit',
  depositSuspense: 'deposit_suspense',
  withdrawal: 'withdrawal',
  withdrawalRejected: 'withdrawal_rejected',
  payoutSent: 'payout_sent',
  payoutPaid: 'payout_paid',
  payoutReturned: 'payout_returned',
  disputeRefund: 'dispute_refund',
  disputePaidAgain: 'dispute_paid_again',
  /** A move between the member's main wallet and a vendor's (multi-wallet brands). */
  walletTransfer: 'wallet_transfer',
} as const;

/** The points' kinds: earning and spending `PTS`, and the money a mall item or a conversion moves. */
export const POINTS_KINDS = {
  pointsEarned: 'points_earned',
  /** A redemption: its points (and, as a second movement, its amount) leave at once. */
  pointsRedeemed: 'points_redeemed',
  pointsRedeemedAmount: 'points_redeemed_amount',
  /** A rejected redemption: its points and amount return. */
  pointsRefunded: 'points_refunded',
  pointsRefundedAmount: 'points_refunded_amount',
  /** An approved chips item: its money into the wallet from the promotions house. */
  pointsChips: 'points_chips',
  /** A conversion: the points burnt and the money paid, one keyed movement each side. */
  pointsConverted: 'points_converted',
  pointsConvertedMoney: 'points_converted_money',
} as const;

/**
 * The agent side's kinds (issue 24): named with the account record's type first, so the
 * record's prefix match shows them as salary, dividend or rebate.
 */
export const AGENT_KINDS = {
  /** A salary run (daily, hourly, real-time): the platform pays each agent its share. */
  agentSalary: 'salary_agent',
  /** A dividend run: the platform pays each top-level agent its whole amount. */
  agentDividend: 'dividend_agent',
  /** A dividend bill paid by the upline, or collected from its wallet after the grace. */
  agentDividendBill: 'dividend_bill',
  /** A draw's lottery rebates by prize-group difference, a line per agent (agent-rules). */
  agentLotteryRebate: 'rebate_lottery',
} as const;

/**
 * The agent centre's team kinds (issue 24): an upline-downline transfer, main to main, one
 * kind per sub-type (agent-rules "Transfers"), so the account record tells them apart.
 */
export const AGENT_TEAM_KINDS = {
  agentTransfer: 'agent_transfer',
  /** An agent's promotion subsidy to a member of its team. */
  agentTransferSubsidy: 'agent_transfer_subsidy',
  /** An upline's transfer paying a dividend bill it owes the downline. */
  agentTransferBill: 'agent_transfer_bill',
} as const;

/**
 * The promotions' kinds (issue 25): a grant paid from the house account `promotions` (a
 * deposit bonus, an application's or referral's reward...), a daily rebate, a VIP level's gift,
 * and a bonus taken back (forfeit, expiry, given up).
 */
export const PROMOTION_LEDGER_KINDS = {
  promotionBonus: 'promotion_bonus',
  promotionRebate: 'promotion_rebate',
  vipGift: 'vip_gift',
  promotionForfeit: 'promotion_forfeit',
} as const;

/** Every movement kind of the platform. */
export const LEDGER_KINDS = {
  /** A demo member's opening balance (seed). */
  openingBalance: 'opening_balance',
  /** Staff's manual adjustment. */
  manualAdjustment: 'manual_adjustment',
  /** The seamless wallet: a vendor round's stake, its win and its rollback. */
  gameBet: 'game_bet',
  gameWin: 'game_win',
  gameRollback: 'game_rollback',
  /** The lottery: a stake, a draw's prizes and tie refunds, a cancel or staff refund. */
  lotteryBet: 'lottery_bet',
  lotterySettlement: 'lottery_settlement',
  lotteryRefund: 'lottery_refund',
  /** The lottery, set-wise: a chase's later orders after a win, a void draw's orders. */
  lotteryChaseStop: 'lottery_chase_stop',
  lotteryVoid: 'lottery_void',
  missionReward: 'mission_reward',
  ...POINTS_KINDS,
  ...CASHIER_KINDS,
  ...AGENT_KINDS,
  ...AGENT_TEAM_KINDS,
  ...PROMOTION_LEDGER_KINDS,
} as const;

export type LedgerKind = (typeof LEDGER_KINDS)[keyof typeof LEDGER_KINDS];

/** The kinds that bring money into members' accounts from outside: deposit limits, dashboard. */
export const DEPOSIT_KINDS = [LEDGER_KINDS.deposit] as const;
/** The kinds that take members' money out: the staff dashboard's withdrawals. */
export const WITHDRAWAL_KINDS = [LEDGER_KINDS.withdrawal] as const;
