import type { Db } from '../db/database.ts';

/**
 * Where a registration with an affiliate (invitation) code lands: under which agent, with
 * which account type and prize group, and through which link.
 */
export interface AffiliatePlacement {
  agentId: number;
  type: number;
  series: number;
  /** The affiliate link the code named; null for an agent's own code. */
  linkId: number | null;
}

/**
 * Reads affiliate codes for registration. The links are the agent area's, one layer above
 * this one: as with the member policy's RgReader, the agent area gives its reader and the
 * server's services carry it down to registration, so the member area never imports agent.
 */
export interface AffiliateDirectory {
  /** The placement an affiliate code gives, or undefined when it names no live link or agent. */
  placementOf(db: Db, merchantId: number, code: string): Promise<AffiliatePlacement | undefined>;
}
