import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  answering,
  loadConsoleCatalogue,
  recording,
  sideBySideOnDesktop,
  stackedOnPhone,
  storyMemberDetail,
  storyStaff,
  twoHeadings,
  withConsole,
} from '../storyDecorators.tsx';
import { MemberView } from './MemberView.tsx';

const meta = {
  component: MemberView,
  decorators: [withConsole],
  loaders: [loadConsoleCatalogue],
  args: { detail: storyMemberDetail(), staff: storyStaff('risk') },
} satisfies Meta<typeof MemberView>;
export default meta;
type Story = StoryObj<typeof meta>;

const locks: unknown[] = [];
const notes: unknown[] = [];
const resets: unknown[] = [];

/** Risk: lock with a reason and notes; no adjustments to request or approve. */
export const Risk: Story = {
  parameters: answering({
    memberLock: async (input: unknown) => {
      locks.push(input);
      return { ...storyMemberDetail().profile, locked: true };
    },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('form', { name: 'Manual adjustment' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Approve/ })).toBeNull();
    // Timed out, but paying a balance out is finance's.
    await expect(canvas.queryByRole('button', { name: 'Pay out the balance' })).toBeNull();
    await userEvent.type(canvas.getByLabelText('Reason for the lock'), 'Chargeback');
    await userEvent.click(canvas.getByRole('button', { name: 'Lock account' }));
    await expect(locks.at(-1)).toEqual({ memberId: 1, reason: 'Chargeback' });
    // Both kinds of bet: the game rounds and the lottery orders, with their state in words.
    await expect(canvas.getByRole('region', { name: 'Game rounds' })).toHaveTextContent('25.00');
    const orders = canvas.getByRole('region', { name: 'Lottery orders' });
    await expect(orders).toHaveTextContent('20261122-0721');
    await expect(orders).toHaveTextContent('Refunded');
  },
};

/** Support: lock, reset and notes, never money. A blank note is not sent; a sent one clears. */
export const Support: Story = {
  args: { staff: storyStaff('support') },
  parameters: answering({
    memberNote: async (input: unknown) => {
      notes.push(input);
      return { id: 5 };
    },
  }),
  play: async ({ canvas }) => {
    const note = canvas.getByRole('textbox', { name: 'Note' });
    await userEvent.type(note, '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Add note' }));
    await expect(await canvas.findByText('Write something first.')).toBeVisible();
    await expect(notes).toEqual([]);
    await userEvent.type(note, ' Called about bonus ');
    await userEvent.click(canvas.getByRole('button', { name: 'Add note' }));
    await expect(notes.at(-1)).toEqual({ memberId: 1, text: 'Called about bonus' });
    await expect(note).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Send a reset link' })).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Manual adjustment' })).toBeNull();
  },
};

/** Support sends a single-use reset link: the answer names the masked address and the expiry. */
export const ResetLinkSent: Story = {
  args: { staff: storyStaff('support') },
  parameters: answering({
    memberPasswordReset: async (input: unknown) => {
      resets.push(input);
      return { channel: 'email', sentTo: 'de***@example.com', expiresAt: '2026-11-20T10:30:00Z' };
    },
  }),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send a reset link' }));
    await expect(resets.at(-1)).toEqual({ memberId: 1 });
    const sent = await canvas.findByText(
      /^Reset link sent to de\*\*\*@example\.com; it works once, until .+\.$/,
    );
    await expect(sent).toHaveAttribute('role', 'status');
  },
};

/** Finance: requests adjustments and approves the ones others requested. */
export const Finance: Story = {
  args: { staff: { ...storyStaff('finance'), username: 'owner' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Manual adjustment' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Approve adjustment 12' })).toBeVisible();
    // The member is timed out: finance may pay the balance out to the bound card.
    await expect(canvas.getByRole('button', { name: 'Pay out the balance' })).toBeVisible();
    // The balance in the wallet's currency, grouped as the reader's language groups it.
    await expect(canvas.getByRole('region', { name: 'Wallets' })).toHaveTextContent(
      '10,000.00 PHP',
    );
  },
};

const adjustments: unknown[] = [];

/**
 * Requesting an adjustment: an amount the contract's money format refuses is named under its
 * field and nothing is sent; a good one is sent trimmed, and amount and reason start again
 * while the direction stays.
 */
export const AdjustmentRequest: Story = {
  args: { staff: { ...storyStaff('finance'), username: 'owner' } },
  parameters: answering({
    adjustmentRequest: recording(adjustments, async () => storyMemberDetail().adjustments[0]),
  }),
  play: async ({ canvas }) => {
    const form = within(canvas.getByRole('form', { name: 'Manual adjustment' }));
    await userEvent.selectOptions(form.getByLabelText('Direction'), 'debit');
    const amount = form.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(amount, '12.345');
    await userEvent.type(form.getByRole('textbox', { name: 'Reason' }), ' Duplicate payout ');
    await userEvent.click(form.getByRole('button', { name: 'Request adjustment' }));
    await expect(amount).toHaveAccessibleDescription('Enter an amount in PHP, such as 100.50.');
    await expect(adjustments).toEqual([]);

    await userEvent.clear(amount);
    await userEvent.type(amount, '12.50');
    await userEvent.click(form.getByRole('button', { name: 'Request adjustment' }));
    await waitFor(() =>
      expect(adjustments).toEqual([
        { memberId: 1, direction: 'debit', amount: '12.50', reason: 'Duplicate payout' },
      ]),
    );
    await waitFor(() => expect(amount).toHaveValue(''));
    await expect(form.getByLabelText('Direction')).toHaveValue('debit');
    await expect(amount).not.toHaveAccessibleDescription();
  },
};

/** The requester of a pending adjustment gets no Approve button for it. */
export const OwnRequest: Story = {
  args: { staff: storyStaff('finance') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pending')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Approve adjustment 12' })).toBeNull();
  },
};

/** A locked member: the reason, and Unlock in place of Lock. */
export const Locked: Story = {
  args: { detail: storyMemberDetail(true) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Suspected account sharing')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Unlock account' })).toBeVisible();
  },
};

/** On a phone the profile and the wallets stand one above the other, inside the phone's width. */
export const Phone: Story = { ...Support, ...stackedOnPhone(twoHeadings('Profile', 'Wallets')) };

/** On a desktop they share a row. */
export const Desktop: Story = {
  ...Support,
  ...sideBySideOnDesktop(twoHeadings('Profile', 'Wallets')),
};
