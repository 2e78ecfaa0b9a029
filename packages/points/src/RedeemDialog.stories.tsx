import { ApiError } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RedeemDialog } from './RedeemDialog.tsx';
import { mug, reward, shownIn } from './storyFixtures.ts';

const meta = {
  component: RedeemDialog,
  args: { reward: reward(), onRedeem: fn(async () => undefined), onClose: fn() },
} satisfies Meta<typeof RedeemDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Chips ship nowhere: quantity and payment password only. */
export const Chips: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Redeem 50 chips' });
    await expect(within(dialog).queryByLabelText('Delivery address')).toBeNull();
    await userEvent.clear(within(dialog).getByLabelText('Quantity'));
    await userEvent.type(within(dialog).getByLabelText('Quantity'), '2');
    await userEvent.type(within(dialog).getByLabelText('Payment password'), '135790');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    await expect(args.onRedeem).toHaveBeenCalledWith({
      rewardId: 1,
      quantity: 2,
      paymentPassword: '135790',
      requestId: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
  },
};

/** A gift asks where it goes. */
export const Gift: Story = {
  args: { reward: mug },
  play: async ({ loaded }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Redeem Lucky mug' });
    // The dialog fades in: its parts are there before they are fully shown.
    await expect(within(dialog).getByLabelText('Delivery address')).toBeInTheDocument();
    await expect(within(dialog).getByLabelText('Receiver')).toBeInTheDocument();
    await expect(within(dialog).getByLabelText('Phone number')).toBeInTheDocument();
    // The amount as the brand writes money (grouped, its places), not the wire's text.
    await expect(
      within(dialog).getByText(`300 points each + ${shownIn(loaded, '1500')}`),
    ).toBeInTheDocument();
  },
};

/** The item sold out meanwhile. */
export const SoldOut: Story = {
  args: {
    onRedeem: fn(async () => {
      throw new ApiError('points.reward.unavailable', undefined, 409);
    }),
  },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Redeem 50 chips' });
    await userEvent.type(within(dialog).getByLabelText('Payment password'), '135790');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This item is no longer available.',
    );
  },
};

/** Closed: nothing shows. */
export const Closed: Story = {
  args: { reward: null },
  play: async () => {
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};
