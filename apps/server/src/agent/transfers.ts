import { type AgentTransferKind, brandTimeZone, periodOf } from '@portal/contract';
import {
  lockMemberCashier,
  recordPaymentPasswordCheck,
  verifyPaymentPassword,
} from '../cashier/paymentPassword.ts';
import { addTurnover } from '../cashier/turnover.ts';
import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import { LEDGER_KINDS } from '../ledger/kinds.ts';
import {
  inTransaction,
  memberWalletBalance,
  openMemberWallet,
  transfer,
} from '../ledger/ledger.ts';
import { brandMinor, moneyOf } from '../ledger/money.ts';
import type { MemberPolicy } from '../member/policy.ts';
import { policySubject } from '../member/policy.ts';
import type { Merchant } from '../system/merchants.ts';
import { hasUnpaidBill } from './bills.ts';
import { callerOf, isAgentType } from './guard.ts';
import { creditBillTransfer } from './pay/dividends.ts';
import { isInTeam } from './tree.ts';

/*
 * Upline-downline transfers (agent-rules "Transfers"): an agent sends to anyone in its team,
 * a member to its direct upline. One keyed ledger movement, main wallet to main wallet; the
 * receiver gets a turnover requirement of the amount by the cashier's own rule (a deposit's,
 * at a multiple of 1: agent-rules says "of the amount"). Sub-types: normal; promotion subsidy
 * (an agent to its team only, ledger kind of its own); dividend payment, which pays a bill the
 * sender owes the receiver: no turnover requirement, and (ours) neither the unpaid-bill refusal
 * nor a freeze nor the brand's transfer limits stop it, since paying the bill is what lifts them.
 */

export interface TransferAsk {
  merchant: Merchant;
  policy: MemberPolicy;
  fromMemberId: number;
  toMemberId: number;
  /** Minor units, above zero. */
  amount: bigint;
  paymentPassword: string;
  clientId: string;
  kind: AgentTransferKind;
  /** The bill a dividend payment pays (required then, refused otherwise). */
  billId?: number | undefined;
  now: Date;
}

export interface TransferDone {
  transferId: string;
  amount: string;
  balance: string;
}

/**
 * Whether `to` may receive from `from`: anyone of an agent's team, else the direct upline. A
 * promotion subsidy is an agent's to its team only. (A dividend payment's bill says who.)
 */
const mayReceive = async (
  db: Db,
  merchant: Merchant,
  fromId: number,
  toId: number,
  kind: AgentTransferKind,
) => {
  if (fromId === toId) return false;
  const sender = await callerOf(db, fromId);
  if (isAgentType(merchant, sender.type) && (await isInTeam(db, fromId, toId))) return true;
  return kind === 'normal' && sender.uplineId === toId;
};

const KIND_OF = {
  normal: LEDGER_KINDS.agentTransfer,
  promotionSubsidy: LEDGER_KINDS.agentTransferSubsidy,
  dividendPayment: LEDGER_KINDS.agentTransferBill,
} as const satisfies Record<AgentTransferKind, string>;

export const sendTransfer = async (db: Db, t: TransferAsk): Promise<TransferDone> => {
  const { merchant, fromMemberId: from, toMemberId: to, amount, now, kind } = t;
  const { currency } = merchant.brand;
  const paysBill = kind === 'dividendPayment';
  if (paysBill !== (t.billId !== undefined)) throw new CatalogueError('request_param_err');
  if (paysBill) {
    // A trial account has no bills; a frozen upline still pays the bill that froze it.
    await t.policy.refuse(db, policySubject(merchant, from), 'realAccount', { at: now });
  } else {
    // Trial, locked or frozen (an unpaid bill freezes: agent-rules) refuse a transfer out.
    await t.policy.refuse(db, policySubject(merchant, from), 'transfer', { at: now });
    if (await hasUnpaidBill(db, from)) throw new CatalogueError('agent.bill.unpaid');
    // Someone the sender may not reach answers as a member that does not exist.
    if (!(await mayReceive(db, merchant, from, to, kind))) throw new CatalogueError('not.found');
  }
  const limits = merchant.brand.agentTransfer;
  if (
    !paysBill &&
    (amount < brandMinor(limits.min, currency) || amount > brandMinor(limits.max, currency))
  ) {
    throw new CatalogueError('agent.transfer.limit');
  }
  // Hashed before any lock, as the withdrawal does: one member's requests do not queue on scrypt.
  const check = await verifyPaymentPassword(db, from, t.paymentPassword);
  const done = await inTransaction(db, async (trx) => {
    await lockMemberCashier(trx, from);
    if (!(await recordPaymentPasswordCheck(trx, from, check, now))) return null;
    const first = await trx
      .selectFrom('agent_transfers')
      .select(['id', 'to_member_id', 'amount', 'kind', 'bill_id'])
      .where('from_member_id', '=', from)
      .where('client_id', '=', t.clientId)
      .executeTakeFirst();
    if (first) {
      // The same key asked again: its first answer, whatever the balance or the day's sum now.
      if (
        first.to_member_id !== to ||
        BigInt(first.amount) !== amount ||
        first.kind !== kind ||
        first.bill_id !== (t.billId ?? null)
      ) {
        throw new CatalogueError('wallet.idempotency.conflict');
      }
      return { id: first.id };
    }
    if (t.billId !== undefined) {
      await creditBillTransfer(trx, {
        billId: t.billId,
        payerId: from,
        payeeId: to,
        amount,
        at: now,
      });
    } else {
      const zone = brandTimeZone(merchant.brand);
      const today = periodOf('day', now, zone);
      // A bill's payments are outside the day's limit (they pay what is owed).
      const sent = await trx
        .selectFrom('agent_transfers')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.lit(0)).as('total'))
        .where('from_member_id', '=', from)
        .where('created_at', '>=', today.start)
        .where('kind', '<>', 'dividendPayment')
        .executeTakeFirstOrThrow();
      if (BigInt(sent.total) + amount > brandMinor(limits.dailyMax, currency)) {
        throw new CatalogueError('agent.transfer.limit');
      }
    }
    const row = await trx
      .insertInto('agent_transfers')
      .values({
        merchant_id: merchant.id,
        from_member_id: from,
        to_member_id: to,
        client_id: t.clientId,
        amount,
        currency,
        created_at: now,
        kind,
        bill_id: t.billId ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await transfer(trx, {
      merchantId: merchant.id,
      idempotencyKey: `agent-transfer:${from}:${t.clientId}`,
      kind: KIND_OF[kind],
      currency,
      from: await openMemberWallet(trx, merchant.id, from, currency),
      to: await openMemberWallet(trx, merchant.id, to, currency),
      amount,
      reference: `agent-transfer:${row.id}`,
    });
    // agent-rules: the receiver gets a turnover requirement "unless it pays a bill".
    if (!paysBill) await addTurnover(trx, merchant.id, to, currency, amount, 1);
    return { id: row.id };
  });
  // Outside the transaction, so the wrong guess stays counted.
  if (!done) throw new CatalogueError('payment.password.wrong');
  return {
    transferId: done.id,
    amount: moneyOf(amount, currency),
    balance: moneyOf(await memberWalletBalance(db, merchant.id, from, currency), currency),
  };
};
