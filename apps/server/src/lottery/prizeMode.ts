import type { Brand, BrandIssue } from '@portal/brand';
import type { PrizeMode } from '@portal/contract';
import { playByCode, prizeKeysOf } from '@portal/lottery-rules';
import { CatalogueError } from '../catalogueError.ts';
import type { Merchant } from '../system/merchants.ts';

/** Games are offered in each of the brand's prize modes; the answer names the one asked. */
export const prizeModeOf = (merchant: Merchant, asked: PrizeMode | undefined): PrizeMode => {
  const modes = merchant.brand.prizeModes;
  if (asked && !modes.includes(asked)) {
    throw new CatalogueError('request_param_err', { message: 'This prize mode is not offered.' });
  }
  return asked ?? modes[0] ?? 'LOTT';
};

/**
 * The brand's Elott odds overrides (brand.json `lottery.elottOdds`, decimal odds) in the
 * engine's hundredths, keyed by play (`K3.sum`) or prize (`K3.sum:0:10`).
 */
export const elottOdds100 = (brand: Brand): Record<string, number> =>
  Object.fromEntries(
    Object.entries(brand.lottery.elottOdds).map(([key, odds]) => [key, Math.round(odds * 100)]),
  );

/** The VN and SEA draws are played at the rules' fixed multipliers only (the SEA mode). */
const FIXED_ODDS_GROUPS: ReadonlySet<string> = new Set(['VN', 'SEA']);

/** The prize mode a game is played in: SEA for VN and SEA draws, else the one asked. */
export const gamePrizeMode = (
  merchant: Merchant,
  drawGroup: string | null,
  asked: PrizeMode | undefined,
): PrizeMode => (FIXED_ODDS_GROUPS.has(drawGroup ?? '') ? 'SEA' : prizeModeOf(merchant, asked));

/** An override names a play offered in Elott (`K3.sum`), or one prize of it (`K3.sum:0:10`). */
const isElottKey = (key: string): boolean => {
  const [code = '', ...prize] = key.split(':');
  const play = playByCode(code);
  if (!play?.modes.includes('ELOTT')) return false;
  return prize.length === 0 || prizeKeysOf(play).includes(prize.join(':'));
};

/**
 * The brand's Elott overrides that name no Elott play or prize of the catalogue: the schema
 * checks their shape, the engine (which the brand package does not know) what they name,
 * so a mistyped play is refused at load instead of silently paying the rules' odds.
 */
export const elottOddsIssues = (brand: Brand, file: string): BrandIssue[] =>
  Object.keys(brand.lottery.elottOdds)
    .filter((key) => !isElottKey(key))
    .map((key) => ({
      file,
      key: `lottery.elottOdds[${JSON.stringify(key)}]`,
      found: `${JSON.stringify(key)}, which names no play or prize offered in Elott`,
      allowed: 'a play offered in Elott like K3.sum, or one of its prizes like K3.sum:0:10',
    }));
