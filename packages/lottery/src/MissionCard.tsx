import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import type { Mission } from '@portal/contract';
import { useMoney } from '@portal/session';
import { Button, Stack, Surface } from '@portal/ui-kit';
import { useId } from 'react';
import { isMoneyKind, MISSION_TITLES } from './missionText.ts';

/** Where a card's claim stands: the server's status, or what the member is doing with it. */
export type MissionCardState = 'inProgress' | 'claimable' | 'claiming' | 'claimed' | 'periodOver';

export interface MissionCardProps {
  mission: Mission;
  state: MissionCardState;
  onClaim: (mission: Mission) => void;
}

/** One mission: what to do, a progress bar toward the target, the reward and its claim. */
export const MissionCard = ({ mission, state, onClaim }: MissionCardProps) => {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const titleId = useId();
  const title = i18n._(MISSION_TITLES[mission.kind][mission.period]);
  const figure = (value: string) =>
    isMoneyKind(mission.kind) ? money(value) : i18n.number(Number(value));
  const progress = figure(mission.progress);
  const target = figure(mission.target);
  const reward = money(mission.reward);
  const ends = i18n.date(mission.endsAt, { dateStyle: 'medium', timeStyle: 'short' });
  // The bar's share only (display, not money): the wire's decimal strings as numbers.
  const [done, goal] = [Number(mission.progress), Number(mission.target)];
  const share = Math.min(1, goal > 0 ? done / goal : 0);
  return (
    <Card raised gap="xs" aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      <Bar
        role="progressbar"
        aria-labelledby={titleId}
        aria-valuemin={0}
        aria-valuemax={goal}
        aria-valuenow={Math.min(done, goal)}
        aria-valuetext={t`${progress} of ${target}`}
      >
        <Fill style={{ width: `${share * 100}%` }} />
      </Bar>
      <Figures as="p" direction="row" justify="space-between" wrap gap="xs">
        <span>{t`${progress} of ${target}`}</span>
        <span>{t`Reward ${reward}`}</span>
      </Figures>
      <Muted>{t`Ends ${ends}`}</Muted>
      {state === 'claimable' || state === 'claiming' ? (
        <Button loading={state === 'claiming'} onClick={() => onClaim(mission)} fullWidth>
          {state === 'claiming' ? t`Claiming reward` : t`Claim reward`}
        </Button>
      ) : (
        <Badge data-state={state}>
          {state === 'claimed'
            ? t`Reward claimed`
            : state === 'periodOver'
              ? t`Period over`
              : t`In progress`}
        </Badge>
      )}
    </Card>
  );
};

const Card = styled(Surface)`
  height: 100%;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md}px;
  }
`;

const Bar = styled.div`
  height: 10px;
  border-radius: 5px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.mutedOnSurface};
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
`;

const Figures = styled(Stack)`
  margin: 0;
`;

const Muted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.mutedOnSurface};
`;

const Badge = styled.p`
  margin: 0;
  min-height: 44px;
  display: flex;
  align-items: center;
  justify-content: center;
  border-radius: ${({ theme }) => theme.radii.small}px;
  border: 1px solid ${({ theme }) => theme.colors.mutedOnSurface};
  font-weight: 700;
`;
