import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { multiBalance, singleBalance } from './storyFixtures.ts';
import { WalletOverview } from './WalletOverview.tsx';

const multiWallet = {
  isSingle: 0 as const,
  wallets: [
    { accountTypeId: 1, name: 'Main wallet', vassalage: null },
    { accountTypeId: 2, name: 'Demo games', vassalage: 'DEMO' },
  ],
};

const meta = {
  component: WalletOverview,
  args: {
    balance: singleBalance,
    wallet: { isSingle: 1, wallets: [{ accountTypeId: 1, name: 'Main wallet', vassalage: null }] },
    onTransfer: fn(async () => undefined),
    onRecall: fn(async () => undefined),
  },
} satisfies Meta<typeof WalletOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SingleWallet: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Main wallet', { selector: 'dt' })).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Transfer' })).toBeNull();
  },
};

export const MultiWallet: Story = {
  args: { balance: multiBalance, wallet: multiWallet },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Demo games', { selector: 'dt' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Amount'), '50');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
    await waitFor(() =>
      expect(args.onTransfer).toHaveBeenCalledWith({
        fromAccountTypeId: 1,
        toAccountTypeId: 2,
        amount: '50',
      }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Recall all to the main wallet' }));
    await expect(args.onRecall).toHaveBeenCalledOnce();
  },
};

/** A brand in dong (saigon): whole amounts, and an amount with decimals is refused. */
export const InDong: Story = {
  globals: { brand: 'saigon' },
  args: {
    balance: {
      sumBalance: '1250000',
      balance: [
        { accountTypeId: 1, availBalance: '1000000' },
        { accountTypeId: 2, availBalance: '250000' },
      ],
      currency: 'VND',
      currencySymbol: '₫',
    },
    wallet: multiWallet,
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('₫ 1,250,000')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Amount'), '10.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
    await expect(await canvas.findByText('Enter a valid amount in VND.')).toBeVisible();
    await expect(args.onTransfer).not.toHaveBeenCalled();
  },
};
