import { positiveMinor } from '../ledger/money.ts';
import type { Merchant } from '../system/merchants.ts';

/**
 * What every member request that moves money carries (a deposit order, a withdrawal): the
 * brand, the member, the amount in the brand's minor units, and the server's time.
 */
export interface MemberMoneyRequest {
  merchant: Merchant;
  memberId: number;
  amount: bigint;
  now: Date;
}

/** A member's request of `amount` (the wire's money string) in the brand's currency, refused unless above zero. */
export const memberMoneyRequest = (
  merchant: Merchant,
  memberId: number,
  amount: string,
  now: Date,
): MemberMoneyRequest => ({
  merchant,
  memberId,
  amount: positiveMinor(amount, merchant.brand.currency),
  now,
});
