import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PrizeModePicker } from './PrizeModePicker.tsx';

const meta = {
  component: PrizeModePicker,
  args: { modes: ['LOTT', 'ZY', 'ELOTT'], mode: 'LOTT', onMode: fn() },
} satisfies Meta<typeof PrizeModePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** lucky88's three modes: the member's choice is checked, another one is asked for by name. */
export const ThreeModes: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('group', { name: 'Prize mode' });
    await expect(group).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Standard prizes (Lott)' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Fixed odds (Elott)' }));
    await expect(args.onMode).toHaveBeenCalledWith('ELOTT');
  },
};

/** Keyboard: the arrow keys move the choice within the group. */
export const Keyboard: Story = {
  args: { mode: 'ZY' },
  play: async ({ canvas, userEvent, args }) => {
    const zy = canvas.getByRole('radio', { name: 'ZY prizes' });
    zy.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onMode).toHaveBeenCalledWith('ELOTT');
  },
};
