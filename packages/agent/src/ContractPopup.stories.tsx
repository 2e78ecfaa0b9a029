import { ApiError } from '@portal/api-client';
import type { PendingContractRequest } from '@portal/contract';
import { useModalTurn } from '@portal/session';
import { Modal } from '@portal/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ContractPopup } from './ContractPopup.tsx';
import { agentSession, storyContract } from './storyFixtures.tsx';

const noFlags = {
  divtypereq: null,
  dailysalreqtype: null,
  contracthoursalreq: null,
  realtimesalreqtype: null,
};

/** The upline's pending daily-salary offer. */
const offer: PendingContractRequest = {
  requestId: 7,
  kind: 'create',
  from: 'upline',
  contract: storyContract({
    status: 'offered',
    pendingRequest: 'create',
    requestId: 7,
    answeredBy: 'downline',
  }),
};

/** A downline's request to end the hourly salary contract this agent gave it. */
const downlineEnd: PendingContractRequest = {
  requestId: 8,
  kind: 'terminate',
  from: 'downline',
  contract: storyContract({
    contractId: 32,
    contractType: 'hourlySalary',
    period: null,
    pendingRequest: 'terminate',
    requestId: 8,
    answeredBy: 'upline',
    uplineAccount: 'agent',
    downlineId: 2002,
    downlineAccount: 'subagent',
  }),
};

/**
 * The server's side of the stories: the requests still open (answered ones leave the list) and
 * what each process call was asked, kept in `answers` for the play functions.
 */
const answers: { call: string; input: unknown }[] = [];
let open: PendingContractRequest[] = [];
const answered = (call: string, conflictFirst: boolean) => async (input: unknown) => {
  answers.push({ call, input });
  const { requestId, confirmCancelDownlines } = input as {
    requestId: number;
    confirmCancelDownlines: boolean;
  };
  if (conflictFirst && !confirmCancelDownlines) {
    throw new ApiError('contract.downline.conflict', undefined, 409, {
      downlines: [{ downlineId: 41, downlineAccount: 'subagent', rate: '1.0' }],
    });
  }
  open = open.filter((r) => r.requestId !== requestId);
  return { status: 'accepted', cancelledDownlineIds: conflictFirst ? [41] : [] };
};
const api = (conflictFirst: boolean) => ({
  consolidatedContractInfo: async () => ({
    ...noFlags,
    dailysalreqtype: open.some((r) => r.requestId === offer.requestId) ? 'create' : null,
    contracthoursalreq: open.some((r) => r.requestId === downlineEnd.requestId)
      ? 'terminate'
      : null,
    requests: open,
  }),
  processDailySalaryContract: answered('processDailySalaryContract', conflictFirst),
  processHourlySalaryContract: answered('processHourlySalaryContract', false),
});

const meta = {
  component: ContractPopup,
  parameters: { session: agentSession, api: api(true) },
  beforeEach: () => {
    answers.length = 0;
    open = [offer];
  },
} satisfies Meta<typeof ContractPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A pending daily-salary offer; accepting first meets a downline contract at a higher rate
 * (the server's `contract.downline.conflict`), then goes through once confirmed.
 */
export const PendingOfferAccepted: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Contract offer: Daily wages' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    const cancelled = await within(dialog).findByRole('alert', {
      name: 'Contracts that will be cancelled',
    });
    await expect(cancelled).toHaveTextContent('subagent (1.0%)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept and cancel them' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(answers.map((a) => a.input)).toEqual([
      { requestId: 7, action: 'accept', confirmCancelDownlines: false },
      { requestId: 7, action: 'accept', confirmCancelDownlines: true },
    ]);
  },
};

/**
 * An offer from the upline and a downline's request to end a contract wait at once: the popup
 * asks the older one first, then the other, each through its own contract type's call.
 */
export const OfferThenDownlineRequest: Story = {
  parameters: { api: api(false) },
  beforeEach: () => {
    open = [offer, downlineEnd];
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const first = await body.findByRole('dialog', { name: 'Contract offer: Daily wages' });
    await expect(first).toHaveTextContent('Your upline topagent offers you this contract.');
    await userEvent.click(within(first).getByRole('button', { name: 'Accept' }));
    const second = await body.findByRole('dialog', { name: 'End of contract: Hourly salary' });
    await expect(second).toHaveTextContent('Your downline subagent asks to end this contract.');
    await userEvent.click(within(second).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(answers).toEqual([
      {
        call: 'processDailySalaryContract',
        input: { requestId: 7, action: 'accept', confirmCancelDownlines: false },
      },
      {
        call: 'processHourlySalaryContract',
        input: { requestId: 8, action: 'reject', confirmCancelDownlines: false },
      },
    ]);
  },
};

/** Closing one request puts it off and shows the next one waiting. */
export const ClosedThenNext: Story = {
  parameters: { api: api(false) },
  beforeEach: () => {
    open = [offer, downlineEnd];
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const first = await body.findByRole('dialog', { name: 'Contract offer: Daily wages' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(first).not.toBeInTheDocument());
    await body.findByRole('dialog', { name: 'End of contract: Hourly salary' });
    await expect(answers).toEqual([]);
  },
};

/** Nothing waits: no popup. */
export const NothingWaiting: Story = {
  beforeEach: () => {
    open = [];
  },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};

/** The site's announcement, queued as the home page queues it (after whatever was asked for). */
const SiteAnnouncement = () => {
  const [shown, setShown] = useState(true);
  const turn = useModalTurn('announcements', shown, 'announcement');
  return (
    <Modal name="announcements" title="Announcements" open={turn} onClose={() => setShown(false)}>
      <p>Maintenance on Sunday.</p>
    </Modal>
  );
};

/**
 * One modal at a time (issue 27): an offer the agent must answer opens alone; the site's
 * announcement waits behind it and opens once the offer is answered.
 */
export const AnnouncementWaitsForTheOffer: Story = {
  parameters: { api: api(false) },
  render: () => (
    <>
      <SiteAnnouncement />
      <ContractPopup />
    </>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const offerDialog = await body.findByRole('dialog', { name: 'Contract offer: Daily wages' });
    await expect(body.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.click(within(offerDialog).getByRole('button', { name: 'Accept' }));
    await body.findByRole('dialog', { name: 'Announcements' });
    await waitFor(() => expect(body.getAllByRole('dialog')).toHaveLength(1));
  },
};
