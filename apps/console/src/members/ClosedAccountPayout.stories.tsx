import { ApiError } from '@portal/api-client';
import type { MemberDetail } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  answering,
  deskStories,
  openedDialog,
  storyMemberDetail,
  storySession,
  storyStaff,
} from '../storyDecorators.tsx';
import { ClosedAccountPayout } from './ClosedAccountPayout.tsx';
import { MemberPage } from './MemberPage.tsx';

/** A self-excluded member holding 150.00 in the main wallet and 25.50 in a game wallet. */
const closed: MemberDetail = {
  ...storyMemberDetail(),
  wallets: [
    { code: 'member:1:main', currency: 'CNY', balance: '150.00' },
    { code: 'member:1:game:DEMO', currency: 'CNY', balance: '25.50' },
  ],
  cards: [
    { cardId: 7, bankName: 'ICBC', accountMasked: '**** **** 7777', payee: 'Pat Player' },
    { cardId: 9, bankName: 'CMB', accountMasked: '**** **** 9999', payee: 'Pat Player' },
  ],
  responsibleGaming: {
    ...storyMemberDetail().responsibleGaming,
    state: 'selfExcluded',
    until: '2027-05-23T10:00:00.000Z',
  },
};

const withdrawal = {
  withdrawalId: 41,
  merchantCode: 'SR77',
  memberId: 1,
  username: 'demo',
  amount: '175.50',
  status: 'approved',
  bankName: 'CMB',
  accountMasked: '**** **** 9999',
  payee: 'Pat Player',
  createdAt: '2026-11-24T06:00:00.000Z',
  turnoverSinceDeposit: '0.00',
};

const meta = {
  component: ClosedAccountPayout,
  ...deskStories,
  args: { detail: closed, staff: storyStaff('finance') },
} satisfies Meta<typeof ClosedAccountPayout>;
export default meta;
type Story = StoryObj<typeof meta>;

const payouts: unknown[] = [];

/** Finance, a self-excluded member: the action, with the member's cards to choose from. */
export const ClosedMember: Story = {
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Closed account balance' });
    await expect(within(panel).getByRole('combobox', { name: 'Card' })).toHaveValue('7');
    await expect(within(panel).getByRole('button', { name: 'Pay out the balance' })).toBeVisible();
  },
};

/** A timed-out member is closed too: the same action. */
export const TimedOutMember: Story = {
  args: {
    detail: {
      ...closed,
      responsibleGaming: { ...closed.responsibleGaming, state: 'timedOut' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Pay out the balance' })).toBeVisible();
  },
};

/** An open member withdraws from the cashier themselves: nothing is drawn. */
export const OpenMember: Story = {
  args: {
    detail: {
      ...closed,
      responsibleGaming: { ...closed.responsibleGaming, state: 'open', until: null },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Closed account balance' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Pay out the balance' })).toBeNull();
  },
};

/** Risk sees the member's state but has no `finance.withdrawals`: nothing is drawn. */
export const WithoutPermission: Story = {
  args: { staff: storyStaff('risk') },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Pay out the balance' })).toBeNull();
  },
};

/** No card bound: nowhere to pay, so no button. */
export const NoCard: Story = {
  args: { detail: { ...closed, cards: [] } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('No card is bound to this member, so there is nowhere to pay the balance.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Pay out the balance' })).toBeNull();
  },
};

/**
 * Confirming: the dialog says what leaves (the whole balance, game wallets included) and to
 * which card; a blank reason is not sent; Cancel sends nothing.
 */
export const Confirming: Story = {
  parameters: answering({
    financeClosedAccountPayout: async (input: unknown) => {
      payouts.push(input);
      return withdrawal;
    },
  }),
  play: async ({ canvas }) => {
    const before = payouts.length;
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Card' }), '9');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay out the balance' }));
    const dialog = await openedDialog({ name: 'Pay out the balance' });
    await expect(dialog).toHaveTextContent(
      'The whole balance, 175.50 CNY, leaves the account as an approved withdrawal to CMB **** **** 9999 (Pat Player).',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay out 175.50 CNY' }));
    await expect(dialog).toHaveTextContent('Write a reason first.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(payouts).toHaveLength(before);
  },
};

/** Success: the call names the member, the chosen card and the reason; the result is shown. */
export const Success: Story = {
  parameters: answering({
    financeClosedAccountPayout: async (input: unknown) => {
      payouts.push(input);
      return withdrawal;
    },
  }),
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Card' }), '9');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay out the balance' }));
    const dialog = await openedDialog({ name: 'Pay out the balance' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), ' Asked by phone ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay out 175.50 CNY' }));
    await expect(payouts.at(-1)).toEqual({ memberId: 1, cardId: 9, reason: 'Asked by phone' });
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Withdrawal 41 created and approved: 175.50 to CMB **** **** 9999.',
    );
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

/** The server refuses (nothing left to pay): its catalogue message, in the dialog. */
export const Refused: Story = {
  parameters: answering({
    financeClosedAccountPayout: async () => {
      throw new ApiError('wallet.insufficient.funds', undefined, 400);
    },
  }),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pay out the balance' }));
    const dialog = await openedDialog({ name: 'Pay out the balance' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Asked by phone');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay out 175.50 CNY' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Insufficient balance.',
    );
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

let paidOut = false;

/**
 * On the member's page: once paid, the page loads again and shows the emptied wallets (the
 * server answers the member with nothing left once the payout ran).
 */
export const RefreshesThePage: Story = {
  render: () => <MemberPage />,
  parameters: {
    staff: {
      session: storySession('finance'),
      path: '/members/1',
      route: '/members/:memberId',
      answers: {
        memberDetail: async () =>
          paidOut
            ? { ...closed, wallets: closed.wallets.map((w) => ({ ...w, balance: '0.00' })) }
            : closed,
        financeClosedAccountPayout: async () => {
          paidOut = true;
          return withdrawal;
        },
      },
    },
  },
  play: async ({ canvas }) => {
    paidOut = false;
    const wallets = await canvas.findByRole('region', { name: 'Wallets' });
    await expect(wallets).toHaveTextContent('150.00 CNY');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay out the balance' }));
    const dialog = await openedDialog({ name: 'Pay out the balance' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Asked by phone');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay out 175.50 CNY' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Withdrawal 41');
    await waitFor(() => expect(wallets).not.toHaveTextContent('150.00 CNY'));
    await expect(wallets).toHaveTextContent('member:1:main0.00 CNY');
  },
};
