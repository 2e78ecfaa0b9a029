import { sql } from 'kysely';

/**
 * The merchant of a member, as a value to insert where only the member is known: every tenant
 * row carries `merchant_id` (system/tenantSchema.test.ts).
 */
export const merchantOfMember = (memberId: number) =>
  sql<number>`(SELECT merchant_id FROM members WHERE id = ${memberId})`;
