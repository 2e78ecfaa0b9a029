import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import type { PopularLottery } from '@portal/contract';
import { ListStack, Stack, Surface, VisuallyHidden } from '@portal/ui-kit';
import { drawCountdown } from './drawCountdown.ts';

/** Groups whose results are comma lists; the others are one digit per ball. */
const COMMA_GROUPS = new Set(['PCB', 'LHC', 'PK10', '11X5', 'HK6']);

/** The balls of a winning number (portal-spec section 3: openNumber). */
export const winningBalls = (
  lottery: Pick<PopularLottery, 'gameGroupCode' | 'previousWinningNumber'>,
) =>
  COMMA_GROUPS.has(lottery.gameGroupCode)
    ? lottery.previousWinningNumber.split(',').filter(Boolean)
    : [...lottery.previousWinningNumber.replaceAll(',', '')];

export interface PopularLotteryCardProps {
  lottery: PopularLottery;
  /** Milliseconds until betting on the open numero closes (see drawEndAt). */
  remainingMs: number;
  onPlay: (lottery: PopularLottery) => void;
}

/** A popular draw: name, countdown to the close of betting, last result and a play button. */
export const PopularLotteryCard = ({ lottery, remainingMs, onPlay }: PopularLotteryCardProps) => {
  const { t } = useLingui();
  const countdown = drawCountdown(remainingMs, lottery.isSale);
  const name = lottery.remark || lottery.gameName || lottery.gameCode;
  const balls = winningBalls(lottery);
  const daysAndHours = (days: number, hours: number) => t`${days}d ${hours}h`;
  const numero = lottery.numero;
  return (
    <Surface as="article" raised aria-label={name}>
      <Stack direction="row" align="center" gap="sm">
        <img src={lottery.webIconUrl} alt="" width={48} height={48} loading="lazy" />
        <div>
          <Name>{name}</Name>
          {numero && <Small>{t`Draw ${numero}`}</Small>}
        </div>
      </Stack>
      <Countdown role="timer" data-state={countdown.kind}>
        {countdown.kind === 'clock' && countdown.text}
        {countdown.kind === 'days' && daysAndHours(countdown.days, countdown.hours)}
        {countdown.kind === 'closed' && (
          <>
            <span aria-hidden="true">--:--:--</span>
            <VisuallyHidden>{t`Betting closed`}</VisuallyHidden>
          </>
        )}
      </Countdown>
      {balls.length > 0 && (
        <Balls direction="row" wrap gap="xxs" aria-label={t`Last result`}>
          {balls.map((ball, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the position is what tells balls apart.
            <li key={index}>{ball}</li>
          ))}
        </Balls>
      )}
      <PlayButton type="button" aria-label={t`Play ${name}`} onClick={() => onPlay(lottery)}>
        {t`Play`}
      </PlayButton>
    </Surface>
  );
};

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
`;

const Small = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  color: ${({ theme }) => theme.colors.mutedOnSurface};
`;

const Countdown = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  direction: ltr;
  unicode-bidi: isolate;
  &[data-state='closed'] {
    color: ${({ theme }) => theme.colors.mutedOnSurface};
  }
`;

const Balls = styled(ListStack)`
  li {
    min-width: 26px;
    height: 26px;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    border-radius: ${({ theme }) => theme.radii.round}px;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-size: ${({ theme }) => theme.fontSizes.xs}px;
    font-weight: 700;
  }
`;

const PlayButton = styled.button`
  padding: ${({ theme }) => `${theme.spacing.xs}px ${theme.spacing.md}px`};
  border: none;
  border-radius: ${({ theme }) => theme.radii.round}px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;
