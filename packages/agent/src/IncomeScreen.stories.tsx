import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { IncomeScreen } from './IncomeScreen.tsx';
import { agentScreen, never, shownIn } from './storyFixtures.tsx';

const asked: unknown[] = [];

const meta = {
  component: IncomeScreen,
  // 02:30 UTC on 28 November: 10:30 in Shanghai, the brand's day 2026-11-28.
  args: { now: Date.UTC(2026, 10, 28, 2, 30), timeZone: 'Asia/Shanghai' },
  ...agentScreen('income', {
    agentIncome: async (input: unknown) => {
      asked.push(input);
      return {
        rebates: '12',
        salaries: '100',
        dividends: '42',
        total: '154',
        days: [
          { day: '2026-11-28', rebates: '12', salaries: '100', dividends: '33' },
          { day: '2026-11-27', rebates: '0', salaries: '0', dividends: '9' },
        ],
      };
    },
  }),
  beforeEach: () => {
    asked.length = 0;
  },
} satisfies Meta<typeof IncomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Rebates, salaries and dividends received, then the last 7 brand days asked for. */
export const Default: Story = {
  play: async ({ loaded, canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Day by day' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(canvas.getByText(shownIn(loaded, '154'))).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Last 7 days' }));
    await expect(asked).toContainEqual({ from: '2026-11-22', to: '2026-11-28' });
  },
};

export const NoIncome: Story = {
  parameters: {
    api: {
      agentIncome: async () => ({
        rebates: '0.00',
        salaries: '0.00',
        dividends: '0.00',
        total: '0.00',
        days: [],
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No income in this period.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { api: { agentIncome: never } },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
};
