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
