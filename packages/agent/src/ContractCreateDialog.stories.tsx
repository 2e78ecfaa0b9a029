import { ApiError } from '@portal/api-client';
import type { Contract, TeamMember } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContractCreateDialog } from './ContractCreateDialog.tsx';
import { agentScreen, never, pageOf, storyContract } from './storyFixtures.tsx';

const member = (memberId: number, username: string, type: number): TeamMember => ({
  memberId,
  username,
  type,
  series: 1900,
  balance: '0.00',
  lastLoginAt: null,
  registeredAt: '2026-10-01T00:00:00.000Z',
  teamSize: 1,
  contracts: [],
});

const held = (overrides: Partial<Contract> = {}) => pageOf([storyContract(overrides)]);

const offered: unknown[] = [];
const api = {
  contracts: async () => held(),
  // A player (type 0) is no agent: only the two agents are offered.
  agentTeamMembers: async () => ({
    ...pageOf([
      member(3001, 'subagent', 1),
      member(3002, 'teamplayer', 0),
      member(3003, 'partner', 42),
    ]),
    parentId: 2001,
  }),
  createContract: async (input: unknown) => {
    offered.push(input);
    return { requestId: 77, status: 'offered' };
  },
};

const meta = {
  component: ContractCreateDialog,
  args: { contractType: 'dailySalary', onClose: fn() },
  ...agentScreen('contracts', api),
  beforeEach: () => {
    offered.length = 0;
  },
} satisfies Meta<typeof ContractCreateDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog opens in the page's modal layer, outside the story's canvas. */
const dialogOf = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name });

const fillTier = async (dialog: HTMLElement, index: number, rate: string, members: string) => {
  const tier = within(within(dialog).getByRole('group', { name: `Tier ${index}` }));
  await userEvent.type(tier.getByRole('textbox', { name: 'Rate (%)' }), rate);
  await userEvent.type(tier.getByRole('textbox', { name: 'Active members' }), members);
  await userEvent.type(tier.getByRole('textbox', { name: 'Period valid bet' }), '10000');
};

/** A daily wages offer of two tiers to a downline agent, next to the agent's own rates. */
export const PendingOffer: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'Offer a contract: Daily wages');
    const inDialog = within(dialog);
    await expect(await inDialog.findByRole('list', { name: 'Your own rates' })).toHaveTextContent(
      '1.2% from 20 active members',
    );
    const downline = inDialog.getByRole('combobox', { name: 'Downline' });
    await expect(
      within(downline)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['subagent', 'partner']);
    await userEvent.selectOptions(downline, 'partner');
    await fillTier(dialog, 1, '0.3', '5');
    await userEvent.click(inDialog.getByRole('button', { name: 'Add a tier' }));
    await fillTier(dialog, 2, '1', '20');
    await userEvent.click(inDialog.getByRole('button', { name: 'Send the offer' }));
    await expect(await inDialog.findByRole('status')).toBeVisible();
    await expect(offered).toHaveLength(1);
    await expect(offered[0]).toMatchObject({
      contractType: 'dailySalary',
      downlineId: 3003,
      tiers: [
        { rate: '0.3', activeMembers: 5 },
        { rate: '1', activeMembers: 20 },
      ],
    });
  },
};

/** A rate the server finds above the agent's own: the catalogue's message, nothing sent twice. */
export const Refused: Story = {
  parameters: {
    api: {
      ...api,
      createContract: async () => {
        throw new ApiError('contract.tiers.invalid', undefined, 400);
      },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'Offer a contract: Daily wages');
    await within(dialog).findByRole('combobox', { name: 'Downline' });
    await fillTier(dialog, 1, '5', '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the offer' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "The tiers' rates must rise strictly",
    );
  },
};

/** A dividend contract scales by the team's loss too. */
export const Dividend: Story = {
  args: { contractType: 'dividend' },
  parameters: {
    api: { ...api, contracts: async () => held({ contractType: 'dividend', period: 'monthly' }) },
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'Offer a contract: Dividend');
    await expect(
      await within(dialog).findByRole('textbox', { name: 'Team loss' }),
    ).toBeInTheDocument();
  },
};

/** An agent holding no contract of the type is told before it tries. */
export const NotHeld: Story = {
  parameters: { api: { ...api, contracts: async () => pageOf([]) } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'Offer a contract: Daily wages');
    await expect(
      await within(dialog).findByText(
        'You hold no contract of this type: only an agent holding one may offer it.',
      ),
    ).toBeInTheDocument();
  },
};

/** An agent with no team (or only players) has nobody to offer to. */
export const NoTeam: Story = {
  parameters: {
    api: { ...api, agentTeamMembers: async () => ({ ...pageOf([]), parentId: 2001 }) },
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'Offer a contract: Daily wages');
    await expect(
      await within(dialog).findByText('No direct downline agent to offer a contract to.'),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { api: { ...api, contracts: never } },
};
