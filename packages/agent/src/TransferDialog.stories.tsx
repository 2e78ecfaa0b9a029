import { ApiError } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { agentScreen } from './storyFixtures.tsx';
import { TransferDialog } from './TransferDialog.tsx';

const sent: { toMemberId: number; amount: string; paymentPassword: string; clientId: string }[] =
  [];

const refused = (code: string, status: number) => ({
  agentTransfer: async () => {
    throw new ApiError(code, undefined, status);
  },
});

const meta = {
  component: TransferDialog,
  args: { recipient: { memberId: 3002, username: 'teamplayer' }, onClose: fn() },
  ...agentScreen('team', {
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

/** The dialog opens in the page's modal layer, outside the story's canvas. */
const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', {
    name: 'Transfer to teamplayer',
  });

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
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
