import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { GameWalletOffer } from './GameWalletOffer.tsx';

const meta = {
  title: 'games/GameWalletOffer',
  component: GameWalletOffer,
  args: {
    open: true,
    walletName: 'Demo games',
    mainBalance: '1,000.00',
    gameBalance: '0.00',
    amount: '1000.00',
    onAmount: fn(),
    onTransfer: fn(),
    onSkip: fn(),
  },
} satisfies Meta<typeof GameWalletOffer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The offer as a game opens: both balances, the main one prefilled; transfer or play on. */
export const Offered: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Move money to Demo games?',
    });
    await expect(dialog).toHaveTextContent(
      'This game plays from its own wallet, Demo games, which holds 0.00. Your main wallet holds 1,000.00.',
    );
    const amount = within(dialog).getByRole('textbox', { name: 'Amount to move' });
    await expect(amount).toHaveValue('1000.00');
    await userEvent.type(amount, '5');
    await expect(args.onAmount).toHaveBeenLastCalledWith('1000.005');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer and play' }));
    await expect(args.onTransfer).toHaveBeenCalledOnce();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Play without transferring' }),
    );
    await expect(args.onSkip).toHaveBeenCalledOnce();
  },
};

/** An amount that cannot move (or a refused transfer): the reason, announced. */
export const Refused: Story = {
  args: { amount: '5000', error: 'Enter an amount above 0 and up to 1,000.00.' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Move money to Demo games?',
    });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Enter an amount above 0 and up to 1,000.00.',
    );
  },
};

/** The transfer is on its way: neither button can be pressed twice. */
export const Moving: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Move money to Demo games?',
    });
    await expect(
      within(dialog).getByRole('button', { name: 'Play without transferring' }),
    ).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: /Transfer and play/ })).toBeDisabled();
  },
};
