// The players scripts/chaos and scripts/failover drive: members signed up through the real API
// (a solved challenge each), funded through the ledger as the seed funds demo members, then
// each playing the demo slot through the seamless wallet as its game page does, round after
// round, while the scripts break the server or its database under them.
import { randomInt, randomUUID } from 'node:crypto';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../../apps/server/src/db/database.ts';
import {
  openHouseAccount,
  openMemberWallet,
  transfer,
} from '../../apps/server/src/ledger/ledger.ts';
import { OPENING_HOUSE_ACCOUNT } from '../../apps/server/src/seed/seed.ts';
import { contractValidator, createApiClient } from '../../packages/api-client/src/index.ts';
import { solveProofOfWork } from '../../packages/contract/src/index.ts';

const root = join(import.meta.dirname, '..', '..');
export const MERCHANT = 'ALPHA';
const STAKES = [1, 2, 5, 10] as const;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The test fixtures' all-modules brand in `dir`, with sign-up by username alone (no SMS step to script). */
export const brandsFolder = (dir: string) => {
  const brandsDir = join(dir, 'brands');
  cpSync(
    join(root, 'apps', 'server', 'test', 'fixtures', 'brands', 'alpha'),
    join(brandsDir, 'alpha'),
    { recursive: true },
  );
  const file = join(brandsDir, 'alpha', 'brand.json');
  const brand = JSON.parse(readFileSync(file, 'utf8')) as { features: Record<string, boolean> };
  brand.features.MOBILENUMREG3 = false;
  brand.features.REGMOBVERF3 = false;
  writeFileSync(file, JSON.stringify(brand, null, 2));
  return brandsDir;
};

export interface Player {
  /** The server instance this member uses. */
  origin: string;
  username: string;
  token: string;
  /** The demo slot's launch token ('' until launched, or after the session was renewed). */
  launch: string;
}

/** The typed HTTP client on `origin`, as a member holding `token`. */
export const apiFor = (origin: string, token: string | null) =>
  createApiClient({
    baseUrl: origin,
    merchant: MERCHANT,
    getLanguage: () => 'EN',
    getToken: () => token,
    // Sign-ups hash passwords (scrypt at OWASP cost): slow on a busy machine, not wrong.
    timeoutMs: 120_000,
    validator: contractValidator,
  });

/**
 * Signs `count` members up, named `<prefix>001`..., four at a time (each one a deliberately
 * slow password hash); member i uses `origins[i % origins.length]`. A sign-up answered busy
 * (503 system.busy: nothing was written) is tried again, as a person would, a few times: on a
 * machine loaded past its pool's connect timeout a failover run once lost its sign-ups so.
 */
export const signUpPlayers = async (
  origins: readonly string[],
  prefix: string,
  password: string,
  count: number,
): Promise<Player[]> => {
  const signUp = async (index: number, attempt = 1): Promise<Player> => {
    try {
      return await signUpOnce(index);
    } catch (error) {
      if ((error as { code?: string }).code !== 'system.busy' || attempt >= 5) throw error;
      await sleep(1_000 * attempt);
      return signUp(index, attempt + 1);
    }
  };
  const signUpOnce = async (index: number): Promise<Player> => {
    const origin = origins[index % origins.length] ?? '';
    const api = apiFor(origin, null);
    const challenge = await api.call('verificationChallenge', {});
    const username = `${prefix}${String(index + 1).padStart(3, '0')}`;
    const session = await api.call('register', {
      username,
      password,
      confirmPassword: password,
      registerMethod: 'WEB',
      termsAccepted: true,
      challengeId: challenge.challengeId,
      challengeSolution: String(await solveProofOfWork(challenge)),
    });
    return { origin, username, token: session.token, launch: '' };
  };
  const players: Player[] = [];
  for (let i = 0; i < count; i += 4) {
    players.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(4, count - i) }, (_, j) => signUp(i + j)),
      )),
    );
  }
  return players;
};

/**
 * Funds each player with `amount` (minor units of CNY) from the brand's opening house
 * account, one balanced movement each, keyed `<key>:<username>` (a repeat pays nothing).
 */
export const fundPlayers = async (
  db: Db,
  players: readonly Player[],
  amount: bigint,
  key: string,
) => {
  const merchant = await db
    .selectFrom('merchants')
    .select('id')
    .where('merchant_code', '=', MERCHANT)
    .executeTakeFirstOrThrow();
  const house = await openHouseAccount(db, merchant.id, OPENING_HOUSE_ACCOUNT, 'CNY');
  for (const player of players) {
    const member = await db
      .selectFrom('members')
      .select('id')
      .where('merchant_id', '=', merchant.id)
      .where('username', '=', player.username)
      .executeTakeFirstOrThrow();
    await transfer(db, {
      merchantId: merchant.id,
      idempotencyKey: `${key}:${player.username}`,
      kind: 'opening_balance',
      currency: 'CNY',
      from: house,
      to: await openMemberWallet(db, merchant.id, member.id, 'CNY'),
      amount,
    });
  }
};

/** Opens the demo slot as the portal does; the launch token is in the game URL's fragment. */
const launch = async (player: Player) => {
  const game = await apiFor(player.origin, player.token).call('launchGame', {
    gameType: 'RNG',
    vassalage: 'DEMO',
    gameId: 'demo-slot',
  });
  const url = new URL(game.content.game_url, player.origin);
  player.launch = new URLSearchParams(url.hash.slice(1)).get('launch') ?? '';
};

/**
 * Players on the demo slot, each playing round after round from `start` until `stop`, and
 * what they saw: the rounds acknowledged (a 200: the script then checks each is settled), the
 * answers by status, the requests with no answer.
 */
export class SlotPlayers {
  readonly acked: string[] = [];
  /** When each acknowledged round was answered (ms since the epoch). */
  readonly ackedAt = new Map<string, number>();
  readonly statuses = new Map<string, number>();
  /** Answers other than a 200 (a 503 while draining or failing over, a session renewed...). */
  refused = 0;
  firstRefusal = '';
  /** No answer: the server was down (refused the connection)... */
  unreachable = 0;
  /** ...or died or lost its database under the request. */
  cutOff = 0;
  /** Game launches that failed (the player launches again) and the last one's reason. */
  launchFailures = 0;
  lastLaunchFailure = '';
  playing = false;
  #loops: Promise<void>[] = [];

  start(players: readonly Player[]) {
    this.playing = true;
    this.#loops = players.map((player) => this.#loop(player));
  }

  async stop() {
    this.playing = false;
    await Promise.all(this.#loops);
  }

  async #relaunch(player: Player) {
    try {
      await launch(player);
    } catch (error) {
      this.launchFailures += 1;
      this.lastLaunchFailure = error instanceof Error ? error.message : String(error);
      await sleep(200);
    }
  }

  /** One round as the game page plays it: a new round id, a stake, one POST. */
  async #round(player: Player) {
    const roundId = randomUUID();
    try {
      const response = await fetch(`${player.origin}/vendor/demo/api/play`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          launch: player.launch,
          roundId,
          stake: STAKES[randomInt(STAKES.length)],
          pick: 'high',
        }),
        signal: AbortSignal.timeout(15_000),
      });
      const body = (await response.json()) as { code?: string };
      const status = String(response.status);
      this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
      if (response.status === 200) {
        this.acked.push(roundId);
        this.ackedAt.set(roundId, Date.now());
        return;
      }
      this.refused += 1;
      if (!this.firstRefusal) this.firstRefusal = `${status} ${JSON.stringify(body)}`;
      if (body.code === 'user.or.token.invalid') await this.#relaunch(player);
      await sleep(100);
    } catch (error) {
      // Down (refused) or died under the request (cut off): not acknowledged either way, so the
      // round may be open, settled or never made. Recovery decides; the page would show an error.
      const code = (error as { cause?: { code?: string } }).cause?.code;
      if (code === 'ECONNREFUSED') this.unreachable += 1;
      else this.cutOff += 1;
      await sleep(200);
    }
  }

  async #loop(player: Player) {
    while (this.playing) {
      if (!player.launch) {
        await this.#relaunch(player);
        continue;
      }
      await this.#round(player);
    }
  }
}
