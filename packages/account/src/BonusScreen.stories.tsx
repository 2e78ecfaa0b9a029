import { ApiError } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BonusScreen } from './BonusScreen.tsx';
import { atMemberPath, memberSession, never } from './storyFixtures.tsx';

const meta = {
  component: BonusScreen,
  decorators: [atMemberPath('bonus')],
  parameters: {
    session: memberSession,
    api: {
      bonusRecords: async () => ({
        content: [
          {
            bonusId: 'b-1',
            title: 'Welcome bonus',
            amount: 88,
            turnoverRequired: 880,
            grantedAt: '2026-11-18T08:00:00.000Z',
          },
        ],
        pageNum: 1,
        totalPages: 1,
      }),
    },
  },
} satisfies Meta<typeof BonusScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('cell', { name: 'Welcome bonus' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { api: { bonusRecords: async () => ({ content: [], pageNum: 1, totalPages: 0 }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No records for this period.')).toBeInTheDocument();
  },
};

export const Loading: Story = { parameters: { api: { bonusRecords: never } } };

export const Failed: Story = {
  parameters: {
    api: {
      bonusRecords: async () => {
        throw new ApiError('system.busy', undefined, 503);
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
  },
};
