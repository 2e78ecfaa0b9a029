import { useLingui } from '@lingui/react/macro';
import type { Mission } from '@portal/contract';
import { useFeature } from '@portal/session';
import { QueryFailure, Spinner, Surface, Tabs } from '@portal/ui-kit';
import { useId, useState } from 'react';
import { useMissionLeaderboard, useMissions } from './api/getMissions.ts';
import { MissionLeaderboard } from './MissionLeaderboard.tsx';
import { MissionsPanel } from './MissionsPanel.tsx';
import { MISSION_TITLES } from './missionText.ts';

/** /missions: the member's missions and each mission's leaderboard this period. */
export const MissionsScreen = () => {
  const { t } = useLingui();
  const on = useFeature('MISSION3');
  return (
    <main>
      <h1>{t`Missions and leaderboards`}</h1>
      {on ? (
        <>
          <MissionsPanel />
          <Leaderboards />
        </>
      ) : (
        <p>{t`Missions are not available on this site.`}</p>
      )}
    </main>
  );
};

/** A tab per mission, its leaderboard in the panel. */
const Leaderboards = () => {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const missions = useMissions();
  const [chosen, setChosen] = useState<number | null>(null);
  const list = missions.data?.missions ?? [];
  const current = list.find((m) => m.missionId === chosen) ?? list[0];
  if (!current) return null;
  const titleOf = (mission: Mission) => i18n._(MISSION_TITLES[mission.kind][mission.period]);
  return (
    <Surface aria-labelledby={headingId}>
      <h2 id={headingId}>{t`Leaderboards`}</h2>
      <Tabs
        label={t`Leaderboards`}
        tabs={list.map((mission) => ({ key: mission.missionId, label: titleOf(mission) }))}
        selected={current.missionId}
        onSelect={setChosen}
      >
        <Board mission={current} title={titleOf(current)} />
      </Tabs>
    </Surface>
  );
};

const Board = ({ mission, title }: { mission: Mission; title: string }) => {
  const board = useMissionLeaderboard(mission.missionId);
  if (board.isPending) return <Spinner />;
  if (board.isError) return <QueryFailure error={board.error} onRetry={board.refetch} />;
  return <MissionLeaderboard board={board.data} kind={mission.kind} title={title} />;
};
