import { ApiError } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { agentScreen, pageOf, shownIn } from './storyFixtures.tsx';
import { TransferDialog } from './TransferDialog.tsx';

const sent: {
  toMemberId: number;
  amount: string;
  paymentPassword: string;
  clientId: string;
  kind?: string;
  billId?: number;
}[] = [];

const bill = (billId: number, payeeAccount: string, status: string, collected: string) => ({
  billId,
  period: 'monthly',
  periodStart: '2026-10-01T00:00:00.000Z',
  payerAccount: 'agent',
  payeeAccount,
  amount: '100',
  collected,
  status,
  issuedAt: '2026-11-01T02:10:00.000Z',
  dueAt: '2026-11-02T02:10:00.000Z',
});

const refused = (code: string, status: number) => ({
  agentTransfer: async () => {
    throw new ApiError(code, undefined, status);
  },
});

const meta = {
  component: TransferDialog,
  args: { recipient: { memberId: 3002, username: 'teamplayer' }, onClose: fn() },
  ...agentScreen('team', {
    dividendBills: async () => pageOf([]),
    agentTransfer: async (input: unknown) => {
      sent.push(input as (typeof sent)[number]);
      return { transferId: '91', amount: (input as { amount: string }).amount, balance: '950' };
    },
  }),
  beforeEach: () => {
    sent.length = 0;
  },
} satisfies Meta<typeof TransferDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The dialog opens in the page's modal layer, outside the story's canvas. It is found once it
 * is shown, then awaited until its fade-in has begun: on a cold page the first frame still has
 * opacity 0, and a check of a text's visibility made in that frame failed (No Bill Owed).
 */
const dialogOf = async (canvasElement: HTMLElement) => {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
    name: 'Transfer to teamplayer',
  });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};

const fill = async (dialog: HTMLElement, amount: string, password: string) => {
  const inDialog = within(dialog);
  await userEvent.type(inDialog.getByRole('textbox', { name: 'Amount' }), amount);
  await userEvent.type(inDialog.getByLabelText('Payment password'), password);
  await userEvent.click(inDialog.getByRole('button', { name: 'Send' }));
};

/** An amount and the payment password: sent once with the dialog's client id. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await fill(dialog, '50', '123456');
    await expect(await within(dialog).findByRole('status')).toHaveTextContent('teamplayer');
    await expect(sent).toHaveLength(1);
    await expect(sent[0]).toMatchObject({ toMemberId: 3002, paymentPassword: '123456' });
    await expect(sent[0]?.amount).toMatch(/^50(\.0+)?$/);
    await expect(sent[0]?.clientId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    // A member's transfer to its upline has no sub-type to choose: a normal transfer.
    await expect(within(dialog).queryByRole('group', { name: 'Transfer type' })).toBeNull();
    await expect(sent[0]).not.toHaveProperty('kind');
  },
};

/** An agent to its team chooses the sub-type: a promotion subsidy. */
export const PromotionSubsidy: Story = {
  args: { kinds: ['normal', 'promotionSubsidy', 'dividendPayment'] },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const type = within(dialog).getByRole('group', { name: 'Transfer type' });
    await expect(within(type).getByRole('radio', { name: 'Normal transfer' })).toBeChecked();
    await userEvent.click(within(type).getByRole('radio', { name: 'Promotion subsidy' }));
    await fill(dialog, '30', '123456');
    await within(dialog).findByRole('status');
    await expect(sent).toHaveLength(1);
    await expect(sent[0]).toMatchObject({ toMemberId: 3002, kind: 'promotionSubsidy' });
    await expect(sent[0]).not.toHaveProperty('billId');
  },
};

/**
 * A dividend payment pays an open bill the agent owes the recipient: only those are offered,
 * with what each still owes.
 */
export const DividendPayment: Story = {
  args: { kinds: ['normal', 'promotionSubsidy', 'dividendPayment'] },
  parameters: {
    api: {
      dividendBills: async () =>
        pageOf([
          bill(5, 'teamplayer', 'issued', '40'),
          bill(6, 'subagent', 'issued', '0'),
          bill(7, 'teamplayer', 'paid', '100'),
        ]),
    },
  },
  play: async ({ loaded, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Dividend payment' }));
    const bills = await within(dialog).findByRole('combobox', { name: 'Dividend bill' });
    const options = within(bills).getAllByRole('option');
    await expect(options).toHaveLength(1);
    await expect(options[0]).toHaveTextContent(`${shownIn(loaded, '60')} still owed`);
    await expect(dialog).toHaveTextContent('no turnover requirement');
    await fill(dialog, '60', '123456');
    await within(dialog).findByRole('status');
    await expect(sent[0]).toMatchObject({ kind: 'dividendPayment', billId: 5 });
  },
};

/** No open bill is owed to the recipient: a dividend payment is not sent. */
export const NoBillOwed: Story = {
  args: { kinds: ['normal', 'promotionSubsidy', 'dividendPayment'] },
  parameters: { api: { dividendBills: async () => pageOf([]) } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Dividend payment' }));
    await expect(
      await within(dialog).findByText('You owe teamplayer no open dividend bill.'),
    ).toBeVisible();
    await fill(dialog, '60', '123456');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You owe teamplayer no open dividend bill.',
    );
    await expect(sent).toEqual([]);
  },
};

/** Not an amount, and a payment password of letters: nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await fill(dialog, 'fifty', 'abc');
    await expect(await within(dialog).findByText('Enter six digits.')).toBeVisible();
    await expect(sent).toEqual([]);
  },
};

/** The sender is frozen (an unpaid bill past its grace): the catalogue's message. */
export const Frozen: Story = {
  parameters: { api: refused('member.frozen', 403) },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await fill(dialog, '50', '123456');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(/frozen/);
  },
};

export const UnpaidBill: Story = {
  parameters: { api: refused('agent.bill.unpaid', 403) },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await fill(dialog, '50', '123456');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please pay your unpaid dividend bill first.',
    );
  },
};

/** Someone outside the sender's team answers as a member that does not exist. */
export const NotInTeam: Story = {
  parameters: { api: refused('not.found', 404) },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await fill(dialog, '50', '123456');
    await expect(await within(dialog).findByRole('alert')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
};
