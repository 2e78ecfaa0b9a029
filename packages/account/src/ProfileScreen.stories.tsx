import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ProfileScreen } from './ProfileScreen.tsx';
import { atMemberPath, memberSession, never } from './storyFixtures.tsx';

const icons = Array.from({ length: 4 }, (_, i) => `/media/models/avatar-${i + 1}.svg`);

const meta = {
  component: ProfileScreen,
  decorators: [atMemberPath('profile')],
  parameters: {
    session: memberSession,
    api: {
      memberIcon: async () => ({ icon: icons[0] ?? '', icons }),
      loginDevices: async () => ({
        list: [
          {
            device: '…a1b2c3',
            firstSeenAt: '2026-11-01T08:00:00.000Z',
            lastSeenAt: '2026-11-20T08:00:00.000Z',
            lastAddress: '203.0.113.7',
          },
        ],
      }),
    },
  },
} satisfies Meta<typeof ProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: 'Avatar 1' })).toBeChecked();
    await expect(canvas.getByText('*******1234')).toBeInTheDocument();
    await expect(await canvas.findByRole('cell', { name: '203.0.113.7' })).toBeInTheDocument();
  },
};

export const PicksAnAvatar: Story = {
  parameters: {
    api: {
      memberIcon: async () => ({ icon: icons[0] ?? '', icons }),
      loginDevices: async () => ({ list: [] }),
      updateMemberIcon: fn(async ({ icon }: { icon: string }) => ({ icon })),
    },
  },
  play: async ({ canvas, parameters, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Avatar 3' }));
    await waitFor(() =>
      expect(parameters.api.updateMemberIcon).toHaveBeenCalledWith({ icon: icons[2] }),
    );
    await expect(canvas.getByRole('radio', { name: 'Avatar 3' })).toBeChecked();
  },
};

export const Loading: Story = {
  parameters: { api: { memberIcon: never, loginDevices: never } },
};
