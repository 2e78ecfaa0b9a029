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
  }),
];

const terminated: unknown[] = [];

const meta = {
  component: ContractsScreen,
  ...agentScreen('contracts', {
    contracts: lists([held], given),
    terminateContract: async (input: unknown) => {
      terminated.push(input);
      return { requestId: 12, status: 'accepted' };
    },
  }),
  beforeEach: () => {
    terminated.length = 0;
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
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
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
