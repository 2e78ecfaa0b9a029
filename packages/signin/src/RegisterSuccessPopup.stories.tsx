import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { RegisterSuccessPopup } from './RegisterSuccessPopup.tsx';

const meta = {
  component: RegisterSuccessPopup,
  args: { open: true, onClose: fn(), account: 'newplayer1', onDeposit: fn() },
} satisfies Meta<typeof RegisterSuccessPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', {
        name: 'Registration successful',
      }),
    );
    await expect(dialog.getByText('newplayer1')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Deposit now' }));
    await expect(args.onDeposit).toHaveBeenCalledOnce();
  },
};
