import { isSeed } from './draw.ts';

/**
 * The raffle's verifiable draw, `raffle-hmac-sha256-v1` (promotions-rules.md, kind 4: "each draw
 * is HMAC(seed, promotion, member, ticket number)"). The rules name the inputs; the encoding and
 * the mapping onto a weighted list with stock are ours, written here once so the server draws
 * and the portal's verification panel recomputes with the same code (Web Crypto only):
 *
 * - key: the seed's 32 bytes (64 lowercase hex digits, as the lottery's seeds);
 * - block c (c = 0, 1, ...): `HMAC-SHA256(key, "<promotionId>:<memberId>:<ticket>:<c>")`, read
 *   as eight big-endian unsigned 32-bit words, used in order;
 * - the prizes still in stock when the ticket is drawn, in ascending prize id, with weights
 *   w1..wk (positive integers, total W < 2^32): take the first word v below
 *   `floor(2^32 / W) x W` (others are discarded), r = v mod W, and the prize is the first whose
 *   running total of weights exceeds r.
 *
 * Stock makes the in-stock list depend on earlier draws of every member, so each draw records the
 * list it was drawn from (prize ids and weights); the verification recomputes from that list and
 * checks it holds the prize won (ours: a member cannot see other members' draws).
 */
export const RAFFLE_ALGORITHM = 'raffle-hmac-sha256-v1';

/** A prize as the draw sees it: its id and weight, only while it has stock. */
export interface RafflePrizeWeight {
  readonly prizeId: number;
  readonly weight: number;
}

/** What one ticket's draw is made of. */
export interface RaffleTicket {
  readonly promotionId: number;
  readonly memberId: number;
  readonly ticket: number;
}

const MAX_TOTAL = 2 ** 32;

/** Why a prize list cannot be drawn from, or undefined when it can. */
export function raffleListProblem(prizes: readonly RafflePrizeWeight[]): string | undefined {
  if (prizes.length === 0) return 'no prize in stock';
  let total = 0;
  let last = -Infinity;
  for (const prize of prizes) {
    if (!Number.isSafeInteger(prize.prizeId) || prize.prizeId <= last) {
      return 'prize ids must be integers in ascending order';
    }
    if (!Number.isSafeInteger(prize.weight) || prize.weight <= 0) {
      return 'weights must be positive integers';
    }
    last = prize.prizeId;
    total += prize.weight;
  }
  return total < MAX_TOTAL ? undefined : 'weights must total below 2^32';
}

function seedKey(seed: string): Promise<CryptoKey> {
  if (!isSeed(seed)) throw new TypeError('a seed is 64 lowercase hex digits');
  const bytes = new Uint8Array(32);
  for (let i = 0; i < 32; i++) bytes[i] = Number.parseInt(seed.slice(i * 2, i * 2 + 2), 16);
  return crypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
}

/**
 * The prize one ticket draws from the prizes in stock (ascending prize id), by the rules above.
 * Throws on a malformed seed or list: callers check with `raffleListProblem` first.
 */
export async function drawRafflePrize(
  seed: string,
  ticket: RaffleTicket,
  prizes: readonly RafflePrizeWeight[],
): Promise<number> {
  const problem = raffleListProblem(prizes);
  if (problem) throw new RangeError(problem);
  const key = await seedKey(seed);
  const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
  const limit = Math.floor(MAX_TOTAL / total) * total;
  const encoder = new TextEncoder();
  const prefix = `${ticket.promotionId}:${ticket.memberId}:${ticket.ticket}:`;
  for (let counter = 0; ; counter++) {
    const view = new DataView(
      await crypto.subtle.sign('HMAC', key, encoder.encode(`${prefix}${counter}`)),
    );
    for (let word = 0; word < 8; word++) {
      const value = view.getUint32(word * 4, false);
      if (value >= limit) continue;
      let r = value % total;
      for (const prize of prizes) {
        if (r < prize.weight) return prize.prizeId;
        r -= prize.weight;
      }
    }
  }
}

/** One of a member's draws as the verification panel receives it. */
export interface RaffleDrawRecord extends RaffleTicket {
  readonly prizeId: number;
  readonly inStock: readonly RafflePrizeWeight[];
}

/** What the verification of a member's draws found. */
export interface RaffleCheck {
  /** SHA-256 of the revealed seed is the commitment published before the raffle started. */
  readonly commitmentMatches: boolean;
  /** The tickets whose recomputed prize differs from the recorded one (empty when all agree). */
  readonly mismatched: readonly number[];
}

/**
 * Checks a member's draws against the revealed seed: the commitment, then every draw recomputed
 * from its recorded in-stock list.
 */
export async function verifyRaffleDraws(
  commitment: string,
  seed: string,
  draws: readonly RaffleDrawRecord[],
): Promise<RaffleCheck> {
  if (!isSeed(seed)) return { commitmentMatches: false, mismatched: draws.map((d) => d.ticket) };
  const bytes = new Uint8Array(32);
  for (let i = 0; i < 32; i++) bytes[i] = Number.parseInt(seed.slice(i * 2, i * 2 + 2), 16);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  const hex = Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
  const mismatched: number[] = [];
  for (const draw of draws) {
    const ok =
      raffleListProblem(draw.inStock) === undefined &&
      draw.inStock.some((prize) => prize.prizeId === draw.prizeId) &&
      (await drawRafflePrize(seed, draw, draw.inStock)) === draw.prizeId;
    if (!ok) mismatched.push(draw.ticket);
  }
  return { commitmentMatches: hex === commitment, mismatched };
}
