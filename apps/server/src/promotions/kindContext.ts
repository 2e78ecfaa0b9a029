import type { Db } from '../db/database.ts';
import type { Merchant } from '../system/merchants.ts';
import type { MemberFacts, PromotionRow } from './hall.ts';

/**
 * What a kind's code is handed for one member and promotion. Its own module so the kinds'
 * modules (kinds/) and the behaviours that call them (kinds.ts) both import it, without a cycle.
 */
export interface KindContext {
  db: Db;
  merchant: Merchant;
  member: MemberFacts;
  promotion: PromotionRow;
  now: Date;
  timeZone: string;
}
