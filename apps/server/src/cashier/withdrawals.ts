import { randomUUID } from 'node:crypto';
import {
  brandTimeZone,
  pageCount,
  periodOf,
  type Withdrawal,
  type WithdrawalInfo,
} from '@portal/contract';
import type { Selectable, Updateable } from 'kysely';
import { memberPolicy } from '../account/memberPolicy.ts';
import { rgState } from '../account/rg.ts';
import { addFigures, NO_GAME } from '../activity/figures.ts';
import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import { addJob } from '../jobs/jobQueue.ts';
import { LEDGER_KINDS, type LedgerKind } from '../ledger/kinds.ts';
import {
  inTransaction,
  memberWalletBalance,
  openMemberWallet,
  transfer,
} from '../ledger/ledger.ts';
import { brandMinor, moneyOf } from '../ledger/money.ts';
import { policySubject } from '../member/policy.ts';
import type { Merchant } from '../system/merchants.ts';
import { CASHIER_ACCOUNTS, cashierAccount, clearingAccountName } from './accounts.ts';
import { maskAccount } from './bankCards.ts';
import { recordCallback } from './callbacks.ts';
import { type CashierTables, cashierDb } from './cashierDb.ts';
import type { MemberMoneyRequest } from './memberMoney.ts';
import { notifyMember } from './memberNotices.ts';
import {
  lockMemberCashier,
  paymentPasswordState,
  recordPaymentPasswordCheck,
  verifyPaymentPassword,
} from './paymentPassword.ts';
import type { PaymentProvider, ProviderEvent } from './paymentProvider.ts';
import { type BonusWagering, withdrawalLockOf } from './turnover.ts';
import { recallAll } from './vendorWallets.ts';

/**
 * Withdrawals: requested (wallet -> hold at once) -> approved by staff (hold -> in transit,
 * payout sent) -> paid (in transit -> clearing) or failed (in transit -> wallet); pending ->
 * rejected (hold -> wallet). Each movement is keyed by the withdrawal and its step, and each
 * step changes the row only from the state before it, so a repeated step posts nothing.
 */

export const AUTO_RECEIVE_TASK = 'withdrawal-auto-receive';

export type WithdrawalRow = Selectable<CashierTables['withdrawals']>;

/**
 * Withdrawals counted against the daily count: those of the brand's day so far (midnight in
 * the brand's time zone, or UTC without one: contract periods), rejected ones aside.
 */
const withdrawalsToday = async (
  db: Db,
  merchant: Merchant,
  memberId: number,
  now: Date,
): Promise<number> => {
  const timeZone = brandTimeZone(merchant.brand);
  const row = await cashierDb(db)
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_id', '=', memberId)
    .where('created_at', '>=', periodOf('day', now, timeZone).start)
    .where('status', '!=', 'rejected')
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

export const withdrawalInfo = async (
  db: Db,
  merchant: Merchant,
  memberId: number,
  now: Date,
  bonusWagering: BonusWagering,
): Promise<WithdrawalInfo> => {
  const { currency, cashier } = merchant.brand;
  const balance = await memberWalletBalance(db, merchant.id, memberId, currency);
  const { remaining } = await withdrawalLockOf(db, bonusWagering, merchant.id, memberId, currency);
  const password = await paymentPasswordState(db, memberId, now);
  return {
    balance: moneyOf(balance, currency),
    withdrawable: moneyOf(remaining > 0n ? 0n : balance, currency),
    turnoverRemaining: moneyOf(remaining, currency),
    minAmount: moneyOf(brandMinor(cashier.withdrawal.min, currency), currency),
    maxAmount: moneyOf(brandMinor(cashier.withdrawal.max, currency), currency),
    dailyCount: cashier.withdrawal.dailyCount,
    usedToday: await withdrawalsToday(db, merchant, memberId, now),
    timeZone: brandTimeZone(merchant.brand),
    paymentPasswordSet: password.set,
    paymentPasswordLockedUntil: password.lockedUntil?.toISOString() ?? null,
  };
};

const rowsWithCard = (db: Db) =>
  cashierDb(db)
    .selectFrom('withdrawals as w')
    .innerJoin('bank_cards as c', 'c.id', 'w.card_id')
    .selectAll('w')
    .select(['c.account_number', 'c.bank_name', 'c.payee']);

export const withdrawalOf = (row: WithdrawalRow & { account_number: string }): Withdrawal => ({
  withdrawalId: row.id,
  amount: moneyOf(row.amount, row.currency),
  status: row.status,
  cardId: row.card_id,
  accountMasked: maskAccount(row.account_number),
  createdAt: row.created_at.toISOString(),
  reason: row.reason,
});

export interface RequestWithdrawal extends MemberMoneyRequest {
  cardId: number;
  paymentPassword: string;
  /** The active bonuses' wagering left (services.bonusWagering): it locks withdrawals too. */
  bonusWagering: BonusWagering;
}

/**
 * Checks and holds a withdrawal. One member's requests run one at a time (advisory lock), so
 * the daily count and the turnover are decided on what committed before; the ledger refuses
 * whatever the balance no longer covers.
 */
export const requestWithdrawal = async (db: Db, r: RequestWithdrawal): Promise<Withdrawal> => {
  const { merchant, memberId, amount, now } = r;
  const { currency, cashier } = merchant.brand;
  if (
    amount < brandMinor(cashier.withdrawal.min, currency) ||
    amount > brandMinor(cashier.withdrawal.max, currency)
  ) {
    throw new CatalogueError('cashier.amount.out.of.range');
  }
  // Trial, locked or frozen: refused. A time-out or self-exclusion is not: the member may
  // still take their balance out (cashier-notes; the policy's table says so).
  await memberPolicy.refuse(db, policySubject(merchant, memberId), 'withdraw', { at: now });
  // Hashed before any lock: parallel requests of one member do not queue behind scrypt.
  const check = await verifyPaymentPassword(db, memberId, r.paymentPassword);
  const outcome = await inTransaction(db, async (trx) => {
    const cdb = cashierDb(trx);
    const card = await cdb
      .selectFrom('bank_cards')
      .select(['id', 'account_number'])
      .where('id', '=', r.cardId)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    if (!card) throw new CatalogueError('not.found', { message: 'No such bank card.' });
    await lockMemberCashier(trx, memberId);
    if (!(await recordPaymentPasswordCheck(trx, memberId, check, now))) return null;
    if ((await withdrawalsToday(trx, merchant, memberId, now)) >= cashier.withdrawal.dailyCount) {
      throw new CatalogueError('withdrawal.daily.limit');
    }
    const lock = await withdrawalLockOf(trx, r.bonusWagering, merchant.id, memberId, currency);
    if (lock.remaining > 0n) {
      throw new CatalogueError('withdrawal.turnover.open');
    }
    const row = await cdb
      .insertInto('withdrawals')
      .values({
        merchant_id: merchant.id,
        member_id: memberId,
        card_id: card.id,
        amount,
        currency,
        status: 'pending',
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await transfer(trx, {
      merchantId: merchant.id,
      idempotencyKey: `withdrawal:${row.id}`,
      kind: LEDGER_KINDS.withdrawal,
      currency,
      from: await openMemberWallet(trx, merchant.id, memberId, currency),
      to: await cashierAccount(trx, merchant.id, currency, CASHIER_ACCOUNTS.hold),
      amount,
    });
    return withdrawalOf({ ...row, account_number: card.account_number });
  });
  // The wrong try committed above; only now is the request refused.
  if (!outcome) throw new CatalogueError('payment.password.wrong');
  return outcome;
};

export const withdrawalsOf = async (db: Db, memberId: number, pageNo: number, pageSize: number) => {
  const total = Number(
    (
      await cashierDb(db)
        .selectFrom('withdrawals')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('member_id', '=', memberId)
        .executeTakeFirstOrThrow()
    ).n,
  );
  const rows = await rowsWithCard(db)
    .where('w.member_id', '=', memberId)
    .orderBy('w.id', 'desc')
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize)
    .execute();
  return {
    content: rows.map(withdrawalOf),
    pageNum: pageNo,
    totalPages: pageCount(total, pageSize),
  };
};

/** Locks a withdrawal (staff see only their merchants': `merchantIds` null is every one). */
export const lockWithdrawal = async (
  trx: Db,
  withdrawalId: number,
  merchantIds: readonly number[] | null,
) => {
  const row = await rowsWithCard(trx)
    .where('w.id', '=', withdrawalId)
    .forUpdate('w')
    .executeTakeFirst();
  if (!row || (merchantIds && !merchantIds.includes(row.merchant_id))) {
    throw new CatalogueError('not.found', { message: 'No such withdrawal.' });
  }
  return row;
};

type PendingRow = Awaited<ReturnType<typeof lockWithdrawal>>;

/**
 * The shared first step of a staff decision (in `trx`): lock the withdrawal, refuse one that
 * is no longer pending, and move its hold to `destination` as the decision's movement.
 */
const releasePendingHold = async (
  trx: Db,
  withdrawalId: number,
  merchantIds: readonly number[] | null,
  step: { key: string; kind: LedgerKind; destination: (w: PendingRow) => Promise<bigint> },
) => {
  const w = await lockWithdrawal(trx, withdrawalId, merchantIds);
  if (w.status !== 'pending') throw new CatalogueError('staff.finance.closed');
  await transfer(trx, {
    merchantId: w.merchant_id,
    idempotencyKey: `withdrawal:${w.id}:${step.key}`,
    kind: step.kind,
    currency: w.currency,
    from: await cashierAccount(trx, w.merchant_id, w.currency, CASHIER_ACCOUNTS.hold),
    to: await step.destination(w),
    amount: BigInt(w.amount),
  });
  return w;
};

/** The decision's last step (in `trx`): the withdrawal takes it, and the member is told. */
const recordDecision = async (
  trx: Db,
  w: PendingRow,
  decision: Updateable<CashierTables['withdrawals']>,
  notice: { kind: 'withdrawalApproved' } | { kind: 'withdrawalRejected'; reason: string },
) => {
  await cashierDb(trx).updateTable('withdrawals').set(decision).where('id', '=', w.id).execute();
  await notifyMember(trx, w.merchant_id, w.member_id, {
    ...notice,
    withdrawalId: w.id,
    amount: BigInt(w.amount),
    currency: w.currency,
  });
};

/** Who decides on which withdrawal, when (staff see only their merchants': null is all). */
export interface StaffDecision {
  withdrawalId: number;
  merchantIds: readonly number[] | null;
  staffId: number;
  now: Date;
}

/** Staff approve: the hold goes in transit and the provider is asked to pay (in `trx`). */
export const approveWithdrawal = async (trx: Db, d: StaffDecision, provider: PaymentProvider) => {
  const w = await releasePendingHold(trx, d.withdrawalId, d.merchantIds, {
    key: 'sent',
    kind: LEDGER_KINDS.payoutSent,
    destination: (row) =>
      cashierAccount(trx, row.merchant_id, row.currency, CASHIER_ACCOUNTS.inTransit),
  });
  const { providerRef } = await provider.createPayout(trx, {
    merchantId: w.merchant_id,
    reference: String(w.id),
    amount: BigInt(w.amount),
    currency: w.currency,
    bankName: w.bank_name,
    accountNumber: w.account_number,
    payee: w.payee,
  });
  const decided = { decided_at: d.now, decided_by: d.staffId };
  await recordDecision(
    trx,
    w,
    { status: 'approved', provider_ref: providerRef, ...decided },
    { kind: 'withdrawalApproved' },
  );
};

/** Who pays out which closed account's balance, to which of its cards, when (in `trx`). */
export interface ClosedAccountPayout {
  memberId: number;
  cardId: number;
  merchantIds: readonly number[] | null;
  staffId: number;
  now: Date;
}

/**
 * Staff pay out the whole balance of a timed-out or self-excluded member, who cannot sign in,
 * to a card bound to them (in multi-wallet brands the game wallets are recalled first): a
 * withdrawal held and approved in one step (the payout then runs as any other). Open accounts withdraw themselves and are refused here. One
 * member's cashier steps run one at a time, so a second request finds nothing left to pay.
 */
export const payOutClosedAccount = async (
  trx: Db,
  p: ClosedAccountPayout,
  provider: PaymentProvider,
): Promise<number> => {
  const member = await trx
    .selectFrom('members as m')
    .innerJoin('merchants as mc', 'mc.id', 'm.merchant_id')
    .select(['m.merchant_id', 'mc.code', 'mc.merchant_code', 'mc.brand'])
    .where('m.id', '=', p.memberId)
    .executeTakeFirst();
  if (!member || (p.merchantIds && !p.merchantIds.includes(member.merchant_id))) {
    throw new CatalogueError('not.found', { message: 'No such member.' });
  }
  if ((await rgState(trx, p.memberId, p.now)).state === 'open') {
    throw new CatalogueError('request_param_err', {
      message: 'This account is open: the member withdraws from the cashier.',
    });
  }
  const brand = member.brand as unknown as Merchant['brand'];
  const { currency } = brand;
  await lockMemberCashier(trx, p.memberId);
  const card = await cashierDb(trx)
    .selectFrom('bank_cards')
    .select('id')
    .where('id', '=', p.cardId)
    .where('member_id', '=', p.memberId)
    .executeTakeFirst();
  if (!card) throw new CatalogueError('not.found', { message: 'No such bank card.' });
  if (brand.cashier.wallet === 'multi') {
    // What the member's game wallets hold comes back to the main wallet first: all of it leaves.
    const merchant: Merchant = {
      id: member.merchant_id,
      code: member.code,
      merchantCode: member.merchant_code,
      brand,
      switches: new Map(),
    };
    await recallAll(trx, merchant, p.memberId, `closed-account-payout:${randomUUID()}`);
  }
  const amount = await memberWalletBalance(trx, member.merchant_id, p.memberId, currency);
  if (amount <= 0n) throw new CatalogueError('wallet.insufficient.funds');
  const row = await cashierDb(trx)
    .insertInto('withdrawals')
    .values({
      merchant_id: member.merchant_id,
      member_id: p.memberId,
      card_id: card.id,
      amount,
      currency,
      status: 'pending',
      created_at: p.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await transfer(trx, {
    merchantId: member.merchant_id,
    idempotencyKey: `withdrawal:${row.id}`,
    kind: LEDGER_KINDS.withdrawal,
    currency,
    from: await openMemberWallet(trx, member.merchant_id, p.memberId, currency),
    to: await cashierAccount(trx, member.merchant_id, currency, CASHIER_ACCOUNTS.hold),
    amount,
  });
  await approveWithdrawal(
    trx,
    { withdrawalId: row.id, merchantIds: p.merchantIds, staffId: p.staffId, now: p.now },
    provider,
  );
  return row.id;
};

/** Staff reject with a reason: the hold goes back to the wallet (in `trx`). */
export const rejectWithdrawal = async (trx: Db, d: StaffDecision, reason: string) => {
  const w = await releasePendingHold(trx, d.withdrawalId, d.merchantIds, {
    key: 'rejected',
    kind: LEDGER_KINDS.withdrawalRejected,
    destination: (row) => openMemberWallet(trx, row.merchant_id, row.member_id, row.currency),
  });
  const decided = { decided_at: d.now, decided_by: d.staffId };
  await recordDecision(
    trx,
    w,
    { status: 'rejected', reason, ...decided },
    { kind: 'withdrawalRejected', reason },
  );
};

/**
 * The provider's answer on a second payout (in `trx`, its callback already deduplicated):
 * paid, the money leaves in transit for the provider's clearing and the member is told;
 * failed, it goes back to the disputed sum and the dispute opens again for staff.
 */
const applyRepayoutEvent = async (
  trx: Db,
  provider: string,
  withdrawalId: number,
  type: 'payout.paid' | 'payout.failed',
): Promise<void> => {
  const w = await lockWithdrawal(trx, withdrawalId, null);
  // The provider's first answer is the one taken: a "failed" after "paid" changes nothing.
  if (w.repayout_status !== 'sent') return;
  const missing = BigInt(w.amount) - BigInt(w.received_amount ?? 0);
  const inTransit = await cashierAccount(
    trx,
    w.merchant_id,
    w.currency,
    CASHIER_ACCOUNTS.inTransit,
  );
  if (type === 'payout.paid') {
    await transfer(trx, {
      merchantId: w.merchant_id,
      idempotencyKey: `withdrawal:${w.id}:paid-again:paid`,
      kind: LEDGER_KINDS.payoutPaid,
      currency: w.currency,
      from: inTransit,
      to: await cashierAccount(trx, w.merchant_id, w.currency, clearingAccountName(provider)),
      amount: missing,
    });
    await cashierDb(trx)
      .updateTable('withdrawals')
      .set({ repayout_status: 'paid' })
      .where('id', '=', w.id)
      .execute();
    await notifyMember(trx, w.merchant_id, w.member_id, {
      kind: 'withdrawalPaid',
      withdrawalId: w.id,
      amount: missing,
      currency: w.currency,
    });
    return;
  }
  await transfer(trx, {
    merchantId: w.merchant_id,
    idempotencyKey: `withdrawal:${w.id}:paid-again:failed`,
    kind: LEDGER_KINDS.payoutReturned,
    currency: w.currency,
    from: inTransit,
    to: await cashierAccount(trx, w.merchant_id, w.currency, CASHIER_ACCOUNTS.disputes),
    amount: missing,
  });
  await cashierDb(trx)
    .updateTable('withdrawals')
    .set({ status: 'disputed', resolution: null, repayout_status: 'failed' })
    .where('id', '=', w.id)
    .execute();
};

/**
 * An approved withdrawal's payout arrived (in `trx`, the withdrawal locked and approved): the
 * money leaves transit for the provider's clearing account once, the member is asked to
 * confirm receipt, and the auto-receive job is scheduled.
 */
const payoutPaid = async (
  trx: Db,
  w: PendingRow,
  provider: string,
  autoReceiveMinutes: number,
  now: Date,
) => {
  const amount = BigInt(w.amount);
  const posted = await transfer(trx, {
    merchantId: w.merchant_id,
    idempotencyKey: `withdrawal:${w.id}:paid`,
    kind: LEDGER_KINDS.payoutPaid,
    currency: w.currency,
    from: await cashierAccount(trx, w.merchant_id, w.currency, CASHIER_ACCOUNTS.inTransit),
    to: await cashierAccount(trx, w.merchant_id, w.currency, clearingAccountName(provider)),
    amount,
  });
  if (!posted.replayed) {
    await addFigures(trx, {
      merchantId: w.merchant_id,
      memberId: w.member_id,
      currency: w.currency,
      category: NO_GAME,
      at: now,
      withdrawals: amount,
      withdrawalCount: 1,
    });
  }
  const autoReceiveAt = new Date(now.getTime() + autoReceiveMinutes * 60_000);
  await cashierDb(trx)
    .updateTable('withdrawals')
    .set({
      status: 'paid',
      paid_at: now,
      confirmation: 'awaiting',
      auto_receive_at: autoReceiveAt,
    })
    .where('id', '=', w.id)
    .execute();
  await addJob(
    trx,
    AUTO_RECEIVE_TASK,
    { withdrawalId: w.id },
    { runAt: autoReceiveAt, jobKey: `auto-receive:${w.id}` },
  );
  await notifyMember(trx, w.merchant_id, w.member_id, {
    kind: 'withdrawalPaid',
    withdrawalId: w.id,
    amount,
    currency: w.currency,
  });
};

/**
 * Staff mark an approved payout paid when the provider's callback did not come (its own
 * records show the money went out): the same movement the callback would post, once; a late
 * callback then finds the withdrawal no longer approved and changes nothing (in `trx`).
 */
export const markWithdrawalPaid = async (
  trx: Db,
  d: StaffDecision,
  provider: string,
  autoReceiveMinutes: number,
) => {
  const w = await lockWithdrawal(trx, d.withdrawalId, d.merchantIds);
  if (w.status !== 'approved') throw new CatalogueError('staff.finance.closed');
  await payoutPaid(trx, w, provider, autoReceiveMinutes, d.now);
};

/**
 * A payout callback whose signature passed (deduplicated like pay-ins). Paid: in transit ->
 * the provider's clearing, and the member's confirmation starts (auto-received after the
 * brand's minutes, by a job). Failed: the money goes back to the wallet.
 */
export const applyPayoutEvent = (
  db: Db,
  provider: string,
  event: ProviderEvent,
  /** The brand's auto-receive minutes, known before the transaction opens (see sandboxRoutes.ts). */
  autoReceiveMinutesOf: (merchantId: number) => number,
  now: Date,
): Promise<'applied' | 'duplicate' | 'unknown'> =>
  inTransaction(db, async (trx) => {
    if (!(await recordCallback(trx, provider, event, now))) return 'duplicate';
    const found = await cashierDb(trx)
      .selectFrom('withdrawals')
      .select(['id', 'repayout_ref'])
      .where((eb) =>
        eb.or([
          eb('provider_ref', '=', event.providerRef),
          eb('repayout_ref', '=', event.providerRef),
        ]),
      )
      .executeTakeFirst();
    if (!found) return 'unknown';
    if (found.repayout_ref === event.providerRef) {
      if (event.type === 'payout.paid' || event.type === 'payout.failed') {
        await applyRepayoutEvent(trx, provider, found.id, event.type);
      }
      return 'applied';
    }
    const w = await lockWithdrawal(trx, found.id, null);
    if (w.status !== 'approved') return 'applied';
    const amount = BigInt(w.amount);
    const inTransit = await cashierAccount(
      trx,
      w.merchant_id,
      w.currency,
      CASHIER_ACCOUNTS.inTransit,
    );
    if (event.type === 'payout.paid') {
      await payoutPaid(trx, w, provider, autoReceiveMinutesOf(w.merchant_id), now);
    } else if (event.type === 'payout.failed') {
      await transfer(trx, {
        merchantId: w.merchant_id,
        idempotencyKey: `withdrawal:${w.id}:returned`,
        kind: LEDGER_KINDS.payoutReturned,
        currency: w.currency,
        from: inTransit,
        to: await openMemberWallet(trx, w.merchant_id, w.member_id, w.currency),
        amount,
      });
      await cashierDb(trx)
        .updateTable('withdrawals')
        .set({ status: 'failed' })
        .where('id', '=', w.id)
        .execute();
    }
    return 'applied';
  });

/** An unconfirmed payout counts as received once its time passed; a second run does nothing. */
export const autoReceive = async (db: Db, withdrawalId: number, now: Date): Promise<boolean> => {
  const result = await cashierDb(db)
    .updateTable('withdrawals')
    .set({ confirmation: 'autoReceived' })
    .where('id', '=', withdrawalId)
    .where('status', '=', 'paid')
    .where('confirmation', '=', 'awaiting')
    .where('auto_receive_at', '<=', now)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};
