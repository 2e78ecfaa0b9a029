import { useLingui } from '@lingui/react/macro';
import type { PopularLottery } from '@portal/contract';
import { GridList, useNow } from '@portal/ui-kit';
import { usePopularLotteries } from './api/getPopularLotteries.ts';
import { PopularLotteryCard } from './PopularLotteryCard.tsx';

export interface PopularLotteriesProps {
  onPlay: (lottery: PopularLottery) => void;
}

/**
 * The home page's popular lottery cards with running countdowns. The list is read again when
 * the nearest draw closes, at most every 30 seconds (7 seconds after a close).
 */
export const PopularLotteries = ({ onPlay }: PopularLotteriesProps) => {
  const { t } = useLingui();
  const { data: draws } = usePopularLotteries();
  const now = useNow(1000, (draws?.lotteries.length ?? 0) > 0);

  if (!draws || draws.lotteries.length === 0) return null;
  return (
    <section aria-label={t`Popular lottery`}>
      <GridList min={220}>
        {draws.lotteries.map((lottery) => (
          <li key={lottery.gameCode}>
            <PopularLotteryCard
              lottery={lottery}
              remainingMs={(draws.endsAt.get(lottery.gameCode) ?? now) - now}
              onPlay={onPlay}
            />
          </li>
        ))}
      </GridList>
    </section>
  );
};
