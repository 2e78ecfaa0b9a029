import { useLingui } from '@lingui/react/macro';
import type { PointReward, PointType } from '@portal/contract';
import { Button, GridList, QueryStatus, Surface } from '@portal/ui-kit';
import { useState } from 'react';
import {
  useConvertPoints,
  usePointBalance,
  usePointConfig,
  usePointRewards,
  useRedeemRecords,
  useRedeemReward,
} from './api/points.ts';
import { ConvertForm } from './ConvertForm.tsx';
import { ExchangeRecords } from './ExchangeRecords.tsx';
import { useAmountPart, useCategoryLabel } from './labels.ts';
import { ItemCard } from './pointsParts.tsx';
import { RedeemDialog } from './RedeemDialog.tsx';

/**
 * /pointMall: the member's points, how they are earned, the mall with its stock and limits,
 * redeeming (the dialog), converting into money, and the exchange records.
 */
export const PointMallScreen = () => {
  const { t } = useLingui();
  const balance = usePointBalance();
  const config = usePointConfig();
  const rewards = usePointRewards(undefined, 1);
  const records = useRedeemRecords(undefined, 1);
  const redeem = useRedeemReward();
  const convert = useConvertPoints();
  const [chosen, setChosen] = useState<PointReward | null>(null);
  const typeLabel = (type: PointType) =>
    ({
      live: t`Live casino`,
      lottery: t`Lottery`,
      boardGames: t`Board games`,
      slots: t`Slots`,
      sports: t`Sports`,
      exchange: t`Exchange`,
      deposit: t`Deposits`,
    })[type];
  return (
    <>
      <h1>{t`Point mall`}</h1>
      <Surface aria-labelledby="points-balance">
        <h2 id="points-balance">{t`My points`}</h2>
        <QueryStatus loading={balance.isPending} error={balance.error} onRetry={balance.refetch} />
        {balance.data && <p>{t`${balance.data.points} points`}</p>}
      </Surface>
      <Surface aria-labelledby="points-earning">
        <h2 id="points-earning">{t`How points are earned`}</h2>
        <QueryStatus loading={config.isPending} error={config.error} onRetry={config.refetch} />
        {config.data && (
          <ul>
            {config.data.rules.map((rule) => (
              <li key={rule.pointType}>
                {t`${typeLabel(rule.pointType)}: ${rule.points} points for every ${rule.bettingUnit}`}
              </li>
            ))}
            <li>{t`Points never expire.`}</li>
          </ul>
        )}
      </Surface>
      <Surface aria-labelledby="points-mall">
        <h2 id="points-mall">{t`Mall`}</h2>
        <QueryStatus
          loading={rewards.isPending}
          error={rewards.error}
          onRetry={rewards.refetch}
          empty={rewards.data?.content.length === 0 && t`Nothing to redeem yet.`}
        />
        {rewards.data && rewards.data.content.length > 0 && (
          <GridList min={220} gap="sm">
            {rewards.data.content.map((reward) => (
              <RewardCard
                key={reward.rewardId}
                reward={reward}
                onRedeem={() => setChosen(reward)}
              />
            ))}
          </GridList>
        )}
      </Surface>
      {config.data && (
        <Surface aria-labelledby="points-convert">
          <h2 id="points-convert">{t`Convert points`}</h2>
          <ConvertForm
            minPoints={config.data.minConvertPoints}
            rate={config.data.convertRate}
            onConvert={(request) => convert.mutateAsync(request)}
          />
        </Surface>
      )}
      <Surface aria-labelledby="points-records">
        <h2 id="points-records">{t`Exchange records`}</h2>
        <QueryStatus
          loading={records.isPending}
          error={records.error}
          onRetry={records.refetch}
          empty={records.data?.content.length === 0 && t`No exchange records yet.`}
        />
        {records.data && records.data.content.length > 0 && (
          <ExchangeRecords records={records.data.content} />
        )}
      </Surface>
      <RedeemDialog
        reward={chosen}
        onRedeem={(request) => redeem.mutateAsync(request)}
        onClose={() => setChosen(null)}
      />
    </>
  );
};

const RewardCard = ({ reward, onRedeem }: { reward: PointReward; onRedeem: () => void }) => {
  const { t } = useLingui();
  const categoryLabel = useCategoryLabel();
  const amountPart = useAmountPart();
  const soldOut = reward.stock === 0;
  const limitReached =
    reward.perMemberLimit !== null && reward.redeemedByMe >= reward.perMemberLimit;
  return (
    <ItemCard as="li" gap="xs" aria-label={reward.productName}>
      {reward.imageUrl && <img src={reward.imageUrl} alt={reward.productName} />}
      <h3>{reward.productName}</h3>
      <p>{categoryLabel(reward.category)}</p>
      <p>
        {t`${reward.pointsNeeded} points`}
        {amountPart(reward.amountNeeded)}
      </p>
      <p>{reward.stock === null ? t`In stock` : t`${reward.stock} left`}</p>
      {reward.perMemberLimit !== null && (
        <p>{t`Limit ${reward.perMemberLimit} per member (you have ${reward.redeemedByMe})`}</p>
      )}
      <Button
        size="small"
        disabled={soldOut || limitReached}
        aria-label={t`Redeem ${reward.productName}`}
        onClick={onRedeem}
      >
        {soldOut ? t`Sold out` : limitReached ? t`Limit reached` : t`Redeem`}
      </Button>
    </ItemCard>
  );
};
