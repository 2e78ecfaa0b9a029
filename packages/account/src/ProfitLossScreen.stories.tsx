import { callStateStories } from '@portal/session/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProfitLossScreen } from './ProfitLossScreen.tsx';
import { memberScreen, showsAll } from './storyFixtures.tsx';

const result = {
  startDate: '2026-11-14',
  endDate: '2026-11-20',
  categories: [
    { category: 'LOTT' as const, bets: 4, betAmount: 40, winAmount: 0, profit: -40 },
    { category: 'RNG' as const, bets: 12, betAmount: 60, winAmount: 95, profit: 35 },
  ],
  totals: { betAmount: 100, winAmount: 95, profit: -5 },
};

const meta = {
  component: ProfitLossScreen,
  ...memberScreen('profit-loss', { profitLoss: async () => result }),
} satisfies Meta<typeof ProfitLossScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: showsAll('rowheader', ['RNG', 'Total']) };

const states = callStateStories('profitLoss', {
  empty: { ...result, categories: [], totals: { betAmount: 0, winAmount: 0, profit: 0 } },
  says: 'No records for this period.',
});

export const Empty: Story = states.Empty;

export const Loading: Story = states.Loading;

export const Failed: Story = states.Failed;
