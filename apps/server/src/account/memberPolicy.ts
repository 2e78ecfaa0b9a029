import { createMemberPolicy } from '../member/policy.ts';
import { rgReader } from './rg.ts';

/**
 * The member policy with responsible gambling read from this area. Games, lottery and the
 * cashier (above account) import it; the server hands this same policy to sign-in (below
 * account) through its services, so the session area never imports account.
 */
export const memberPolicy = createMemberPolicy(rgReader);
