import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import type { PopularLottery } from '@portal/contract';
import { useCallback, useEffect, useState } from 'react';
import { useNow, useTimeout } from './clock.ts';
import { drawEndAt, nextRefreshMs } from './drawCountdown.ts';
import { useGamesSession } from './gamesContext.ts';
import { PopularLotteryCard } from './PopularLotteryCard.tsx';

/** 20 asked, 6 shown (portal-spec section 9). */
const REQUESTED = 20;
const SHOWN = 6;

interface Draws {
  lotteries: PopularLottery[];
  /** Per game code: when betting on its open numero closes, in this browser's clock. */
  endsAt: Map<string, number>;
  /** When to read the list again, fixed when it arrives so the countdown's ticks keep it. */
  refreshInMs: number | null;
  round: number;
}

export interface PopularLotteriesProps {
  onPlay: (lottery: PopularLottery) => void;
}

/**
 * The home page's popular lottery cards with running countdowns. The list is read again when
 * the nearest draw closes, at most every 30 seconds (7 seconds after a close).
 */
export const PopularLotteries = ({ onPlay }: PopularLotteriesProps) => {
  const { t } = useLingui();
  const { api, language } = useGamesSession();
  const [draws, setDraws] = useState<Draws>({
    lotteries: [],
    endsAt: new Map(),
    refreshInMs: null,
    round: 0,
  });
  const now = useNow(1000, draws.lotteries.length > 0);

  const load = useCallback(async () => {
    const sentAt = Date.now();
    try {
      const list = await api.call('popularLottery', { count: REQUESTED, device: 'WEB', language });
      const receivedAt = Date.now();
      const roundTripMs = receivedAt - sentAt;
      const lotteries = list.slice(0, SHOWN);
      const endsAt = new Map(
        lotteries.map((lottery) => [
          lottery.gameCode,
          drawEndAt({
            receivedAt,
            roundTripMs,
            remainTime: lottery.remainTime,
            lockTime: lottery.lockTime,
          }),
        ]),
      );
      const remaining = lotteries
        .filter((lottery) => lottery.isSale)
        .map((lottery) => (endsAt.get(lottery.gameCode) ?? receivedAt) - receivedAt);
      setDraws((previous) => ({
        lotteries,
        endsAt,
        refreshInMs: nextRefreshMs(remaining),
        round: previous.round + 1,
      }));
    } catch {
      // A failed read keeps the cards it had and tries again on the closed-draw schedule.
      setDraws((previous) => ({
        ...previous,
        refreshInMs: nextRefreshMs([]),
        round: previous.round + 1,
      }));
    }
  }, [api, language]);

  useEffect(() => {
    void load();
  }, [load]);

  useTimeout(() => void load(), draws.refreshInMs, draws.round);

  if (draws.lotteries.length === 0) return null;
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
