import { randomUUID } from 'node:crypto';
import { type launchGameRequestSchema, safeBackUrl } from '@portal/contract';
import type * as v from 'valibot';
import { memberPolicy } from '../account/memberPolicy.ts';
import { autoTransferAtLaunch } from '../cashier/autoTransfer.ts';
import { CatalogueError } from '../catalogueError.ts';
import type { HandlerMap } from '../http/context.ts';
import { inTransaction } from '../ledger/ledger.ts';
import { policySubject } from '../member/policy.ts';
import type { Merchant } from '../system/merchants.ts';
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

/**
 * The lottery lobby launch (`launchMode LOTT`, platform-spec "Lottery"): the lottery is our own,
 * so the answer is our own page, not a vendor's. Designed (the spec lists the fields only): the
 * VN area opens /vnLottery, the SEA mode /seaLottery, else /lottery; view `betting` opens the game
 * `lottoGameCode` names (it is required then), `lobby` the lobby; the prize mode must be one the
 * brand offers; the back url must stay on the brand's domains (never an open redirect). A game
 * code the lottery does not sell opens the lobby: the games area may not read the lottery's
 * tables, and the page already answers an unknown code so.
 */
const lotteryPageUrl = (
  merchant: Merchant,
  input: v.InferOutput<typeof launchGameRequestSchema>,
): string => {
  const mode = input.lottoPrizeMode;
  if (mode !== undefined && !merchant.brand.prizeModes.includes(mode)) {
    throw new CatalogueError('request_param_err', {
      message: 'This brand does not offer that prize mode.',
    });
  }
  const view = input.lottoView ?? (input.lottoGameCode ? 'betting' : 'lobby');
  if (view === 'betting' && input.lottoGameCode === undefined) {
    throw new CatalogueError('request_param_err', { message: 'Name the game to bet on.' });
  }
  let back: string | undefined;
  if (input.backUrl !== undefined) {
    back = safeBackUrl(input.backUrl, merchant.brand.domains);
    if (back === undefined) {
      throw new CatalogueError('request_param_err', {
        message: "The back url must be a path of this site or on one of the brand's domains.",
      });
    }
  }
  const path =
    input.lottoArea === 'VN' ? '/vnLottery' : mode === 'SEA' ? '/seaLottery' : '/lottery';
  const query = new URLSearchParams();
  if (view === 'betting' && input.lottoGameCode) query.set('gameCode', input.lottoGameCode);
  if (mode !== undefined) query.set('prizeMode', mode);
  if (back !== undefined) query.set('backUrl', back);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
};

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
    if (input.launchMode === 'LOTT') {
      // Our own pages: same-origin, so no launch host and no launch token (the page's session).
      return { content: { game_url: lotteryPageUrl(ctx.merchant, input) } };
    }
    const game = await resolveLaunch(db, ctx.merchant, input);
    const launch_host = pickHost(ctx.merchant.brand.launchGameCDNs);
    if (input.accountType === 0) {
      return {
        content: { game_url: playUrl(game.engine, { free: game.id }), launch_host },
      };
    }
    // The automatic transfer pays for this launch: it commits with the launch's token and
    // recent-games row, or none of them does. Its keys are the client's launch id when sent
    // (a retried launch moves nothing twice), else one of this request's own.
    const token = await inTransaction(db, async (trx) => {
      await autoTransferAtLaunch(trx, ctx.merchant, {
        memberId: session.memberId,
        vassalage: input.vassalage,
        launchId: input.launchId ?? randomUUID(),
        now,
      });
      const issued = await issueLaunchToken(
        trx,
        {
          merchantId: ctx.merchant.id,
          memberId: session.memberId,
          sessionId: session.id,
          nodeId: game.id,
        },
        now,
      );
      await recordRecentGame(trx, ctx.merchant.id, session.memberId, game.id, now);
      return issued;
    });
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
