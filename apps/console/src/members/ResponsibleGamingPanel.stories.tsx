import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { deskStories, storyMemberDetail } from '../storyDecorators.tsx';
import { ResponsibleGamingPanel } from './ResponsibleGamingPanel.tsx';

const settings = storyMemberDetail().responsibleGaming;

const meta = {
  component: ResponsibleGamingPanel,
  ...deskStories,
  args: { settings },
} satisfies Meta<typeof ResponsibleGamingPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Timed out, with a daily deposit limit and a weekly loss limit whose removal is waiting. */
export const TimedOut: Story = {
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Responsible gambling' });
    await expect(panel).toHaveTextContent(/Timed out until/);
    await expect(panel).toHaveTextContent('Reality check every 30 minutes');
    const limits = canvas.getByRole('table', { name: 'Limits' });
    await expect(canvas.getByRole('rowheader', { name: 'Deposits per day' })).toBeVisible();
    await expect(limits).toHaveTextContent('120');
    await expect(canvas.getByRole('rowheader', { name: 'Losses per week' })).toBeVisible();
    // A limit never set is not listed.
    await expect(canvas.queryByRole('rowheader', { name: 'Deposits per month' })).toBeNull();
  },
};

export const Open: Story = {
  args: {
    settings: {
      state: 'open',
      until: null,
      limits: settings.limits.map((limit) => ({ ...limit, amount: null, pending: null })),
      realityCheckMinutes: 0,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Open: no time-out or self-exclusion')).toBeVisible();
    await expect(canvas.getByText('No limits set.')).toBeVisible();
    await expect(canvas.getByText('No reality check')).toBeVisible();
  },
};

export const SelfExcluded: Story = {
  args: { settings: { ...settings, state: 'selfExcluded', until: '2027-05-23T10:00:00.000Z' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Self-excluded until/)).toBeVisible();
  },
};
