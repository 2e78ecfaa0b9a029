import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fail, minorPerMajor, ok } from '@portal/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import { gameWalletBalance, playsFromVendorWallet } from '../cashier/vendorWallets.ts';
import { CatalogueError } from '../catalogueError.ts';
import { BatchQueue } from '../db/batchQueue.ts';
import type { Db } from '../db/database.ts';
import { ROUND_STATUS } from '../db/schema.ts';
import { inTransaction } from '../ledger/ledger.ts';
import { vendorNumber } from '../ledger/money.ts';
import type { Merchant, MerchantDirectory } from '../system/merchants.ts';
import { type LaunchGrant, redeemLaunchToken, redeemLaunchTokens } from './launchTokens.ts';
import { recordRecentGame, recordRecentGames } from './queries.ts';
import { bet, type GroupCall, runGroup, settle, VENDOR_TRANSACTION_ID } from './seamlessWallet.ts';

/**
 * The built-in demo vendor: the pages every launch opens (a slot for slot games, high-or-low
 * dice for the rest), and the game server behind them. Outcomes are drawn here with a CSPRNG,
 * never in the page; the money moves through the seamless wallet like any vendor's would.
 * A round is keyed by the page's round id, so a page that retries after a timeout gets the
 * same round back instead of a second bet.
 */

const STAKES = [1, 2, 5, 10, 20, 50, 100] as const;

const SYMBOLS = ['SEVEN', 'BAR', 'BELL', 'STAR', 'CHERRY', 'LEMON'] as const;
type SlotSymbol = (typeof SYMBOLS)[number];
const TRIPLE_PAYS: Readonly<Record<SlotSymbol, number>> = {
  SEVEN: 50,
  BAR: 20,
  BELL: 10,
  STAR: 8,
  CHERRY: 5,
  LEMON: 5,
};

export interface SlotOutcome {
  kind: 'slot';
  reels: SlotSymbol[];
  multiplier: number;
}
export interface DiceOutcome {
  kind: 'dice';
  dice: [number, number];
  pick: 'high' | 'low';
  multiplier: number;
}
export type Outcome = SlotOutcome | DiceOutcome;

/** Three of a kind pays its table; otherwise each cherry pays the stake back once. */
export const slotMultiplier = (reels: readonly SlotSymbol[]): number => {
  const [a, b, c] = reels;
  if (a && a === b && b === c) return TRIPLE_PAYS[a];
  return reels.filter((s) => s === 'CHERRY').length;
};

/** High wins over 7, low under 7; a 7 loses both. */
export const diceMultiplier = (dice: readonly [number, number], pick: 'high' | 'low'): number => {
  const sum = dice[0] + dice[1];
  return (pick === 'high' && sum > 7) || (pick === 'low' && sum < 7) ? 2 : 0;
};

const draw = (engine: string, pick: 'high' | 'low'): Outcome => {
  if (engine === 'slot') {
    const reels = [0, 1, 2].map(() => SYMBOLS[randomInt(SYMBOLS.length)] ?? 'LEMON');
    return { kind: 'slot', reels, multiplier: slotMultiplier(reels) };
  }
  const dice: [number, number] = [randomInt(1, 7), randomInt(1, 7)];
  return { kind: 'dice', dice, pick, multiplier: diceMultiplier(dice, pick) };
};

const STATIC_FILES: Readonly<Record<string, string>> = {
  'slot.html': 'text/html; charset=utf-8',
  'dice.html': 'text/html; charset=utf-8',
  'game.js': 'text/javascript; charset=utf-8',
  'game.css': 'text/css; charset=utf-8',
};
const STATIC_DIR = join(import.meta.dirname, 'static');

const playSchema = v.strictObject({
  launch: v.optional(v.pipe(v.string(), v.maxLength(64))),
  free: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  roundId: v.pipe(v.string(), v.regex(VENDOR_TRANSACTION_ID)),
  stake: v.picklist(STAKES),
  pick: v.optional(v.picklist(['high', 'low']), 'high'),
});

const sessionSchema = v.strictObject({
  free: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))),
});

/** What a play answers the page. */
interface PlayAnswer {
  roundId: string;
  outcome: unknown;
  stake: number;
  win: number;
  balance: number;
}

interface DemoVendorOptions {
  db: Db;
  merchants: MerchantDirectory;
  clock: () => Date;
}

const send = (reply: FastifyReply, error: unknown) => {
  if (error instanceof CatalogueError) {
    return reply.code(error.status).send(fail(error.code, error.message));
  }
  throw error;
};

export const registerDemoVendor = (app: FastifyInstance, options: DemoVendorOptions): void => {
  const { db, merchants, clock } = options;

  const gameOf = async (nodeId: number, from: Db = db) => {
    const game = await from
      .selectFrom('games')
      .select(['id', 'merchant_id', 'vassalage', 'game_name', 'engine'])
      .where('id', '=', nodeId)
      .executeTakeFirst();
    if (!game) throw new CatalogueError('not.found', { message: 'No such game.' });
    return game;
  };

  const grantOf = async (launch: string, from: Db = db): Promise<LaunchGrant> => {
    const grant = await redeemLaunchToken(from, launch, clock());
    if (!grant)
      throw new CatalogueError('user.or.token.invalid', {
        message: 'This game session has ended, please launch the game again.',
      });
    return grant;
  };

  /**
   * The balance the game plays with, in the brand's currency, as the game shows it: the
   * vendor's own wallet in a multi-wallet brand, else the main wallet.
   */
  const balanceFor = async (
    grant: LaunchGrant,
    merchant: Merchant,
    vassalage: string,
    from: Db = db,
  ): Promise<number> =>
    vendorNumber(
      await gameWalletBalance(from, merchant, grant.memberId, vassalage),
      merchant.brand.currency,
    );

  const merchantOf = async (merchantId: number) => {
    const merchant = (await merchants.all()).find((m) => m.id === merchantId);
    if (!merchant) throw new CatalogueError('merchant.unknown');
    return merchant;
  };

  /**
   * One real-money play, whole in one transaction: the launch token's renewal, the vendor's
   * bet and its settle through the seamless wallet (each keyed by the round id as a vendor's
   * would be), the recent game and the balance it answers. An outside vendor sends the bet and
   * the settle as two calls, each its own transaction; this vendor lives in the server, so
   * its round commits once (one WAL flush a play instead of four) and is never left open by a
   * crash between the two. A repeat of the round id waits on the first's ledger key and then
   * answers the stored round.
   */
  const playIn = async (
    trx: Db,
    input: v.InferOutput<typeof playSchema>,
    all: readonly Merchant[],
  ): Promise<PlayAnswer> => {
    const grant = await grantOf(input.launch ?? '', trx);
    const merchant = all.find((m) => m.id === grant.merchantId);
    if (!merchant) throw new CatalogueError('merchant.unknown');
    const game = await gameOf(grant.nodeId, trx);
    // The demo's stakes are whole units of the brand's currency.
    const stake = BigInt(input.stake) * minorPerMajor(merchant.brand.currency);
    const key = {
      merchantId: grant.merchantId,
      currency: merchant.brand.currency,
      vassalage: game.vassalage,
      transactionId: input.roundId,
    };
    const now = clock();
    await bet(trx, {
      ...key,
      memberId: grant.memberId,
      trialTypes: merchant.brand.trialTypes,
      nodeId: game.id,
      amount: stake,
      now,
      fromVendorWallet: playsFromVendorWallet(merchant, game.vassalage),
    });
    const outcome = draw(game.engine, input.pick);
    const win = stake * BigInt(outcome.multiplier);
    // The settle's answer is the game wallet's balance after it (the round plays from it).
    let settled: bigint | null = null;
    try {
      settled = (await settle(trx, { ...key, win, outcome, now })).balance;
    } catch (error) {
      // A repeat of a round closed meanwhile with another draw answers that round below (the
      // refusal is the wallet's own check, no statement failed: the transaction goes on).
      if (!(error instanceof CatalogueError) || error.code !== 'wallet.idempotency.conflict') {
        throw error;
      }
    }
    // The stored round, not this request's draw: repeats and races all answer the same.
    const round = await trx
      .selectFrom('vendor_rounds')
      .select(['outcome', 'win_amount', 'member_id', 'status'])
      .where('merchant_id', '=', key.merchantId)
      .where('vassalage', '=', key.vassalage)
      .where('transaction_id', '=', key.transactionId)
      .executeTakeFirstOrThrow();
    if (round.member_id !== grant.memberId || round.status !== ROUND_STATUS.settled) {
      throw new CatalogueError('wallet.idempotency.conflict');
    }
    await recordRecentGame(trx, grant.merchantId, grant.memberId, game.id, now);
    return {
      roundId: input.roundId,
      outcome: round.outcome,
      stake: input.stake,
      win: vendorNumber(BigInt(round.win_amount ?? 0), merchant.brand.currency),
      balance:
        settled === null
          ? await balanceFor(grant, merchant, game.vassalage, trx)
          : vendorNumber(settled, merchant.brand.currency),
    };
  };

  /**
   * Real-money plays arriving together run as one group (seamlessWallet.ts `runGroup`): their
   * launch tokens renewed by one statement, each drawn, their bets and settles in one
   * transaction with their recent games. A play the group hands back (a repeat of a round, a
   * token that has ended, a member the policy refuses, a failed group) is played alone by
   * {@link playIn}, which answers it exactly.
   */
  const playTogether = async (
    plays: readonly { input: v.InferOutput<typeof playSchema>; all: readonly Merchant[] }[],
  ): Promise<(PlayAnswer | null)[]> => {
    const now = clock();
    const answers: (PlayAnswer | null)[] = plays.map(() => null);
    let grants: Awaited<ReturnType<typeof redeemLaunchTokens>>;
    try {
      grants = await redeemLaunchTokens(
        db,
        plays.map((p) => p.input.launch ?? ''),
        now,
      );
    } catch {
      return answers;
    }
    const calls: GroupCall[] = [];
    const drawn: { at: number; merchant: Merchant; grant: LaunchGrant; outcome: Outcome }[] = [];
    plays.forEach(({ input, all }, at) => {
      const grant = grants.get(input.launch ?? '');
      const merchant = grant && all.find((m) => m.id === grant.merchantId);
      if (!grant || !merchant) return;
      const stake = BigInt(input.stake) * minorPerMajor(merchant.brand.currency);
      const outcome = draw(grant.engine, input.pick);
      calls.push({
        step: 'play',
        merchantId: grant.merchantId,
        currency: merchant.brand.currency,
        vassalage: grant.vassalage,
        transactionId: input.roundId,
        memberId: grant.memberId,
        trialTypes: merchant.brand.trialTypes,
        nodeId: grant.nodeId,
        amount: stake,
        now,
        fromVendorWallet: playsFromVendorWallet(merchant, grant.vassalage),
        win: stake * BigInt(outcome.multiplier),
        outcome,
      });
      drawn.push({ at, merchant, grant, outcome });
    });
    const outcomes = await runGroup(db, calls, {
      also: async (trx, done) => {
        const played = done.map((k) => (drawn[k] as (typeof drawn)[number]).grant);
        await recordRecentGames(trx, played, now);
      },
      terms: new Map(
        drawn.map(({ merchant }) => [
          merchant.id,
          { timeZone: merchant.brand.timeZone, points: merchant.brand.points },
        ]),
      ),
    });
    outcomes.forEach((outcome, k) => {
      const { at, merchant, outcome: round } = drawn[k] as (typeof drawn)[number];
      const call = calls[k] as GroupCall & { step: 'play' };
      const input = plays[at]?.input;
      if (outcome.kind !== 'done' || !input) return;
      answers[at] = {
        roundId: input.roundId,
        outcome: round,
        stake: input.stake,
        win: vendorNumber(call.win, merchant.brand.currency),
        balance: vendorNumber(outcome.answer.balance, merchant.brand.currency),
      };
    });
    return answers;
  };
  const playQueue = new BatchQueue(playTogether, { maxBatch: 64, inFlight: 2 });

  app.get<{ Params: { file: string } }>('/vendor/demo/:file', async (request, reply) => {
    const type = STATIC_FILES[request.params.file];
    if (!type) return reply.code(404).type('text/plain; charset=utf-8').send('Not found.');
    const body = await readFile(join(STATIC_DIR, request.params.file));
    return reply.type(type).header('cache-control', 'no-cache').send(body);
  });

  app.get('/vendor/demo/api/session', async (request, reply) => {
    try {
      const parsed = v.safeParse(sessionSchema, request.query);
      const header = request.headers['x-launch-token'];
      const launch = typeof header === 'string' ? header : undefined;
      if (!parsed.success || (launch === undefined) === (parsed.output.free === undefined)) {
        throw new CatalogueError('request_param_err');
      }
      const { free } = parsed.output;
      if (launch !== undefined) {
        const grant = await grantOf(launch);
        const [game, merchant] = await Promise.all([
          gameOf(grant.nodeId),
          merchantOf(grant.merchantId),
        ]);
        return reply.send(
          ok({
            gameName: game.game_name,
            vassalage: game.vassalage,
            engine: game.engine,
            free: false,
            balance: await balanceFor(grant, merchant, game.vassalage),
            currencySymbol: merchant.brand.currencySymbol,
            stakes: STAKES,
          }),
        );
      }
      const game = await gameOf(free ?? 0);
      return reply.send(
        ok({
          gameName: game.game_name,
          vassalage: game.vassalage,
          engine: game.engine,
          free: true,
          balance: 1000,
          currencySymbol: '',
          stakes: STAKES,
        }),
      );
    } catch (error) {
      return send(reply, error);
    }
  });

  app.post('/vendor/demo/api/play', async (request, reply) => {
    try {
      const parsed = v.safeParse(playSchema, request.body);
      if (
        !parsed.success ||
        (parsed.output.launch === undefined) === (parsed.output.free === undefined)
      ) {
        throw new CatalogueError('request_param_err');
      }
      const input = parsed.output;
      if (input.free !== undefined) {
        // Free play: the same draw, no money; the page keeps its own play credits.
        const game = await gameOf(input.free);
        const outcome = draw(game.engine, input.pick);
        return reply.send(
          ok({
            roundId: input.roundId,
            outcome,
            stake: input.stake,
            win: input.stake * outcome.multiplier,
            balance: null,
          }),
        );
      }
      // The merchants before the transaction: their directory reads through the pool when its
      // copy is stale, and 32 plays each holding a connection while waiting for one more
      // would hold the pool up (seen: every play stuck).
      const all = await merchants.all();
      const answer =
        (await playQueue.submit({ input, all })) ??
        (await inTransaction(db, (trx) => playIn(trx, input, all)));
      return reply.send(ok(answer));
    } catch (error) {
      return send(reply, error);
    }
  });
};
