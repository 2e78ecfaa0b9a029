import { callStateStories } from '@portal/session/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { BetRecordScreen } from './BetRecordScreen.tsx';
import { memberScreen, showsAll } from './storyFixtures.tsx';

const bets = {
  content: [
    {
      betId: 'r-2',
      category: 'RNG' as const,
      vassalage: 'DEMO',
      gameName: 'Lucky Fruits',
      betAmount: 10,
      winAmount: 20,
      profit: 10,
      status: 'won' as const,
      betAt: '2026-11-20T10:00:00.000Z',
      settledAt: '2026-11-20T10:00:01.000Z',
    },
    {
      betId: 'r-1',
      category: 'RNG' as const,
      vassalage: 'DEMO',
      gameName: 'Lucky Dice',
      betAmount: 5,
      winAmount: 0,
      profit: -5,
      status: 'lost' as const,
      betAt: '2026-11-20T09:00:00.000Z',
      settledAt: '2026-11-20T09:00:01.000Z',
    },
  ],
  pageNum: 1,
  totalPages: 2,
  totals: { betAmount: 15, winAmount: 20, profit: 5 },
};

const meta = {
  component: BetRecordScreen,
  ...memberScreen('bets', { betRecords: async () => bets }),
} satisfies Meta<typeof BetRecordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: showsAll('cell', ['Lucky Fruits', 'Won', 'Lost']) };

export const ChangesPeriodAndPage: Story = {
  parameters: { api: { betRecords: fn(async () => bets) } },
  play: async ({ canvas, parameters, userEvent }) => {
    await canvas.findByRole('cell', { name: 'Lucky Fruits' });
    await userEvent.click(canvas.getByRole('tab', { name: 'Last 7 days' }));
    await waitFor(() =>
      expect(parameters.api.betRecords).toHaveBeenCalledWith(
        expect.objectContaining({ period: 'last7Days', pageNo: 1 }),
      ),
    );
    await userEvent.click(await canvas.findByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(parameters.api.betRecords).toHaveBeenCalledWith(
        expect.objectContaining({ period: 'last7Days', pageNo: 2 }),
      ),
    );
  },
};

const states = callStateStories('betRecords', {
  empty: {
    content: [],
    pageNum: 1,
    totalPages: 1,
    totals: { betAmount: 0, winAmount: 0, profit: 0 },
  },
  says: 'No records for this period.',
  code: 'records.range.invalid',
  status: 400,
  alert: /at most 90 days/,
});

export const Empty: Story = states.Empty;

export const Loading: Story = states.Loading;

export const Failed: Story = states.Failed;
