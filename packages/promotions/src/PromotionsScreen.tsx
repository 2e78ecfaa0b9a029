import { useLingui } from '@lingui/react/macro';
import { Link, Stack, Tabs } from '@portal/ui-kit';
import { useState } from 'react';
import { PromotionHall } from './PromotionHall.tsx';
import { RewardCentre } from './RewardCentre.tsx';

export type PromotionsTab = 'hall' | 'rewards';

/** /promotions: the hall and the reward centre, two tabs of one screen, and the way to the missions. */
export const PromotionsScreen = ({ initialTab = 'hall' }: { initialTab?: PromotionsTab }) => {
  const { t } = useLingui();
  const [tab, setTab] = useState<PromotionsTab>(initialTab);
  return (
    <Stack gap="md">
      <h1>{t`Promotions`}</h1>
      {/* The lottery's missions are promotions too (rules: "show in the promotion hall beside
          these"); they live in the lottery feature, so the hall links to them. */}
      <Link to="/missions">{t`Missions and leaderboards`}</Link>
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
