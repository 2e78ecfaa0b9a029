import { ApiError } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { api } from './storyGamesApi.ts';
import { WinnerBoard } from './WinnerBoard.tsx';

const meta = {
  component: WinnerBoard,
  parameters: { api },
} satisfies Meta<typeof WinnerBoard>;
export default meta;
type Story = StoryObj<typeof meta>;

const never = () => new Promise<never>(() => undefined);

export const List: Story = {
  play: async ({ canvas }) => {
    const board = await canvas.findByRole('region', { name: 'Winner board' });
    const rows = within(await within(board).findByRole('list')).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('ab***9');
    await expect(rows[0]).toHaveTextContent('Demo game 1');
    await expect(rows[0]).toHaveTextContent(/12,500/);
  },
};

export const Loading: Story = { parameters: { api: { ...api, winnerBoard: never } } };

export const Empty: Story = {
  parameters: { api: { ...api, winnerBoard: async () => ({ list: [] }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No winners yet.')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: {
    api: {
      ...api,
      winnerBoard: async () => {
        throw new ApiError('system.busy', undefined, 503);
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Winner board' })).toBeVisible();
  },
};
