import type { Db } from '../db/database.ts';

/**
 * SEAM for the responsible-gambling module (issue 9, built by the member-account work): what
 * the member's protections allow right now. Until that module lands every member is `open`;
 * it replaces this body (deposit limits, time-out, self-exclusion) and keeps the signature.
 *
 * - `open`: deposit and withdraw;
 * - `depositBlocked`: a deposit limit is reached; withdrawals stay possible;
 * - `excluded`: time-out or self-exclusion; deposits refused, the balance may still leave
 *   (cashier-notes: an excluded member can still withdraw).
 */
export type RgState = 'open' | 'depositBlocked' | 'excluded';

export const rgState = async (_db: Db, _memberId: number): Promise<RgState> => 'open';

/** Whether the state allows a cashier action. */
export const rgAllows = (state: RgState, action: 'deposit' | 'withdraw'): boolean =>
  action === 'withdraw' || state === 'open';
