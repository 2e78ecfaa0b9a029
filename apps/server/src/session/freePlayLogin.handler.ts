import { CatalogueError } from '../catalogueError.ts';
import type { HandlerMap } from '../http/context.ts';
import { normaliseIp } from '../system/siteStatus.ts';
import { createGuest, guestsFrom } from './guests.ts';
import { accountKind, memberById, openSession } from './signIn.ts';

/** Guest (free play) accounts one address may open per hour. */
const FREE_PLAY_PER_ADDRESS_PER_HOUR = 20;

/** Free play: a trial (guest) account, or the caller's earlier one when its token still works. */
export const freePlayLoginHandlers = {
  freePlayLogin: async (input, ctx) => {
    const { db, clock } = ctx.services;
    const now = clock();
    // A guest coming back with its earlier session's token keeps its trial account.
    const earlier = input.token
      ? await ctx.services.sessions.resume(input.token, ctx.merchant.id, now)
      : null;
    if (earlier) {
      const guest = await memberById(db, earlier.memberId);
      if (accountKind(ctx.merchant, guest.type) === 'trial') {
        return openSession(ctx.services, ctx, guest, { weakPassword: false, viaSms: false });
      }
    }
    const address = normaliseIp(ctx.ip);
    const hourAgo = new Date(now.getTime() - 60 * 60_000);
    if (
      (await guestsFrom(db, ctx.merchant.id, address, hourAgo)) >= FREE_PLAY_PER_ADDRESS_PER_HOUR
    ) {
      throw new CatalogueError('too.many.requests');
    }
    const guest = await createGuest(db, ctx.merchant.id, address, now);
    return openSession(ctx.services, ctx, guest, { weakPassword: false, viaSms: false });
  },
} satisfies HandlerMap;
