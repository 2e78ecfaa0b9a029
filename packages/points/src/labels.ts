import { useLingui } from '@lingui/react/macro';
import type { PointRewardCategory } from '@portal/contract';
import { useMoney } from '@portal/session';

/** Labels of the mall's item types. */
export const useCategoryLabel = () => {
  const { t } = useLingui();
  return (category: PointRewardCategory) =>
    ({ chips: t`Chips`, gifts: t`Gift`, services: t`Service` })[category];
};

/**
 * The money an item costs beside its points, as " + 50,000" in the brand's currency and the
 * member's language, or nothing when it costs points only. The wire amount is decimal text, so
 * it is above zero exactly when a digit other than 0 appears (no float is made of it).
 */
export const useAmountPart = () => {
  const formatAmount = useMoney();
  return (amountNeeded: string) =>
    /[1-9]/.test(amountNeeded) ? ` + ${formatAmount(amountNeeded)}` : '';
};
