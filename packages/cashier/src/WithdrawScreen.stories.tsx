import { ApiError } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { cards, info, member, never } from './storyFixtures.ts';
import { WithdrawScreen } from './WithdrawScreen.tsx';

const meta = {
  component: WithdrawScreen,
  parameters: {
    session: member,
    api: {
      withdrawalInfo: async () => info,
      bankCards: async () => ({ list: cards, realName: 'Dana Demo' }),
      unconfirmedWithdrawals: async () => ({ list: [] }),
    },
  },
} satisfies Meta<typeof WithdrawScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('form', { name: 'Withdraw' })).toBeVisible();
  },
};

/** The meta's card and limits, with a payout the member has yet to confirm. */
export const PayoutToConfirm: Story = {
  parameters: {
    api: {
      unconfirmedWithdrawals: async () => ({
        list: [
          {
            withdrawalId: 41,
            amount: 200,
            receivedAmount: 0,
            paidAt: '2026-11-23T10:00:00.000Z',
            autoReceiveAt: '2026-11-23T11:00:00.000Z',
            status: 'awaiting',
          },
        ],
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Payouts to confirm' })).toBeVisible();
  },
};

export const NoPaymentPassword: Story = {
  parameters: {
    api: {
      withdrawalInfo: async () => ({ ...info, paymentPasswordSet: false }),
      bankCards: async () => ({ list: [], realName: null }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('form', { name: 'Set a payment password' })).toBeVisible();
  },
};

export const NoCard: Story = {
  parameters: {
    api: {
      withdrawalInfo: async () => info,
      bankCards: async () => ({ list: [], realName: null }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('form', { name: 'Add a bank card' })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: {
    api: {
      withdrawalInfo: async () => {
        throw new ApiError('system.busy', undefined, 503);
      },
      bankCards: async () => ({ list: cards, realName: 'Dana Demo' }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The system is busy, please try again.',
    );
  },
};

/** Waiting for the withdrawal rules and the cards. */
export const Loading: Story = {
  parameters: { api: { withdrawalInfo: never, bankCards: never, unconfirmedWithdrawals: never } },
};
