import type { Dashboard, DashboardDay } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import {
  answering,
  deskStories,
  loadingStory,
  recording,
  refusedStory,
} from '../storyDecorators.tsx';
import { DashboardScreen } from './DashboardScreen.tsx';

const days: DashboardDay[] = Array.from({ length: 30 }, (_, i) => {
  const bets = 1_000 + i * 137;
  const wins = Math.round(bets * 0.93);
  return {
    day: new Date(Date.UTC(2026, 9, 25 + i)).toISOString().slice(0, 10),
    deposits: '0.00',
    withdrawals: '0.00',
    bets: `${bets}.00`,
    wins: `${wins}.00`,
    ggr: `${bets - wins}.00`,
    activeMembers: 20 + (i % 7),
    newMembers: i % 4,
  };
});
const last = days[29] as DashboardDay;

const dashboard = (merchantCode: string | null, currency = 'PHP'): Dashboard => ({
  merchantCode,
  currency,
  today: last,
  last30: {
    deposits: '0.00',
    withdrawals: '0.00',
    bets: '89595.00',
    wins: '83323.00',
    ggr: '6272.00',
    activeMembers: 61,
    newMembers: 44,
  },
  days,
  merchants: [
    { merchantCode: 'SR77', name: 'Sunrise Play' },
    { merchantCode: 'LX88', name: 'Lucky 88' },
  ],
});

const meta = { component: DashboardScreen, ...deskStories } satisfies Meta<typeof DashboardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const asked: unknown[] = [];

/** One brand's figures: numbers, the chart and the daily table. */
export const Default: Story = {
  parameters: answering({
    dashboard: recording(asked, async (input) =>
      dashboard((input as { merchantCode?: string }).merchantCode ?? null),
    ),
  }),
  play: async ({ canvas }) => {
    const today = await canvas.findByRole('region', { name: 'Today' });
    // Grouped as English groups them ("1,234.00 PHP").
    const grouped = new Intl.NumberFormat('en', { minimumFractionDigits: 2 });
    await expect(today).toHaveTextContent(`${grouped.format(Number(last.bets))} PHP`);
    await expect(canvas.getByRole('region', { name: 'Last 30 days' })).toHaveTextContent(
      '6,272.00 PHP',
    );
    await expect(canvas.getByRole('img', { name: 'Daily figures, last 30 days' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Daily figures' })).toHaveTextContent(last.day);
    await userEvent.selectOptions(canvas.getByLabelText('Brand'), 'SR77');
    await expect(asked.at(-1)).toEqual({ merchantCode: 'SR77' });
  },
};

/** Brands of several currencies: no money sum (it would add dong to pesos), the members' counts still. */
const mixed = (): Dashboard => {
  const noMoney = { deposits: null, withdrawals: null, bets: null, wins: null, ggr: null };
  const one = dashboard(null);
  return {
    ...one,
    currency: null,
    today: { ...one.today, ...noMoney },
    last30: { ...one.last30, ...noMoney },
    days: one.days.map((d) => ({ ...d, ...noMoney })),
  };
};
/** On a phone the figure cards stand one above the other and the page keeps its width. */
export const Phone: Story = {
  parameters: Default.parameters,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const today = (await canvas.findByRole('region', { name: 'Today' })).getBoundingClientRect();
    const month = canvas.getByRole('region', { name: 'Last 30 days' }).getBoundingClientRect();
    await expect(month.top).toBeGreaterThanOrEqual(today.bottom);
    await expect(month.left).toBe(today.left);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** On a desktop the figure cards share a row. */
export const Desktop: Story = {
  parameters: Default.parameters,
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const today = (await canvas.findByRole('region', { name: 'Today' })).getBoundingClientRect();
    const month = canvas.getByRole('region', { name: 'Last 30 days' }).getBoundingClientRect();
    await expect(month.top).toBe(today.top);
    await expect(month.left).toBeGreaterThan(today.right);
  },
};

export const AllBrandsMixed: Story = {
  parameters: answering({ dashboard: async () => mixed() }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/different currencies/)).toBeVisible();
    const today = canvas.getByRole('region', { name: 'Today' });
    await expect(today).toHaveTextContent(`Active members${last.activeMembers}`);
    await expect(today).not.toHaveTextContent('PHP');
    await expect(canvas.queryByRole('img', { name: 'Daily figures, last 30 days' })).toBeNull();
  },
};

/** The role may not read this desk: the server refuses, the desk says so. */
export const Refused: Story = refusedStory('dashboard');

export const Loading: Story = loadingStory(['dashboard']);
