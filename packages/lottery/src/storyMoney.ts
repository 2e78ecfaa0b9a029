import { stakeScale } from '@portal/contract';
import { formatMoney } from '@portal/i18n';

/**
 * Money as the story's brand (`loaded.brand`, the brand toolbar's) writes it in English (not
 * shipped: only stories import this). The story tests run in every demo brand: two places for
 * yuan and pesos, none for dong. The stories' amounts are whole, so one check holds in each.
 */
export type StoryLoaded = { brand?: { currency: string; lottery?: { stakeBase?: string } } };

/** A wire amount as the brand shows it. */
export const shownIn = (loaded: StoryLoaded, amount: string): string =>
  formatMoney(amount, loaded.brand?.currency ?? 'CNY', 'EN');

/**
 * The bet slip's summary as the brand prices the total: the rules' "1" is the brand's stake
 * base (1 yuan or peso, 1,000 dong), as the slip and the server charge it. `total` is whole
 * units of the rules (the engine counts hundredths of them); BigInt refuses a fraction.
 */
export const slip = (loaded: StoryLoaded, stakes: number, total: number): string => {
  const currency = loaded.brand?.currency ?? 'CNY';
  const amount = BigInt(total) * 100n * stakeScale(currency, loaded.brand?.lottery?.stakeBase);
  return `${stakes} stakes, ${formatMoney(amount, currency, 'EN')} in total`;
};
