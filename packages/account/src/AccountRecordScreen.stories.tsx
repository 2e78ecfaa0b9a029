import { callStateStories } from '@portal/session/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { AccountRecordScreen } from './AccountRecordScreen.tsx';
import { memberScreen, showsAll } from './storyFixtures.tsx';

const NOW = Date.parse('2026-11-20T12:00:00.000Z');
const movements = {
  content: [
    {
      transactionNo: '6',
      transType: 'payout' as const,
      amount: 20,
      balanceAfter: 10010,
      createdAt: '2026-11-20T10:00:01.000Z',
      remark: 'game_win',
      wallet: null,
    },
    {
      transactionNo: '5',
      transType: 'bet' as const,
      amount: -10,
      balanceAfter: 9990,
      createdAt: '2026-11-20T10:00:00.000Z',
      remark: 'game_bet',
      wallet: null,
    },
  ],
  pageNum: 1,
  totalPages: 1,
};

const meta = {
  component: AccountRecordScreen,
  args: { now: NOW },
  ...memberScreen('transactions', { memberTransactions: async () => movements }),
} satisfies Meta<typeof AccountRecordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await showsAll('cell', ['Payout', 'Bet'])({ canvas });
    // A single wallet: no column says which.
    await expect(canvas.queryByRole('columnheader', { name: 'Wallet' })).toBeNull();
  },
};

/**
 * A multi-wallet brand: money moved to a vendor's wallet and played there. The transfer is
 * one movement with an entry on each wallet; every entry names its wallet.
 */
export const MultiWallet: Story = {
  parameters: {
    api: {
      memberTransactions: async () => ({
        content: [
          {
            transactionNo: '9',
            transType: 'bet' as const,
            amount: -10,
            balanceAfter: 90,
            createdAt: '2026-11-20T10:01:00.000Z',
            remark: 'game_bet',
            wallet: 'Demo games',
          },
          {
            transactionNo: '8',
            transType: 'transfer' as const,
            amount: 100,
            balanceAfter: 100,
            createdAt: '2026-11-20T10:00:00.000Z',
            remark: 'wallet_transfer',
            wallet: 'Demo games',
          },
          {
            transactionNo: '8',
            transType: 'transfer' as const,
            amount: -100,
            balanceAfter: 9900,
            createdAt: '2026-11-20T10:00:00.000Z',
            remark: 'wallet_transfer',
            wallet: null,
          },
        ],
        pageNum: 1,
        totalPages: 1,
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('columnheader', { name: 'Wallet' })).toBeVisible();
    await expect(canvas.getAllByRole('cell', { name: 'Demo games' })).toHaveLength(2);
    await expect(canvas.getByRole('cell', { name: 'Main wallet' })).toBeVisible();
  },
};

export const AsksTheDaysOfThePeriod: Story = {
  parameters: { api: { memberTransactions: fn(async () => movements) } },
  play: async ({ canvas, parameters, userEvent }) => {
    await waitFor(() =>
      expect(parameters.api.memberTransactions).toHaveBeenCalledWith(
        expect.objectContaining({ startDate: '2026-11-20', endDate: '2026-11-20' }),
      ),
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Yesterday' }));
    await waitFor(() =>
      expect(parameters.api.memberTransactions).toHaveBeenCalledWith(
        expect.objectContaining({ startDate: '2026-11-19', endDate: '2026-11-19' }),
      ),
    );
  },
};

/**
 * A brand with a time zone: at 20:00 UTC it is already the 21st in Shanghai, so "today" asks
 * for the 21st, and the picker says whose days these are.
 */
export const BrandTimeZone: Story = {
  args: { now: Date.parse('2026-11-20T20:00:00.000Z'), timeZone: 'Asia/Shanghai' },
  parameters: { api: { memberTransactions: fn(async () => movements) } },
  play: async ({ canvas, parameters }) => {
    await expect(
      canvas.getByText('Days run from midnight to midnight, Asia/Shanghai time.'),
    ).toBeVisible();
    await waitFor(() =>
      expect(parameters.api.memberTransactions).toHaveBeenCalledWith(
        expect.objectContaining({ startDate: '2026-11-21', endDate: '2026-11-21' }),
      ),
    );
  },
};

/** Without a brand time zone the days are UTC's, and the picker says so. */
export const UtcDays: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Days run from midnight to midnight, UTC time.')).toBeVisible();
  },
};

const states = callStateStories('memberTransactions', {
  empty: { content: [], pageNum: 1, totalPages: 1 },
  says: 'No records for this period.',
});

export const Empty: Story = states.Empty;

export const Loading: Story = states.Loading;

export const Failed: Story = states.Failed;
