import { randomBytes } from 'node:crypto';
import type { BrandDepositChannel } from '@portal/brand';
import type { DepositOrder } from '@portal/contract';
import type { Selectable } from 'kysely';
import { memberPolicy } from '../account/memberPolicy.ts';
import { addFigures, NO_GAME } from '../activity/figures.ts';
import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import { addJob } from '../jobs/jobQueue.ts';
import { LEDGER_KINDS } from '../ledger/kinds.ts';
import { inTransaction, openMemberWallet, transfer } from '../ledger/ledger.ts';
import { brandMinor, moneyOf } from '../ledger/money.ts';
import { policySubject } from '../member/policy.ts';
import type { Merchant } from '../system/merchants.ts';
import { CASHIER_ACCOUNTS, cashierAccount, clearingAccountName } from './accounts.ts';
import { recordCallback } from './callbacks.ts';
import { type CashierTables, cashierDb } from './cashierDb.ts';
import type { MemberMoneyRequest } from './memberMoney.ts';
import { notifyMember } from './memberNotices.ts';
import type { PaymentProvider, ProviderEvent } from './paymentProvider.ts';
import { addTurnover } from './turnover.ts';

/**
 * Deposit orders: created -> pending (the provider holds a pay-in, or the member is to send a
 * bank transfer with the memo) -> paid, failed or expired. Only "paid" moves money, once per
 * order under the ledger key `deposit:<orderNo>`, whatever the callbacks do.
 */

export const DEPOSIT_EXPIRE_TASK = 'deposit-expire';
/** The clearing account of manual bank transfers. */
export const BANK_CLEARING = 'bank';

/**
 * The job a paid deposit adds (in its transaction, keyed by the order): what else a deposit
 * pays (the promotions' deposit bonus) runs there, above the cashier, once per order.
 */
export const DEPOSIT_PAID_TASK = 'deposit-paid';
export interface DepositPaid {
  merchantId: number;
  memberId: number;
  orderNo: string;
  currency: string;
  /** Minor units, as text (JSON has no bigint). */
  amount: string;
  paidAt: string;
}

type OrderRow = Selectable<CashierTables['deposit_orders']>;

export const depositOrderOf = (
  row: OrderRow,
  channel: BrandDepositChannel | undefined,
): DepositOrder => ({
  orderNo: row.order_no,
  channelId: row.channel_id,
  kind: row.kind,
  amount: moneyOf(row.amount, row.currency),
  paidAmount: row.paid_amount === null ? null : moneyOf(row.paid_amount, row.currency),
  status: row.status,
  createdAt: row.created_at.toISOString(),
  expiresAt: row.expires_at.toISOString(),
  cashierUrl:
    row.kind === 'ewallet' && row.provider_ref && row.status === 'pending'
      ? `/sandbox-pay/checkout/${row.provider_ref}`
      : null,
  bankAccount: row.kind === 'bankTransfer' && channel?.bank ? { ...channel.bank } : null,
  memo: row.memo,
});

const channelOf = (merchant: Merchant, channelId: string) =>
  merchant.brand.cashier.depositChannels.find((c) => c.id === channelId);

const newOrderNo = (now: Date): string =>
  `D${now.toISOString().slice(0, 10).replaceAll('-', '')}${randomBytes(8).toString('hex').toUpperCase()}`;

/** The memo a bank transfer must carry: short enough to type, unique among open orders. */
const newMemo = (): string => randomBytes(5).toString('hex').toUpperCase();

export interface CreateDeposit extends MemberMoneyRequest {
  channelId: string;
  clientOrderId: string;
  provider: PaymentProvider;
}

/** Opens an order once per client id; a retry answers the first order. */
export const createDeposit = async (db: Db, input: CreateDeposit): Promise<DepositOrder> => {
  const { merchant, memberId, amount, now } = input;
  const channel = channelOf(merchant, input.channelId);
  if (!channel) throw new CatalogueError('cashier.channel.unavailable');
  const { currency } = merchant.brand;
  if (amount < brandMinor(channel.min, currency) || amount > brandMinor(channel.max, currency)) {
    throw new CatalogueError('cashier.amount.out.of.range');
  }
  // Trial, locked, a time-out, a self-exclusion or a deposit limit reached: refused, each
  // with its own code.
  await memberPolicy.refuse(db, policySubject(merchant, memberId), 'deposit', { at: now, amount });
  return inTransaction(db, async (trx) => {
    const cdb = cashierDb(trx);
    const expiresAt = new Date(
      now.getTime() + merchant.brand.cashier.depositExpiryMinutes * 60_000,
    );
    const inserted = await cdb
      .insertInto('deposit_orders')
      .values({
        order_no: newOrderNo(now),
        merchant_id: merchant.id,
        member_id: memberId,
        client_order_id: input.clientOrderId,
        channel_id: channel.id,
        kind: channel.kind,
        amount,
        currency,
        status: 'created',
        memo: channel.kind === 'bankTransfer' ? newMemo() : null,
        created_at: now,
        expires_at: expiresAt,
      })
      .onConflict((oc) => oc.columns(['member_id', 'client_order_id']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!inserted) {
      const first = await cdb
        .selectFrom('deposit_orders')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('client_order_id', '=', input.clientOrderId)
        .executeTakeFirstOrThrow();
      if (first.channel_id !== channel.id || BigInt(first.amount) !== amount) {
        throw new CatalogueError('wallet.idempotency.conflict');
      }
      return depositOrderOf(first, channelOf(merchant, first.channel_id));
    }
    let providerRef: string | null = null;
    if (channel.kind === 'ewallet') {
      ({ providerRef } = await input.provider.createPayin(trx, {
        merchantId: merchant.id,
        reference: inserted.order_no,
        amount,
        currency,
      }));
    }
    const pending = await cdb
      .updateTable('deposit_orders')
      .set({ status: 'pending', provider_ref: providerRef })
      .where('id', '=', inserted.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await addJob(
      trx,
      DEPOSIT_EXPIRE_TASK,
      { orderNo: pending.order_no },
      { runAt: expiresAt, jobKey: `deposit-expire:${pending.order_no}` },
    );
    return depositOrderOf(pending, channel);
  });
};

export const depositOrderFor = async (
  db: Db,
  merchant: Merchant,
  memberId: number,
  orderNo: string,
): Promise<DepositOrder> => {
  const row = await cashierDb(db)
    .selectFrom('deposit_orders')
    .selectAll()
    .where('order_no', '=', orderNo)
    .where('member_id', '=', memberId)
    .where('merchant_id', '=', merchant.id)
    .executeTakeFirst();
  if (!row) throw new CatalogueError('not.found', { message: 'No such order.' });
  return depositOrderOf(row, channelOf(merchant, row.channel_id));
};

/** Expires an order still waiting; a second run, or a paid order, changes nothing. */
export const expireDeposit = async (db: Db, orderNo: string, now: Date): Promise<boolean> => {
  const result = await cashierDb(db)
    .updateTable('deposit_orders')
    .set({ status: 'expired' })
    .where('order_no', '=', orderNo)
    .where('status', 'in', ['created', 'pending'])
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

interface Credit {
  order: OrderRow;
  amount: bigint;
  /** The account the money comes from: the provider's clearing, or the bank's. */
  source: string;
  /** Why staff should look at it, if they should. */
  flag: string | null;
  multiple: number;
  now: Date;
}

/** Pays an order: the ledger movement (once, by order) and the order row, in one transaction. */
const creditOrder = async (trx: Db, c: Credit): Promise<void> => {
  const { order } = c;
  const from = await cashierAccount(
    trx,
    order.merchant_id,
    order.currency,
    clearingAccountName(c.source),
  );
  const to = await openMemberWallet(trx, order.merchant_id, order.member_id, order.currency);
  const posted = await transfer(trx, {
    merchantId: order.merchant_id,
    idempotencyKey: `deposit:${order.order_no}`,
    kind: LEDGER_KINDS.deposit,
    currency: order.currency,
    from,
    to,
    amount: c.amount,
  });
  await cashierDb(trx)
    .updateTable('deposit_orders')
    .set({ status: 'paid', paid_amount: c.amount, paid_at: c.now, flag: c.flag })
    .where('id', '=', order.id)
    .execute();
  if (posted.replayed) return;
  await addFigures(trx, {
    merchantId: order.merchant_id,
    memberId: order.member_id,
    currency: order.currency,
    category: NO_GAME,
    at: c.now,
    deposits: c.amount,
    depositCount: 1,
    pointsKey: `deposit:${order.order_no}`,
  });
  await addTurnover(trx, order.merchant_id, order.member_id, order.currency, c.amount, c.multiple);
  const paid: DepositPaid = {
    merchantId: order.merchant_id,
    memberId: order.member_id,
    orderNo: order.order_no,
    currency: order.currency,
    amount: String(c.amount),
    paidAt: c.now.toISOString(),
  };
  await addJob(trx, DEPOSIT_PAID_TASK, { ...paid }, { jobKey: `deposit-paid:${order.order_no}` });
  await notifyMember(trx, order.merchant_id, order.member_id, {
    kind: 'depositCredited',
    orderNo: order.order_no,
    amount: c.amount,
    currency: order.currency,
  });
};

/** Money that arrived for no open order: kept in suspense for staff, the order flagged. */
const toSuspense = async (trx: Db, c: Credit, eventId: string): Promise<void> => {
  const { order } = c;
  const from = await cashierAccount(
    trx,
    order.merchant_id,
    order.currency,
    clearingAccountName(c.source),
  );
  const to = await cashierAccount(
    trx,
    order.merchant_id,
    order.currency,
    CASHIER_ACCOUNTS.suspense,
  );
  await transfer(trx, {
    merchantId: order.merchant_id,
    idempotencyKey: `deposit:${order.order_no}:suspense:${eventId}`,
    kind: LEDGER_KINDS.depositSuspense,
    currency: order.currency,
    from,
    to,
    amount: c.amount,
  });
  await cashierDb(trx)
    .updateTable('deposit_orders')
    .set({ flag: c.flag })
    .where('id', '=', order.id)
    .execute();
};

export type EventOutcome = 'applied' | 'duplicate' | 'unknown';

const lockOrder = (trx: Db, where: { providerRef: string } | { orderNo: string }) => {
  let query = cashierDb(trx).selectFrom('deposit_orders').selectAll().forUpdate();
  query =
    'providerRef' in where
      ? query.where('provider_ref', '=', where.providerRef)
      : query.where('order_no', '=', where.orderNo);
  return query.executeTakeFirst();
};

/**
 * A pay-in callback whose signature passed. Deduplicated on (transaction, event, amount):
 * a redelivery changes nothing; a late success after failure still credits once (flagged);
 * money after expiry or a second payment goes to suspense (flagged).
 */
export const applyPayinEvent = (
  db: Db,
  provider: string,
  event: ProviderEvent,
  /** The brand's turnover multiple, known before the transaction opens (see sandboxRoutes.ts). */
  multipleOf: (merchantId: number) => number,
  now: Date,
): Promise<EventOutcome> =>
  inTransaction(db, async (trx) => {
    if (!(await recordCallback(trx, provider, event, now))) return 'duplicate';
    const order = await lockOrder(trx, { providerRef: event.providerRef });
    if (!order || order.currency !== event.currency) return 'unknown';
    if (event.type === 'payin.failed') {
      if (order.status === 'pending' || order.status === 'created') {
        await cashierDb(trx)
          .updateTable('deposit_orders')
          .set({ status: 'failed' })
          .where('id', '=', order.id)
          .execute();
      }
      return 'applied';
    }
    const differs = event.amount !== BigInt(order.amount);
    const credit: Credit = {
      order,
      amount: event.amount,
      source: provider,
      flag: null,
      multiple: multipleOf(order.merchant_id),
      now,
    };
    if (order.status === 'pending' || order.status === 'created') {
      await creditOrder(trx, { ...credit, flag: differs ? 'amountDiffers' : null });
    } else if (order.status === 'failed') {
      await creditOrder(trx, { ...credit, flag: 'paidAfterFailure' });
    } else if (order.status === 'expired') {
      await toSuspense(trx, { ...credit, flag: 'paidAfterExpiry' }, event.eventId);
    } else {
      await toSuspense(trx, { ...credit, flag: 'secondPayment' }, event.eventId);
    }
    return 'applied';
  });

/**
 * Staff matched a bank transfer to its order by the memo: credits what arrived, once. An
 * order that expired while the transfer travelled is still credited (staff saw the money).
 */
export const confirmBankDeposit = async (
  trx: Db,
  orderNo: string,
  merchantIds: readonly number[] | null,
  amount: bigint,
  multiple: (merchantId: number) => Promise<number>,
  now: Date,
): Promise<OrderRow> => {
  const order = await lockOrder(trx, { orderNo });
  if (!order || (merchantIds && !merchantIds.includes(order.merchant_id))) {
    throw new CatalogueError('not.found', { message: 'No such order.' });
  }
  if (order.kind !== 'bankTransfer' || !['pending', 'expired'].includes(order.status)) {
    throw new CatalogueError('staff.finance.closed');
  }
  await creditOrder(trx, {
    order,
    amount,
    source: BANK_CLEARING,
    flag: amount === BigInt(order.amount) ? null : 'amountDiffers',
    multiple: await multiple(order.merchant_id),
    now,
  });
  return cashierDb(trx)
    .selectFrom('deposit_orders')
    .selectAll()
    .where('id', '=', order.id)
    .executeTakeFirstOrThrow();
};
