import { useLingui } from '@lingui/react/macro';
import type { PointRewardCategory } from '@portal/contract';

/** Labels of the mall's item types. */
export const useCategoryLabel = () => {
  const { t } = useLingui();
  return (category: PointRewardCategory) =>
    ({ chips: t`Chips`, gifts: t`Gift`, services: t`Service` })[category];
};
