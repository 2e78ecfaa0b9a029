import { ApiError } from '@portal/api-client';
import type { WithdrawalRisk } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { loadConsoleCatalogue, withConsole } from '../storyDecorators.tsx';
import { RiskSignals } from './RiskSignals.tsx';

const risk = (over: Partial<WithdrawalRisk> = {}): WithdrawalRisk => ({
  withdrawalId: 21,
  turnover: { met: true, remaining: '0.00', betsSinceDeposit: '1500.00' },
  recentDeposits: [],
  sameAddress: [],
  sameDevice: [],
  ...over,
});

const meta = {
  component: RiskSignals,
  decorators: [withConsole],
  loaders: [loadConsoleCatalogue],
  args: { withdrawalId: 21 },
} satisfies Meta<typeof RiskSignals>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) => {
  const toggle = await canvas.findByRole('button', { name: 'Risk signals of withdrawal 21' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
};

/** Everything a reviewer should look twice at: turnover open, a deposit, shared accounts. */
export const Flagged: Story = {
  parameters: {
    staff: {
      answers: {
        financeWithdrawalRisk: async () =>
          risk({
            turnover: { met: false, remaining: '300.00', betsSinceDeposit: '200.00' },
            recentDeposits: [
              {
                orderNo: 'D20261123BANK0001',
                amount: '500.00',
                paidAmount: '500.00',
                status: 'paid',
                createdAt: '2026-11-23T10:00:00.000Z',
              },
            ],
            sameAddress: [
              { memberId: 5, username: 'neighbour', merchantCode: 'SR77', shared: '203.0.113.7' },
            ],
            sameDevice: [
              { memberId: 8, username: 'twin', merchantCode: 'SR77', shared: 'browser-7' },
            ],
          }),
      },
    },
  },
  play: async ({ canvas }) => {
    await open(canvas);
    await expect(
      await canvas.findByText('Not met: 300.00 still to bet (bets since deposit 200.00)'),
    ).toBeVisible();
    await expect(canvas.getByText(/^Order D20261123BANK0001: 500\.00, paid,/)).toBeVisible();
    await expect(canvas.getByText('neighbour (SR77), shares 203.0.113.7')).toBeVisible();
    await expect(canvas.getByText('twin (SR77), shares browser-7')).toBeVisible();
  },
};

/** Nothing to worry about. */
export const Clear: Story = {
  parameters: { staff: { answers: { financeWithdrawalRisk: async () => risk() } } },
  play: async ({ canvas }) => {
    await open(canvas);
    await expect(await canvas.findByText('Met (bets since deposit 1500.00)')).toBeVisible();
    await expect(canvas.getAllByText('None')).toHaveLength(3);
  },
};

export const Failed: Story = {
  parameters: {
    staff: {
      answers: {
        financeWithdrawalRisk: async () => {
          throw new ApiError('staff.permission.denied', undefined, 403);
        },
      },
    },
  },
  play: async ({ canvas }) => {
    await open(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your role does not allow this action.',
    );
  },
};

export const Loading: Story = {
  parameters: {
    staff: { answers: { financeWithdrawalRisk: () => new Promise(() => undefined) } },
  },
  play: async ({ canvas }) => {
    await open(canvas);
    await expect(await canvas.findByText('Loading')).toBeVisible();
  },
};
