import type { Db } from '../db/database.ts';

/**
 * Reads the real name bound to a member (the name on the member's payout accounts, kept by the
 * cashier area one layer above this one). As with the affiliate directory, the cashier gives
 * its reader and the services carry it down, so the session area never imports cashier: the
 * new-address second factor by real name asks it.
 */
export interface RealNameDirectory {
  /** The bound real name, or null while the member has bound none. */
  of(db: Db, memberId: number): Promise<string | null>;
}

/** A real name as people type it: spaces trimmed and collapsed, letters in one case. */
export const sameRealName = (bound: string, typed: string): boolean => {
  const norm = (name: string) => name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(bound) !== '' && norm(bound) === norm(typed);
};
