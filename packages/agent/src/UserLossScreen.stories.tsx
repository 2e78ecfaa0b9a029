import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { agentScreen, never, pageOf } from './storyFixtures.tsx';
import { UserLossScreen } from './UserLossScreen.tsx';

const meta = {
  component: UserLossScreen,
  args: { now: Date.UTC(2026, 10, 28, 2, 30), timeZone: 'Asia/Ho_Chi_Minh' },
  ...agentScreen('user-loss', {
    agentUserLoss: async () =>
      pageOf([
        {
          memberId: 3001,
          username: 'subagent',
          validBet: '40000.00',
          prizes: '36000.00',
          rebates: '200.00',
          promotions: '50.00',
          profitLoss: '-3750.00',
        },
      ]),
  }),
} satisfies Meta<typeof UserLossScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DeepTeam: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'User loss' });
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
    await expect(table).toHaveTextContent('subagent');
  },
};

export const NoTeam: Story = {
  parameters: { api: { agentUserLoss: async () => pageOf([]) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No records for this period.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { api: { agentUserLoss: never } },
};
