import type { Contract } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ContractsScreen } from './ContractsScreen.tsx';
import { agentScreen, never, pageOf, storyContract } from './storyFixtures.tsx';

type Side = { side: 'upline' | 'downline' };
const lists = (upline: Contract[], downline: Contract[]) => async (input: unknown) =>
  pageOf((input as Side).side === 'upline' ? upline : downline);

const held = storyContract();
const given = [
  storyContract({
    contractId: 41,
    uplineAccount: 'agent',
    downlineId: 3001,
    downlineAccount: 'subagent',
  }),
  storyContract({
    contractId: 42,
    uplineAccount: 'agent',
    downlineId: 3002,
    downlineAccount: 'teamplayer',
    status: 'offered',
    pendingRequest: 'create',
    requestId: 11,
    answeredBy: 'downline',
  }),
  // The downline asks to end the contract this agent gave it: the agent answers here.
  storyContract({
    contractId: 43,
    uplineAccount: 'agent',
    downlineId: 3003,
    downlineAccount: 'subagent2',
    pendingRequest: 'terminate',
    requestId: 13,
    answeredBy: 'upline',
  }),
];

const terminated: unknown[] = [];
/** What the process and withdraw calls were asked, by call. */
const asked: { call: string; input: unknown }[] = [];
const record = (call: string, answer: unknown) => async (input: unknown) => {
  asked.push({ call, input });
  return answer;
};

const meta = {
  component: ContractsScreen,
  ...agentScreen('contracts', {
    contracts: lists([held], given),
    terminateContract: async (input: unknown) => {
      terminated.push(input);
      return { requestId: 12, status: 'accepted' };
    },
    processDailySalaryContract: record('processDailySalaryContract', {
      status: 'terminated',
      cancelledDownlineIds: [],
    }),
    withdrawContractOffer: record('withdrawContractOffer', { requestId: 11, status: 'rejected' }),
  }),
  beforeEach: () => {
    terminated.length = 0;
    asked.length = 0;
  },
} satisfies Meta<typeof ContractsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A deep team: contracts on both sides; an offer still waits for its downline. */
export const WithTeam: Story = {
  play: async ({ canvas }) => {
    const downlines = await canvas.findByRole('region', { name: 'With my downlines' });
    await within(downlines).findByRole('listitem', { name: 'subagent' });
    await expect(within(downlines).getByRole('listitem', { name: 'teamplayer' })).toHaveTextContent(
      'Waiting for an answer',
    );
    // An offer not yet answered cannot be ended; a contract in force can.
    await expect(
      within(downlines).queryByRole('button', { name: 'End the contract with teamplayer' }),
    ).toBeNull();
    await userEvent.click(
      within(downlines).getByRole('button', { name: 'End the contract with subagent' }),
    );
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Your request to end the contract was sent.',
    );
    await waitFor(() => expect(terminated).toEqual([{ contractId: 41 }]));
  },
};

/**
 * A downline asked to end its contract: the agent sees the request addressed to it and
 * accepts it here, through the contract type's process call.
 */
export const DownlineRequestAccepted: Story = {
  play: async ({ canvas }) => {
    const downlines = await canvas.findByRole('region', { name: 'With my downlines' });
    const item = await within(downlines).findByRole('listitem', { name: 'subagent2' });
    await expect(item).toHaveTextContent('Asks to end it');
    // The downline's own offer waits for the downline, not for this agent.
    await expect(
      within(downlines).queryByRole('button', { name: 'Accept the request of teamplayer' }),
    ).toBeNull();
    await userEvent.click(
      within(item).getByRole('button', { name: 'Accept the request of subagent2' }),
    );
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your answer was sent.');
    await expect(asked).toEqual([
      {
        call: 'processDailySalaryContract',
        input: { requestId: 13, action: 'accept', confirmCancelDownlines: false },
      },
    ]);
  },
};

/** An offer the downline has not answered yet: the agent withdraws it. */
export const OfferWithdrawn: Story = {
  play: async ({ canvas }) => {
    const downlines = await canvas.findByRole('region', { name: 'With my downlines' });
    await within(downlines).findByRole('listitem', { name: 'teamplayer' });
    // Only an offer still waiting can be withdrawn.
    await expect(
      within(downlines).queryByRole('button', { name: 'Withdraw the offer to subagent' }),
    ).toBeNull();
    await userEvent.click(
      within(downlines).getByRole('button', { name: 'Withdraw the offer to teamplayer' }),
    );
    await expect(await canvas.findByRole('status')).toHaveTextContent('The offer was withdrawn.');
    await expect(asked).toEqual([{ call: 'withdrawContractOffer', input: { requestId: 11 } }]);
  },
};

/** An agent with no team and no contract of its own. */
export const NoTeam: Story = {
  parameters: { api: { contracts: lists([], []) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No contract with your upline.')).toBeVisible();
    await expect(canvas.getByText('No contract with your downlines yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { api: { contracts: never } },
};

/** The other types are a tab away. */
export const Types: Story = {
  play: async ({ canvas }) => {
    const tabs = canvas.getByRole('tablist', { name: 'Contract type' });
    await expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Dividend', 'Daily wages', 'Hourly salary', 'Real-time salary']);
    await expect(within(tabs).getByRole('tab', { name: 'Daily wages' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
};

/** "Offer a contract" opens the offer for the type on show. */
export const OfferAContract: Story = {
  parameters: {
    api: {
      contracts: lists([held], given),
      agentTeamMembers: async () => ({ ...pageOf([]), parentId: 2001 }),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Offer a contract' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', {
        name: 'Offer a contract: Daily wages',
      }),
    ).toBeInTheDocument();
  },
};
