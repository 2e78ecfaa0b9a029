import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { api, listStates } from './storyGamesApi.ts';
import { WinnerBoard } from './WinnerBoard.tsx';

const meta = {
  component: WinnerBoard,
  parameters: { api },
} satisfies Meta<typeof WinnerBoard>;
export default meta;
type Story = StoryObj<typeof meta>;

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

const states = listStates('winnerBoard', { list: [] }, 'No winners yet.');
export const Loading: Story = states.Loading;
export const Empty: Story = states.Empty;
export const Failed: Story = states.Failed;

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Winner board' })).toBeVisible();
  },
};
