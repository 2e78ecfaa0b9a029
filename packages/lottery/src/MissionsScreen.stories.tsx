import { storySystemStatus } from '@portal/session/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MissionsScreen } from './MissionsScreen.tsx';
import { missionSession, storyBoard, storyMissions } from './missionStories.ts';

/** The system status of a brand with MISSION3 on. */
const missionsOnStatus = storySystemStatus('MISSION3', '1');

const meta = {
  component: MissionsScreen,
  parameters: {
    session: { ...missionSession, systemStatus: missionsOnStatus },
    api: {
      missionSummary: async () => ({ missions: storyMissions }),
      missionLeaderboard: async (input: unknown) => {
        const { missionId } = input as { missionId: number };
        return missionId === 2
          ? storyBoard
          : { missionId, periodKey: '2026-11-21', list: [], me: null };
      },
    },
  },
} satisfies Meta<typeof MissionsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Missions and leaderboards', level: 1 }),
    ).toBeVisible();
    const tabs = await canvas.findByRole('tablist', { name: 'Leaderboards' });
    await expect(await canvas.findByText('No scores yet this period.')).toBeVisible();
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Bet on lottery today' }));
    const table = await canvas.findByRole('table', { name: 'Leaderboard: Bet on lottery today' });
    await expect(within(table).getByRole('row', { current: true })).toHaveTextContent('de***o');
  },
};

export const SwitchedOff: Story = {
  parameters: {
    session: {
      systemStatus: storySystemStatus('MISSION3', '0'),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Missions are not available on this site.')).toBeVisible();
  },
};
