import { memberPolicy } from '../account/memberPolicy.ts';
import type { HandlerMap } from '../http/context.ts';
import { policySubject } from '../member/policy.ts';
import { pickHost } from './gameRows.ts';
import { issueLaunchToken } from './launchTokens.ts';
import { recordRecentGame, resolveLaunch } from './queries.ts';

/**
 * The demo vendor's page. A launch token rides in the fragment: browsers send neither the
 * fragment to a server nor in a Referer, so it stays out of access logs.
 */
const playUrl = (engine: string, play: { launch: string } | { free: number }): string =>
  'launch' in play
    ? `/vendor/demo/${engine}.html#launch=${play.launch}`
    : `/vendor/demo/${engine}.html?free=${play.free}`;

/** Opening a game: for a member (real or free play) and from the lobby before sign-in. */
export const launchHandlers = {
  launchGame: async (input, ctx) => {
    const { db } = ctx.services;
    const { session } = ctx;
    const now = ctx.services.clock();
    // Opening a game is the start of play: the policy's bet rules, without a stake yet (the
    // loss limits are counted at each bet). A trial account plays from the lobby instead.
    await memberPolicy.refuse(db, policySubject(ctx.merchant, session.memberId), 'bet', {
      at: now,
    });
    const game = await resolveLaunch(db, ctx.merchant, input);
    const launch_host = pickHost(ctx.merchant.brand.launchGameCDNs);
    if (input.accountType === 0) {
      return {
        content: { game_url: playUrl(game.engine, { free: game.id }), launch_host },
      };
    }
    const token = await issueLaunchToken(
      db,
      {
        merchantId: ctx.merchant.id,
        memberId: session.memberId,
        sessionId: session.id,
        nodeId: game.id,
      },
      now,
    );
    await recordRecentGame(db, ctx.merchant.id, session.memberId, game.id, now);
    return { content: { game_url: playUrl(game.engine, { launch: token }), launch_host } };
  },

  lobbyLaunchGame: async (input, ctx) => {
    const game = await resolveLaunch(ctx.services.db, ctx.merchant, input);
    return {
      content: {
        game_url: playUrl(game.engine, { free: game.id }),
        launch_host: pickHost(ctx.merchant.brand.launchGameCDNs),
      },
    };
  },
} satisfies HandlerMap;
