import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import type { PopularLottery } from '@portal/contract';
import { useNow } from '@portal/ui-kit';
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
      <Grid>
        {draws.lotteries.map((lottery) => (
          <li key={lottery.gameCode}>
            <PopularLotteryCard
              lottery={lottery}
              remainingMs={(draws.endsAt.get(lottery.gameCode) ?? now) - now}
              onPlay={onPlay}
            />
          </li>
        ))}
      </Grid>
    </section>
  );
};

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.spacing.md}px;
`;
