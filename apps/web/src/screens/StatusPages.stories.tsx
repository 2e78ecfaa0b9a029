import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storySystemStatus, withBrandAndRouter } from '../storyDecorators.tsx';
import { MaintenancePage } from './MaintenancePage.tsx';
import { RegionBlockedPage } from './RegionBlockedPage.tsx';

const meta = {
  title: 'web/screens/StatusPages',
  decorators: [withBrandAndRouter],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Maintenance: Story = {
  render: () => (
    <MaintenancePage maintenance={storySystemStatus({ maintenance: true }).maintenance} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'System maintenance' })).toBeInTheDocument();
    // The window the merchant set, start and end.
    await expect(canvas.getByText(/^Maintenance window: .+ to .+\.$/)).toBeInTheDocument();
  },
};

export const MaintenanceWithMessage: Story = {
  render: () => (
    <MaintenancePage
      maintenance={{
        active: true,
        startsAt: null,
        endsAt: null,
        message: 'Scheduled upgrade of the payment system.',
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Scheduled upgrade of the payment system.')).toBeInTheDocument();
    await expect(canvas.queryByText(/^Expected back by /)).toBeNull();
  },
};

export const MaintenanceEndOnly: Story = {
  render: () => (
    <MaintenancePage
      maintenance={{ active: true, startsAt: null, endsAt: '2026-11-21T04:30:00Z', message: '' }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Expected back by /)).toBeInTheDocument();
    await expect(canvas.queryByText(/^Maintenance window:/)).toBeNull();
  },
};

export const RegionBlocked: Story = {
  render: () => <RegionBlockedPage ip="203.0.113.42" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Access restricted' })).toBeInTheDocument();
    await expect(canvas.getByText('203.0.113.42')).toBeInTheDocument();
  },
};
