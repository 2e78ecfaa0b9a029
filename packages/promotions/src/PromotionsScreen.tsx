import { useLingui } from '@lingui/react/macro';
import { Stack, Tabs } from '@portal/ui-kit';
import { useState } from 'react';
import { PromotionHall } from './PromotionHall.tsx';
import { RewardCentre } from './RewardCentre.tsx';

export type PromotionsTab = 'hall' | 'rewards';

/** /promotions: the hall and the reward centre, two tabs of one screen. */
export const PromotionsScreen = ({ initialTab = 'hall' }: { initialTab?: PromotionsTab }) => {
  const { t } = useLingui();
  const [tab, setTab] = useState<PromotionsTab>(initialTab);
  return (
    <Stack gap="md">
      <h1>{t`Promotions`}</h1>
      <Tabs
        label={t`Promotions`}
        tabs={[
          { key: 'hall', label: t`All promotions` },
          { key: 'rewards', label: t`Reward centre` },
        ]}
        selected={tab}
        onSelect={setTab}
      >
        {tab === 'hall' ? <PromotionHall /> : <RewardCentre />}
      </Tabs>
    </Stack>
  );
};
