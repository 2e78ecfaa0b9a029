import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import {
  type DrawGroup,
  formatResult,
  isDrawGroup,
  parseResult,
  pcbSum,
  SEA_PRIZE_DIGITS,
  VN_PRIZE_GRADES,
  vnPrizes,
} from '@portal/lottery-rules';
import { Grid, Stack } from '@portal/ui-kit';
import type { ReactNode } from 'react';
import { type BallPaint, carBall, pcbBall, waveBall } from './ballColours.ts';

export interface LastResultProps {
  /** The game's draw format. */
  drawGroup: string;
  /** The drawn numero. */
  numero: string;
  /** The result as the server writes it (formatResult). */
  winNo: string;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** The drawn values as balls, each at its place in the draw (values may repeat). */
const Balls = ({
  values,
  paint,
}: {
  values: readonly string[];
  paint?: (place: number) => BallPaint;
}) => {
  const balls = values.map((text, place) => ({ text, place, colours: paint?.(place) }));
  return (
    <Stack direction="row" wrap align="center" gap="xxs">
      {balls.map((ball) => (
        <Drawn
          key={ball.place}
          style={
            ball.colours ? { background: ball.colours.fill, color: ball.colours.text } : undefined
          }
        >
          {ball.text}
        </Drawn>
      ))}
    </Stack>
  );
};

/**
 * A drawn result in its group's own shape: digits or dice; 11X5 numbers; PK10 cars in
 * their colours; Mark Six balls in their wave colours with the special number apart; the PC28
 * sum in its colour; VN's prizes by grade (special, then 1 to 7); SEA's first prize and its
 * bottom two digits.
 */
export const ResultBalls = ({ drawGroup, winNo }: Omit<LastResultProps, 'numero'>) => {
  const { t } = useLingui();
  const parsed = isDrawGroup(drawGroup) ? parseResult(drawGroup, winNo) : undefined;
  const group = drawGroup as DrawGroup;
  let body: ReactNode = <strong>{winNo}</strong>;
  if (parsed?.ok) {
    const values = parsed.values;
    switch (group) {
      case 'LHC':
      case 'HK6': {
        const special = values[6] ?? 0;
        body = (
          <Stack direction="row" wrap align="center" gap="sm">
            <Balls values={values.slice(0, 6).map(pad2)} paint={(i) => waveBall(values[i] ?? 1)} />
            <Stack direction="row" align="center" gap="xxs">
              <span>{t`Special number`}</span>
              <Balls values={[pad2(special)]} paint={() => waveBall(special)} />
            </Stack>
          </Stack>
        );
        break;
      }
      case 'PK10':
        body = <Balls values={values.map(pad2)} paint={(i) => carBall(values[i] ?? 1)} />;
        break;
      case '11X5':
        body = <Balls values={values.map(pad2)} />;
        break;
      case 'PCB': {
        const sum = pcbSum(values);
        body = (
          <Stack direction="row" wrap align="center" gap="xxs">
            <Balls values={values.map(String)} />
            <span aria-hidden="true">=</span>
            <Balls values={[String(sum)]} paint={() => pcbBall(sum)} />
          </Stack>
        );
        break;
      }
      case 'VN': {
        const prizes = vnPrizes(values);
        const grades = [0, 1, 2, 3, 4, 5, 6, 7];
        body = (
          <Prizes as="dl" gap="xxs">
            {grades.map((grade) => (
              <Grid key={grade} columns="8em 1fr" gap="xs">
                <dt>{grade === 0 ? t`Special prize` : t`Prize ${grade}`}</dt>
                <dd>{prizes.filter((_, i) => VN_PRIZE_GRADES[i] === grade).join(' · ')}</dd>
              </Grid>
            ))}
          </Prizes>
        );
        break;
      }
      case 'SEA': {
        const [first = '', bottom = ''] = formatResult('SEA', values).split(',');
        body = (
          <Prizes as="dl" gap="xxs">
            <Grid columns="8em 1fr" gap="xs">
              <dt>{t`First prize`}</dt>
              <dd>{first.padStart(SEA_PRIZE_DIGITS[0] ?? 6, '0')}</dd>
            </Grid>
            <Grid columns="8em 1fr" gap="xs">
              <dt>{t`Bottom two digits`}</dt>
              <dd>{bottom}</dd>
            </Grid>
          </Prizes>
        );
        break;
      }
      default:
        body = <Balls values={values.map(String)} />;
    }
  }
  return body;
};

/** The last drawn result under its heading. */
export const LastResult = ({ drawGroup, numero, winNo }: LastResultProps) => {
  const { t } = useLingui();
  return (
    <Stack as="section" gap="xxs" aria-label={t`Last result`}>
      <Heading>
        {t`Last result`} ({numero})
      </Heading>
      <ResultBalls drawGroup={drawGroup} winNo={winNo} />
    </Stack>
  );
};

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md}px;
`;

const Drawn = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2em;
  height: 2em;
  padding: 0 0.25em;
  border-radius: ${({ theme }) => theme.radii.round}px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Prizes = styled(Stack)`
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.mutedOnSurface};
  }
  dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    letter-spacing: 0.05em;
  }
`;
