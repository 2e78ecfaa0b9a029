import {
  type DisputeResolution,
  MAX_IMAGE_BYTES,
  MAX_IMAGES,
  type WithdrawalAnswer,
  type WithdrawalConfirmation,
} from '@portal/contract';
import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import { LEDGER_KINDS } from '../ledger/kinds.ts';
import { inTransaction, openMemberWallet, transfer } from '../ledger/ledger.ts';
import { moneyOf } from '../ledger/money.ts';
import { decodedImageType } from '../system/uploadedImages.ts';
import { CASHIER_ACCOUNTS, cashierAccount } from './accounts.ts';
import { cashierDb } from './cashierDb.ts';
import type { PaymentProvider } from './paymentProvider.ts';
import { lockWithdrawal, type WithdrawalRow } from './withdrawals.ts';

/**
 * The member's confirmation of a paid withdrawal (platform-spec section 4). Received moves
 * nothing (the payout already posted); partial or not received (with proof) opens a dispute
 * that freezes the withdrawal until staff resolve it: paid again or refunded (only the part
 * that did not arrive), or forced received (closed, nothing refunded).
 */

const confirmationOf = (w: WithdrawalRow): WithdrawalConfirmation => {
  const amount = moneyOf(BigInt(w.amount), w.currency);
  const received =
    w.received_amount !== null
      ? moneyOf(BigInt(w.received_amount), w.currency)
      : w.confirmation === 'awaiting' || w.confirmation === 'notReceived'
        ? moneyOf(0n, w.currency)
        : amount;
  return {
    withdrawalId: w.id,
    amount,
    receivedAmount: received,
    paidAt: (w.paid_at ?? w.created_at).toISOString(),
    autoReceiveAt: (w.auto_receive_at ?? w.created_at).toISOString(),
    status: (w.confirmation ?? 'awaiting') as WithdrawalConfirmation['status'],
  };
};

export const unconfirmedWithdrawals = async (
  db: Db,
  memberId: number,
): Promise<WithdrawalConfirmation[]> =>
  (
    await cashierDb(db)
      .selectFrom('withdrawals')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('status', '=', 'paid')
      .where('confirmation', '=', 'awaiting')
      .orderBy('id')
      .execute()
  ).map(confirmationOf);

/** What a data URL may claim, by the type its bytes must decode as. */
const PROOF_TYPES = { 'data:image/png': 'image/png', 'data:image/jpeg': 'image/jpeg' } as const;

/**
 * An image the member sent, checked by its bytes decoded whole (system/uploadedImages.ts),
 * not by what its data URL claims: it must be the PNG or JPEG it says it is.
 */
const proofImage = async (dataUrl: string): Promise<{ contentType: string; bytes: Buffer }> => {
  const comma = dataUrl.indexOf(',');
  const claimed = Object.entries(PROOF_TYPES).find(([prefix]) =>
    dataUrl.slice(0, comma).startsWith(prefix),
  )?.[1];
  const bytes = Buffer.from(dataUrl.slice(comma + 1), 'base64');
  const decoded =
    claimed && bytes.length > 0 && bytes.length < MAX_IMAGE_BYTES
      ? await decodedImageType(bytes, [claimed])
      : null;
  if (!decoded) throw new CatalogueError('withdrawal.proof.invalid');
  return { contentType: decoded, bytes };
};

/** Every proof of a "not received" answer, decoded one at a time (each may be megapixels). */
const proofImages = async (dataUrls: readonly string[]) => {
  if (dataUrls.length === 0 || dataUrls.length > MAX_IMAGES) {
    throw new CatalogueError('withdrawal.proof.invalid');
  }
  const proofs: { contentType: string; bytes: Buffer }[] = [];
  for (const dataUrl of dataUrls) proofs.push(await proofImage(dataUrl));
  return proofs;
};

export interface Confirm {
  memberId: number;
  withdrawalId: number;
  answer: WithdrawalAnswer;
  receivedAmount: bigint | null;
  proofImages: readonly string[];
}

export const confirmWithdrawal = async (db: Db, c: Confirm): Promise<WithdrawalConfirmation> => {
  // Decoding is slow work: done before the withdrawal's row is locked, and a refused image
  // leaves it as it was.
  const proofs =
    c.answer === 'received' || c.answer === 'allReceived' || c.answer === 'partial'
      ? []
      : await proofImages(c.proofImages);
  return inTransaction(db, async (trx) => {
    const w = await lockWithdrawal(trx, c.withdrawalId, null);
    if (w.member_id !== c.memberId) {
      throw new CatalogueError('not.found', { message: 'No such withdrawal.' });
    }
    if (w.status !== 'paid' || w.confirmation !== 'awaiting') {
      throw new CatalogueError('withdrawal.already.confirmed');
    }
    const amount = BigInt(w.amount);
    const cdb = cashierDb(trx);
    if (c.answer === 'received' || c.answer === 'allReceived') {
      await cdb
        .updateTable('withdrawals')
        .set({ confirmation: c.answer, received_amount: amount })
        .where('id', '=', w.id)
        .execute();
    } else if (c.answer === 'partial') {
      if (c.receivedAmount === null || c.receivedAmount <= 0n || c.receivedAmount >= amount) {
        throw new CatalogueError('request_param_err', {
          message: 'A partial receipt names an amount above 0 and below the withdrawal.',
        });
      }
      await cdb
        .updateTable('withdrawals')
        .set({ status: 'disputed', confirmation: 'partial', received_amount: c.receivedAmount })
        .where('id', '=', w.id)
        .execute();
    } else {
      await cdb
        .insertInto('withdrawal_proofs')
        .values(
          proofs.map((p) => ({
            merchant_id: w.merchant_id,
            withdrawal_id: w.id,
            content_type: p.contentType,
            bytes: p.bytes,
          })),
        )
        .execute();
      await cdb
        .updateTable('withdrawals')
        .set({ status: 'disputed', confirmation: 'notReceived', received_amount: 0n })
        .where('id', '=', w.id)
        .execute();
    }
    const after = await cdb
      .selectFrom('withdrawals')
      .selectAll()
      .where('id', '=', w.id)
      .executeTakeFirstOrThrow();
    return confirmationOf(after);
  });
};

/** Staff settle a dispute (in `trx`): only the part that did not arrive is paid or refunded. */
export const resolveDispute = async (
  trx: Db,
  withdrawalId: number,
  merchantIds: readonly number[] | null,
  resolution: DisputeResolution,
  reason: string,
  provider: PaymentProvider,
): Promise<void> => {
  const w = await lockWithdrawal(trx, withdrawalId, merchantIds);
  if (w.status !== 'disputed') throw new CatalogueError('staff.finance.closed');
  const missing = BigInt(w.amount) - BigInt(w.received_amount ?? 0);
  const disputes = await cashierAccount(trx, w.merchant_id, w.currency, CASHIER_ACCOUNTS.disputes);
  let repayoutRef: string | null = null;
  if (resolution === 'refunded' && missing > 0n) {
    await transfer(trx, {
      merchantId: w.merchant_id,
      idempotencyKey: `withdrawal:${w.id}:refund`,
      kind: LEDGER_KINDS.disputeRefund,
      currency: w.currency,
      from: disputes,
      to: await openMemberWallet(trx, w.merchant_id, w.member_id, w.currency),
      amount: missing,
    });
  } else if (resolution === 'paidAgain' && missing > 0n) {
    // Once only: a second payout that failed came back to the dispute, to be refunded or
    // closed as received, never sent a third time under the same keys.
    if (w.repayout_ref !== null) throw new CatalogueError('staff.finance.closed');
    // The missing money goes out again through the provider, from the disputed sum: in
    // transit until the provider's callback says paid (to clearing) or failed (back here).
    await transfer(trx, {
      merchantId: w.merchant_id,
      idempotencyKey: `withdrawal:${w.id}:paid-again`,
      kind: LEDGER_KINDS.disputePaidAgain,
      currency: w.currency,
      from: disputes,
      to: await cashierAccount(trx, w.merchant_id, w.currency, CASHIER_ACCOUNTS.inTransit),
      amount: missing,
    });
    repayoutRef = (
      await provider.createPayout(trx, {
        merchantId: w.merchant_id,
        reference: `${w.id}-again`,
        amount: missing,
        currency: w.currency,
        bankName: w.bank_name,
        accountNumber: w.account_number,
        payee: w.payee,
      })
    ).providerRef;
  }
  await cashierDb(trx)
    .updateTable('withdrawals')
    .set({
      status: 'resolved',
      resolution,
      reason,
      ...(repayoutRef === null
        ? {}
        : { repayout_ref: repayoutRef, repayout_status: 'sent' as const }),
      // The member's answer stays on record unless staff closed it as received.
      ...(resolution === 'forcedReceived' ? { confirmation: 'forcedReceived' } : {}),
    })
    .where('id', '=', w.id)
    .execute();
};
