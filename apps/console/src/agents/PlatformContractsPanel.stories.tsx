import { ApiError } from '@portal/api-client';
import type { PlatformContract } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  answering,
  deskStories,
  loadingStory,
  openedDialog,
  page,
  reasonRequired,
  recording,
  refusedStory,
} from '../storyDecorators.tsx';
import { PlatformContractsPanel } from './PlatformContractsPanel.tsx';

const merchants = async () => ({ merchants: [{ merchantCode: 'SR77', name: 'Sunrise' }] });

const contract = (
  contractId: number,
  agentAccount: string,
  state: PlatformContract['state'],
  request: PlatformContract['request'] = null,
): PlatformContract => ({
  contractId,
  merchantCode: 'SR77',
  agentId: 100 + contractId,
  agentAccount,
  contractType: 'dailySalary',
  period: null,
  state,
  tiers: [
    { rate: '1.5', activeMembers: 0, periodValidBet: '0.00', profitLoss: null },
    { rate: '2', activeMembers: 5, periodValidBet: '10000.00', profitLoss: null },
  ],
  request,
  inForceFrom: state === 'pending' ? null : '2026-11-20T03:00:00.000Z',
  inForceUntil: null,
  createdAt: '2026-11-20T02:00:00.000Z',
  updatedAt: '2026-11-21T02:00:00.000Z',
});

const contracts = [
  contract(1, 'offered', 'pending', {
    requestId: 11,
    kind: 'create',
    askedBy: 'platform',
    reason: '',
    createdAt: '2026-11-20T02:00:00.000Z',
  }),
  contract(2, 'steady', 'active'),
  contract(3, 'leaving', 'active', {
    requestId: 13,
    kind: 'terminate',
    askedBy: 'agent',
    reason: 'going solo',
    createdAt: '2026-11-21T02:00:00.000Z',
  }),
  contract(4, 'former', 'withdrawn'),
];

const meta = {
  component: PlatformContractsPanel,
  ...deskStories,
  args: { canManage: true },
} satisfies Meta<typeof PlatformContractsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const withdrawn: unknown[] = [];
const terminated: unknown[] = [];
const answered: unknown[] = [];

/**
 * Each contract with its state, tiers and open request, and the one action its state allows:
 * withdraw a waiting offer, ask to end one in force (with a reason), answer an agent's request.
 */
export const Default: Story = {
  parameters: answering({
    staffMerchants: merchants,
    agentPayContracts: async () => page(contracts),
    agentPayContractWithdraw: recording(withdrawn, async () => ({
      requestId: 11,
      state: 'withdrawn',
    })),
    agentPayContractTerminate: recording(terminated, async () => ({ requestId: 21 })),
    agentPayContractAnswer: recording(answered, async () => ({ state: 'terminated' })),
  }),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Platform contracts' });
    const row = (name: string) =>
      within(table)
        .getAllByRole('row')
        .find((r) => r.textContent?.includes(name)) as HTMLElement;
    await expect(row('offered')).toHaveTextContent(/Offered.*Waiting for the agent's answer/);
    await expect(row('steady')).toHaveTextContent(
      '1.5% from 0 active members, valid bet 0.00; 2% from 5 active members, valid bet 10000.00',
    );
    await expect(row('leaving')).toHaveTextContent('The agent asks to end it: going solo');
    // A withdrawn offer has nothing left to do.
    await expect(within(row('former')).queryAllByRole('button')).toHaveLength(0);

    await userEvent.click(
      canvas.getByRole('button', { name: 'Withdraw the Daily salary offer to offered' }),
    );
    const withdraw = await openedDialog({ name: 'Withdraw the offer to offered' });
    await userEvent.click(within(withdraw).getByRole('button', { name: 'Withdraw' }));
    await expect(withdrawn).toEqual([{ merchantCode: 'SR77', requestId: 11 }]);

    await userEvent.click(
      canvas.getByRole('button', { name: 'Terminate the Daily salary contract of steady' }),
    );
    await reasonRequired(await openedDialog({ name: 'Terminate the contract of steady' }), {
      confirm: 'Ask to terminate',
      sent: terminated,
      reason: ' new terms ',
    });
    await expect(terminated).toEqual([
      { merchantCode: 'SR77', contractId: 2, reason: 'new terms' },
    ]);

    await userEvent.click(
      canvas.getByRole('button', { name: 'Keep the Daily salary contract of leaving in force' }),
    );
    await expect(answered.at(-1)).toEqual({
      merchantCode: 'SR77',
      requestId: 13,
      action: 'reject',
    });
    await userEvent.click(
      canvas.getByRole('button', { name: 'End the Daily salary contract of leaving as asked' }),
    );
    const accept = await openedDialog({ name: 'End the contract of leaving' });
    await userEvent.click(within(accept).getByRole('button', { name: 'Accept the end' }));
    await expect(answered.at(-1)).toEqual({
      merchantCode: 'SR77',
      requestId: 13,
      action: 'accept',
    });
  },
};

/** An offer desk with no contract yet: `sent` keeps each offer, answered as request `requestId`. */
const offering = (sent: unknown[], requestId: number) =>
  answering({
    staffMerchants: merchants,
    agentPayContracts: async () => page([]),
    agentPayContractOffer: recording(sent, async () => ({ requestId })),
  });

const offered: unknown[] = [];

/** The offer: an agent, a type and rising tiers; a bad field says so before anything is sent. */
export const Offer: Story = {
  parameters: offering(offered, 31),
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Offer a contract' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send the offer' }));
    await expect(form).toHaveTextContent("Enter the agent's id.");
    await expect(form).toHaveTextContent('Give a rate above 0 and at most 100, such as 1.5.');
    await expect(offered).toHaveLength(0);

    await userEvent.type(within(form).getByRole('textbox', { name: 'Agent id' }), '101');
    await userEvent.click(within(form).getByRole('button', { name: 'Add a tier' }));
    const first = within(form).getByRole('group', { name: 'Tier 1' });
    await userEvent.type(within(first).getByLabelText('Rate (%)'), '1.5');
    await userEvent.type(within(first).getByLabelText('Active members'), '0');
    await userEvent.type(within(first).getByLabelText('Period valid bet'), '0');
    const second = within(form).getByRole('group', { name: 'Tier 2' });
    await userEvent.type(within(second).getByLabelText('Rate (%)'), '2');
    await userEvent.type(within(second).getByLabelText('Active members'), '5');
    await userEvent.type(within(second).getByLabelText('Period valid bet'), '10000');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the offer' }));
    await expect(await within(form).findByRole('status')).toHaveTextContent(
      'The offer is sent; the agent accepts or rejects it.',
    );
    await expect(offered).toEqual([
      {
        merchantCode: 'SR77',
        agentId: 101,
        contractType: 'dailySalary',
        tiers: [
          { rate: '1.5', activeMembers: 0, periodValidBet: '0' },
          { rate: '2', activeMembers: 5, periodValidBet: '10000' },
        ],
      },
    ]);
  },
};

const dividends: unknown[] = [];

/** A dividend contract also takes its period and each tier's team loss. */
export const DividendOffer: Story = {
  parameters: offering(dividends, 32),
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Offer a contract' });
    await expect(within(form).queryByLabelText('Period')).toBeNull();
    await userEvent.selectOptions(within(form).getByLabelText('Contract'), 'dividend');
    await userEvent.selectOptions(within(form).getByLabelText('Period'), 'weekly');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Agent id' }), '101');
    await userEvent.type(within(form).getByLabelText('Rate (%)'), '20');
    await userEvent.type(within(form).getByLabelText('Active members'), '3');
    await userEvent.type(within(form).getByLabelText('Period valid bet'), '5000');
    await userEvent.type(within(form).getByLabelText('Team loss'), '-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the offer' }));
    await expect(form).toHaveTextContent('Give an amount, such as 1000.00.');
    await userEvent.clear(within(form).getByLabelText('Team loss'));
    await userEvent.type(within(form).getByLabelText('Team loss'), '2000.00');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the offer' }));
    await expect(dividends).toEqual([
      {
        merchantCode: 'SR77',
        agentId: 101,
        contractType: 'dividend',
        period: 'weekly',
        tiers: [{ rate: '20', activeMembers: 3, periodValidBet: '5000', profitLoss: '2000.00' }],
      },
    ]);
  },
};

/** A refused offer shows the catalogue's message (here: the agent already holds one). */
export const OfferRefused: Story = {
  parameters: answering({
    staffMerchants: merchants,
    agentPayContracts: async () => page(contracts),
    agentPayContractOffer: async () => {
      throw new ApiError('contract.exists', undefined, 409);
    },
  }),
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Offer a contract' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Agent id' }), '102');
    await userEvent.type(within(form).getByLabelText('Rate (%)'), '1');
    await userEvent.type(within(form).getByLabelText('Active members'), '0');
    await userEvent.type(within(form).getByLabelText('Period valid bet'), '0');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the offer' }));
    await expect(await within(form).findByRole('alert')).toHaveTextContent(
      'This downline already has an active or pending contract of this type.',
    );
  },
};

const asked: unknown[] = [];

/** Many contracts come a page at a time; the next page is asked for by its number. */
export const Paged: Story = {
  parameters: answering({
    staffMerchants: merchants,
    agentPayContracts: recording(asked, async (input) =>
      (input as { pageNo: number }).pageNo === 2
        ? { ...page([contract(9, 'later', 'active')]), pageNum: 2, totalPages: 2 }
        : page(contracts, 2),
    ),
  }),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Platform contracts' });
    await expect(table).toHaveTextContent('steady');
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await within(table).findByText('later (109)')).toBeVisible();
    await expect(asked.at(-1)).toEqual({ merchantCode: 'SR77', pageNo: 2, pageSize: 20 });
  },
};

/** A role that only reads pay (finance) sees the contracts, no action and no offer. */
export const ReadOnly: Story = {
  args: { canManage: false },
  parameters: answering({
    staffMerchants: merchants,
    agentPayContracts: async () => page(contracts),
  }),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Platform contracts' });
    await expect(within(table).queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.queryByRole('form', { name: 'Offer a contract' })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: answering({ staffMerchants: merchants, agentPayContracts: async () => page([]) }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText("The platform has no contract with this brand's agents."),
    ).toBeVisible();
  },
};

export const Refused: Story = refusedStory('agentPayContracts', { staffMerchants: merchants });

export const Loading: Story = loadingStory(['agentPayContracts'], { staffMerchants: merchants });
