import type { Brand } from '@portal/brand';
import type { PrizeMode } from '@portal/contract';
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
