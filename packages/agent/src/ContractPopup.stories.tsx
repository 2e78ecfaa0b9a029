import { ApiError } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ContractPopup } from './ContractPopup.tsx';
import { agentSession, pageOf, storyContract } from './storyFixtures.tsx';

const noRequests = {
  divtypereq: null,
  dailysalreqtype: null,
  contracthoursalreq: null,
  realtimesalreqtype: null,
};
const offer = storyContract({ status: 'offered', pendingRequest: 'create', requestId: 7 });

/**
 * A pending daily-salary offer; accepting first meets two downline contracts at a higher rate
 * (the server's `contract.downline.conflict`), then goes through once confirmed. What the
 * server was asked is kept in `answers` for the play function.
 */
const answers: unknown[] = [];
let answered = false;
const api = {
  consolidatedContractInfo: async () =>
    answered ? noRequests : { ...noRequests, dailysalreqtype: 'create' },
  contracts: async () => pageOf(answered ? [] : [offer]),
  processDailySalaryContract: async (input: unknown) => {
    answers.push(input);
    if (!(input as { confirmCancelDownlines: boolean }).confirmCancelDownlines) {
      throw new ApiError('contract.downline.conflict', undefined, 409, {
        downlines: [{ downlineId: 41, downlineAccount: 'subagent', rate: '1.0' }],
      });
    }
    answered = true;
    return { status: 'accepted', cancelledDownlineIds: [41] };
  },
};

const meta = {
  component: ContractPopup,
  parameters: { session: agentSession, api },
  beforeEach: () => {
    answers.length = 0;
    answered = false;
  },
} satisfies Meta<typeof ContractPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

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
    await expect(answers).toEqual([
      { requestId: 7, action: 'accept', confirmCancelDownlines: false },
      { requestId: 7, action: 'accept', confirmCancelDownlines: true },
    ]);
  },
};

/** Nothing waits: no popup. */
export const NothingWaiting: Story = {
  parameters: { api: { ...api, consolidatedContractInfo: async () => noRequests } },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};
