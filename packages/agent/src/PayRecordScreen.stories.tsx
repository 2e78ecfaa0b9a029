import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PayRecordScreen } from './PayRecordScreen.tsx';
import { agentScreen, never, pageOf } from './storyFixtures.tsx';

const line = {
  contractType: 'dailySalary',
  windowStart: '2026-11-26T05:00:00.000Z',
  windowEnd: '2026-11-27T05:00:00.000Z',
  teamValidBet: '52000.00',
  activeMembers: 21,
  rate: '1.2',
  amount: '624.00',
  paid: '364.00',
};

const meta = {
  component: PayRecordScreen,
  args: { contractType: 'dailySalary' },
  ...agentScreen('daily-wages', { agentPayRecords: async () => pageOf([line]) }),
} satisfies Meta<typeof PayRecordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A deep team's day: the tier's amount on the whole team, and what this agent kept. */
export const DailyWages: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Daily wages' });
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    await expect(cells.slice(2, 4)).toEqual(['21', '1.2%']);
    await expect(within(table).getByRole('columnheader', { name: 'Paid to me' })).toBeVisible();
  },
};

const hourlyAsked: unknown[] = [];

/** The hourly salary: the same screen asks for the hourly runs and names its table so. */
export const HourlySalary: Story = {
  args: { contractType: 'hourlySalary' },
  parameters: {
    api: {
      agentPayRecords: async (input: unknown) => {
        hourlyAsked.push(input);
        return pageOf([
          {
            ...line,
            contractType: 'hourlySalary',
            windowStart: '2026-11-27T09:00:00.000Z',
            windowEnd: '2026-11-27T10:00:00.000Z',
          },
        ]);
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Hourly salary' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Hourly salary' });
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
    await expect(hourlyAsked.at(-1)).toMatchObject({ contractType: 'hourlySalary' });
  },
};

export const NoTeam: Story = {
  args: { contractType: 'realTimeSalary' },
  parameters: { api: { agentPayRecords: async () => pageOf([]) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Real-time salary' })).toBeVisible();
    await expect(await canvas.findByText('No records for this period.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { api: { agentPayRecords: never } },
};
