import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContractOfferDialog } from './ContractOfferDialog.tsx';
import { storyContract } from './storyFixtures.tsx';

const meta = {
  component: ContractOfferDialog,
  args: {
    open: true,
    contract: storyContract({ status: 'offered', pendingRequest: 'create', requestId: 7 }),
    from: 'upline',
    conflict: null,
    busy: false,
    error: null,
    onAccept: fn(),
    onReject: fn(),
    onConfirmCancel: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ContractOfferDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A pending offer of a daily salary contract, its tiers, accept or reject. */
export const Offer: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Contract offer: Daily wages' });
    const tiers = within(dialog).getByRole('table', { name: 'Contract tiers' });
    await expect(within(tiers).getAllByRole('row')).toHaveLength(3);
    await expect(tiers).toHaveTextContent('1.2%');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(args.onReject).toHaveBeenCalledOnce();
  },
};

/** A top-level agent's offer comes from the platform, which has no account to name. */
export const PlatformOffer: Story = {
  args: {
    contract: storyContract({
      status: 'offered',
      pendingRequest: 'create',
      requestId: 7,
      uplineAccount: '',
    }),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Contract offer: Daily wages' });
    await expect(dialog).toHaveTextContent('The platform offers you this contract.');
  },
};

/** A dividend offer shows the team-loss column too. */
export const DividendOffer: Story = {
  args: {
    contract: storyContract({
      contractType: 'dividend',
      period: 'semimonthly',
      status: 'offered',
      pendingRequest: 'create',
      requestId: 8,
      tiers: [{ rate: '20', activeMembers: 10, periodValidBet: '0.00', profitLoss: '5000.00' }],
    }),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Contract offer: Dividend' });
    await expect(
      within(dialog).getByRole('columnheader', { name: 'Team loss' }),
    ).toBeInTheDocument();
    await expect(within(dialog).getByRole('table')).toHaveTextContent('20%');
  },
};

/** The upline asks to end the contract in force. */
export const TerminateRequest: Story = {
  args: { contract: storyContract({ pendingRequest: 'terminate', requestId: 9 }) },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'End of contract: Daily wages' });
    await expect(dialog).toHaveTextContent('Your upline topagent asks to end this contract.');
  },
};

/** A downline asks to end a contract this agent gave it: the agent answers. */
export const DownlineTerminateRequest: Story = {
  args: {
    from: 'downline',
    contract: storyContract({
      pendingRequest: 'terminate',
      requestId: 10,
      answeredBy: 'upline',
      uplineAccount: 'agent',
      downlineAccount: 'subagent',
    }),
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'End of contract: Daily wages' });
    await expect(dialog).toHaveTextContent('Your downline subagent asks to end this contract.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
  },
};

/** Accepting would cancel downline contracts at a higher rate: they are listed, asked again. */
export const AutoCancelConfirmation: Story = {
  args: {
    conflict: [
      { downlineId: 41, downlineAccount: 'subagent', rate: '1.0' },
      { downlineId: 42, downlineAccount: 'subagent2', rate: '1.5' },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Contract offer: Daily wages' });
    const cancelled = within(dialog).getByRole('alert', {
      name: 'Contracts that will be cancelled',
    });
    await expect(
      within(cancelled)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['subagent (1.0%)', 'subagent2 (1.5%)']);
    await expect(within(dialog).queryByRole('button', { name: 'Accept' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept and cancel them' }));
    await expect(args.onConfirmCancel).toHaveBeenCalledOnce();
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: { error: 'The contract was changed; please try again.' },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Accept' })).toBeDisabled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
};
