import type { Mission, MissionLeaderboard } from '@portal/contract';

/** Story fixtures of the missions (not shipped: only stories import this). */

export const storyMission = (overrides: Partial<Mission> = {}): Mission => ({
  missionId: 1,
  kind: 'lotteryStake',
  period: 'daily',
  periodKey: '2026-11-21',
  startsAt: '2026-11-21T00:00:00.000Z',
  endsAt: '2099-11-22T00:00:00.000Z',
  target: '200',
  progress: '64',
  reward: '18',
  status: 'inProgress',
  ...overrides,
});

/** One mission of each kind: in progress, finished, and claimed. */
export const storyMissions: Mission[] = [
  storyMission({
    missionId: 1,
    kind: 'lotteryOrders',
    target: '1',
    progress: '1',
    reward: '8',
    status: 'claimable',
  }),
  storyMission({ missionId: 2 }),
  storyMission({
    missionId: 3,
    kind: 'lotteryDrawsWon',
    period: 'weekly',
    periodKey: '2026-11-16',
    target: '10',
    progress: '10',
    reward: '88',
    status: 'claimed',
  }),
];

export const storyBoard: MissionLeaderboard = {
  missionId: 2,
  periodKey: '2026-11-21',
  list: [
    { rank: 1, customerName: 'ti***g', score: '1280', reward: '18', mine: false },
    { rank: 2, customerName: 'de***o', score: '640', reward: '0', mine: true },
    { rank: 2, customerName: 'lu***8', score: '640', reward: '0', mine: false },
    { rank: 4, customerName: 'sa***1', score: '12', reward: '0', mine: false },
  ],
  me: { rank: 2, score: '640' },
};

/** A signed-in member's session (the missions are read for members only). */
export const missionSession = { token: 'story-token' };

/** An answer that never comes: the Loading state. */
export const never = () => new Promise<never>(() => undefined);
