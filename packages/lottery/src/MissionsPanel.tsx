import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/api-client';
import type { Mission } from '@portal/contract';
import { errorMessage } from '@portal/i18n';
import { useMoney } from '@portal/session';
import { Button, GridList, QueryFailure, Spinner, Stack, Surface, useNow } from '@portal/ui-kit';
import { useId } from 'react';
import { useClaimMission } from './api/claimMission.ts';
import { useMissions } from './api/getMissions.ts';
import { MissionCard, type MissionCardState } from './MissionCard.tsx';

export interface MissionsPanelProps {
  /** Opens the leaderboards (/missions); absent, no link is shown (on that page itself). */
  onLeaderboards?: (() => void) | undefined;
}

/** The member's missions this period as cards, each with its claim. */
export const MissionsPanel = ({ onLeaderboards }: MissionsPanelProps) => {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const headingId = useId();
  const missions = useMissions();
  const claim = useClaimMission();
  // A period can end while the page is open: its card then says so until the next one loads.
  const now = useNow(15_000);
  const failure = claim.error;
  const failedCode = isApiError(failure) ? failure.code : failure ? 'unknown' : null;
  const stateOf = (mission: Mission): MissionCardState => {
    const mine =
      claim.variables?.missionId === mission.missionId &&
      claim.variables.periodKey === mission.periodKey;
    if (mission.status === 'claimed') return 'claimed';
    if (mine && claim.isPending) return 'claiming';
    if ((mine && failedCode === 'mission.period.over') || now >= Date.parse(mission.endsAt)) {
      return 'periodOver';
    }
    return mission.status;
  };
  return (
    <Surface aria-labelledby={headingId}>
      <h2 id={headingId}>{t`Missions`}</h2>
      {missions.isPending ? (
        <Spinner />
      ) : missions.isError ? (
        <QueryFailure error={missions.error} onRetry={missions.refetch} />
      ) : missions.data.missions.length === 0 ? (
        <p>{t`No missions right now.`}</p>
      ) : (
        <GridList min={220} gap="sm">
          {missions.data.missions.map((mission) => (
            <li key={mission.missionId}>
              <MissionCard
                mission={mission}
                state={stateOf(mission)}
                onClaim={(m) => claim.mutate({ missionId: m.missionId, periodKey: m.periodKey })}
              />
            </li>
          ))}
        </GridList>
      )}
      <p role="status">
        {claim.isSuccess && t`Reward of ${money(claim.data.reward)} paid into your wallet.`}
      </p>
      {failure && failedCode !== 'mission.period.over' && (
        <p role="alert">
          {errorMessage(i18n, isApiError(failure) ? failure : { code: 'unknown' })}
        </p>
      )}
      {onLeaderboards && (
        <Stack direction="row" justify="flex-end">
          <Button variant="secondary" onClick={onLeaderboards}>
            {t`See the leaderboards`}
          </Button>
        </Stack>
      )}
    </Surface>
  );
};
