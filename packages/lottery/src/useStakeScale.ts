import { stakeScale } from '@portal/contract';
import { useBrandConfig } from '@portal/session';

/**
 * What the engine's amounts (hundredths of the rules' "1") are multiplied by to be money of the
 * brand's currency in minor units: the scale of the brand's stake base (issue 23), the same
 * `stakeScale` the server charges and pays with, so the slip shows what the order will cost.
 */
export const useStakeScale = (): bigint => {
  const { currency, lottery } = useBrandConfig();
  return stakeScale(currency, lottery?.stakeBase);
};
