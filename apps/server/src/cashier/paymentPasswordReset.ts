import { CatalogueError } from '../catalogueError.ts';
import { inTransaction } from '../ledger/ledger.ts';
import { type CodeDeps, consumeCode, rationSend, storeCode } from '../session/codes.ts';
import { messageLanguage, wordMessage } from '../session/memberTexts.ts';
import { hashPassword } from '../session/passwords.ts';
import { maskMobile } from '../session/signIn.ts';
import { smsRecipient } from '../session/smsCodes.ts';
import type { Merchant } from '../system/merchants.ts';
import { lockMemberCashier, storePaymentPassword } from './paymentPassword.ts';

/**
 * Resetting a forgotten payment password by a code sent to the member's verified mobile. The
 * code has a purpose of its own (`paymentPassword`, never valid for a login), is keyed to the
 * member rather than the number (a number changed meanwhile cannot inherit it), and besides
 * the usual send limits per number and address, a member gets at most
 * `RESET_CODES_PER_DAY` codes in 24 hours: the payment password guards withdrawals, so a
 * stolen session must not be able to spray codes at the phone.
 */

export const RESET_CODES_PER_DAY = 5;
const DAY_MS = 24 * 60 * 60_000;

const destinationOf = (memberId: number) => `member:${memberId}`;

/** Sends a reset code to the member's verified mobile; answers its life and the masked number. */
export const sendPaymentPasswordResetCode = async (
  deps: CodeDeps,
  merchant: Merchant,
  memberId: number,
  requesterIp: string,
  now: Date,
): Promise<{ expiredMinutes: number; destination: string }> => {
  const member = await deps.db
    .selectFrom('members')
    .select(['mobile', 'mobile_verified', 'country_dialing_code', 'language'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  if (member.mobile === '' || !member.mobile_verified) {
    throw new CatalogueError('payment.password.reset.no.mobile');
  }
  const sent = await deps.db
    .selectFrom('verification_codes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('merchant_id', '=', merchant.id)
    .where('purpose', '=', 'paymentPassword')
    .where('destination', '=', destinationOf(memberId))
    .where('created_at', '>', new Date(now.getTime() - DAY_MS))
    .executeTakeFirstOrThrow();
  if (Number(sent.n) >= RESET_CODES_PER_DAY) {
    throw new CatalogueError('payment.password.reset.limit');
  }
  const recipient = smsRecipient(member.mobile, member.country_dialing_code || undefined);
  const language = messageLanguage({ memberLanguage: member.language, merchant });
  const values = { brand: merchant.brand.name, minutes: deps.settings.codeMinutes };
  const message = {
    merchantId: merchant.id,
    channel: 'sms' as const,
    recipient,
  };
  // Rationed (per number and address) before the code exists, so a refused send leaves none.
  await rationSend(deps, { ...message, requesterIp }, now, 'too.many.requests');
  const code = await storeCode(deps, merchant.id, 'paymentPassword', destinationOf(memberId), now);
  const text = await wordMessage(
    language,
    { subject: 'paymentPasswordResetSubject', body: 'paymentPasswordResetBody' },
    { ...values, code },
  );
  await deps.messages.send(
    {
      ...message,
      ...text,
      code,
    },
    now,
  );
  return { expiredMinutes: deps.settings.codeMinutes, destination: maskMobile(member.mobile) };
};

/**
 * Spends a reset code and sets the new payment password; the wrong-tries count and any lock
 * are cleared with it. A wrong, spent or expired code changes nothing but the code's tries.
 */
export const resetPaymentPassword = async (
  deps: CodeDeps,
  merchantId: number,
  memberId: number,
  code: string,
  password: string,
  now: Date,
): Promise<void> => {
  await consumeCode(deps, merchantId, 'paymentPassword', destinationOf(memberId), code, now);
  const hash = await hashPassword(password);
  await inTransaction(deps.db, async (trx) => {
    await lockMemberCashier(trx, memberId);
    await storePaymentPassword(trx, memberId, hash);
  });
};
