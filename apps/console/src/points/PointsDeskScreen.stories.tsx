import { ApiError } from '@portal/api-client';
import type { PointsLedgerLine, StaffPointReward, StaffRedemption } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  answering,
  deskStories,
  loadingStory,
  page,
  recording,
  refusedStory,
} from '../storyDecorators.tsx';
import { PointsDeskScreen } from './PointsDeskScreen.tsx';

const redemption = (
  transactionNo: string,
  extra: Partial<StaffRedemption> = {},
): StaffRedemption => ({
  redemptionId: Number(transactionNo.slice(-2)),
  transactionNo,
  merchantCode: 'SR77',
  memberId: 7,
  username: 'demo',
  category: 'gifts',
  productName: 'Lucky mug',
  quantity: 1,
  points: 300,
  amount: '5.00',
  status: 'applying',
  receiverName: 'Li Lei',
  deliveryAddress: '1 Lucky Road',
  phoneNumber: '13800138000',
  remark: '',
  staffRemark: '',
  createdAt: '2026-11-21T10:00:00.000Z',
  decidedAt: null,
  shippedAt: null,
  ...extra,
});

const item: StaffPointReward = {
  rewardId: 1,
  merchantCode: 'SR77',
  category: 'chips',
  productName: '50 chips',
  description: '',
  imageUrls: [],
  pointsNeeded: 500,
  amountNeeded: '0.00',
  chipsAmount: '50.00',
  stock: 12,
  perMemberLimit: 2,
  startsAt: null,
  endsAt: '2026-12-31T16:00:00.000Z',
  active: true,
};

const ledger: PointsLedgerLine[] = [
  { at: '2026-11-21T10:05:00.000Z', kind: 'points_redeemed', points: -300, reference: null },
  { at: '2026-11-21T09:00:00.000Z', kind: 'points_earned', points: 1000, reference: 'deposit:D1' },
];

const meta = {
  component: PointsDeskScreen,
  ...deskStories,
} satisfies Meta<typeof PointsDeskScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const decided: unknown[] = [];

/** The queue with an applying and an approved gift; staff reject one and ship the other. */
export const Default: Story = {
  parameters: answering({
    pointRedemptionsDesk: async () =>
      page([
        redemption('PR2026112101'),
        redemption('PR2026112102', {
          status: 'approved',
          decidedAt: '2026-11-21T11:00:00.000Z',
        }),
      ]),
    pointRewardsDesk: async () => page([item]),
    memberPointsLedger: async () => ({ ...page(ledger), balance: 700 }),
    pointRedemptionDecide: recording(decided, async () =>
      redemption('PR2026112101', { status: 'rejected' }),
    ),
  }),
  play: async ({ canvas }) => {
    const queue = await canvas.findByRole('table', { name: 'Redemptions' });
    await expect(queue).toHaveTextContent('1 Lucky Road');
    // Only an applying one is decided; only an approved gift is shipped.
    await expect(canvas.getAllByRole('button', { name: /^Reject/ })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Reject PR2026112101' }));
    await expect(decided.at(-1)).toEqual({ redemptionId: 1, decision: 'reject', remark: '' });
    await userEvent.click(canvas.getByRole('button', { name: 'Mark PR2026112102 shipped' }));
    await expect(decided.at(-1)).toEqual({ redemptionId: 2, decision: 'ship', remark: '' });
    const items = canvas.getByRole('table', { name: 'Mall items' });
    await expect(within(items).getByRole('row', { name: /50 chips/ })).toHaveTextContent('12');
    await userEvent.type(canvas.getByLabelText('Member id'), '7');
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    const lines = await canvas.findByRole('table', { name: 'Points ledger' });
    await expect(lines).toHaveTextContent('points_earned');
    await expect(canvas.getByText('Points balance: 700')).toBeVisible();
  },
};

const saved: unknown[] = [];

/** Content staff add an item: the form checks its fields, then sends the item. */
export const NewItem: Story = {
  args: { canWrite: true },
  parameters: answering({
    pointRedemptionsDesk: async () => page([]),
    pointRewardsDesk: async () => page([item]),
    staffMerchants: async () => ({ merchants: [{ merchantCode: 'SR77', name: 'Sunrise' }] }),
    pointRewardSave: recording(saved, async () => item),
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByText('New mall item'));
    const form = canvas.getByRole('form', { name: 'New mall item' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add the item' }));
    await expect(within(form).getAllByText('Input cannot be empty.')).toHaveLength(2);
    await expect(saved).toHaveLength(0);
    await userEvent.type(within(form).getByLabelText('Item'), '50 chips');
    await userEvent.type(within(form).getByLabelText('Points'), '500');
    await userEvent.type(within(form).getByLabelText('Chips amount'), '50.00');
    await userEvent.type(within(form).getByLabelText('Stock (empty: unlimited)'), '12');
    await userEvent.click(within(form).getByRole('button', { name: 'Add the item' }));
    await expect(saved.at(-1)).toMatchObject({
      merchantCode: 'SR77',
      category: 'chips',
      productName: '50 chips',
      pointsNeeded: 500,
      chipsAmount: '50.00',
      stock: 12,
      perMemberLimit: null,
    });
  },
};

const edited: unknown[] = [];

/**
 * Content staff edit an item: the form opens with its saved values, keeps its brand, id and
 * images, and sends the changed stock and the item taken off sale.
 */
export const EditItem: Story = {
  args: { canWrite: true },
  parameters: answering({
    pointRedemptionsDesk: async () => page([]),
    pointRewardsDesk: async () =>
      page([{ ...item, imageUrls: ['https://img.example.com/chips.png'] }]),
    staffMerchants: async () => ({ merchants: [{ merchantCode: 'SR77', name: 'Sunrise' }] }),
    pointRewardSave: recording(edited, async () => ({ ...item, stock: 5, active: false })),
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit 50 chips' }));
    const form = canvas.getByRole('form', { name: 'Edit 50 chips' });
    await expect(within(form).getByLabelText('Item')).toHaveValue('50 chips');
    await expect(within(form).getByLabelText('Points')).toHaveValue('500');
    await expect(within(form).getByLabelText('Chips amount')).toHaveValue('50.00');
    await expect(within(form).getByText('1 images attached')).toBeVisible();
    const stock = within(form).getByLabelText('Stock (empty: unlimited)');
    await userEvent.clear(stock);
    await userEvent.type(stock, '5');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'On sale' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save the item' }));
    await expect(edited.at(-1)).toMatchObject({
      rewardId: 1,
      merchantCode: 'SR77',
      category: 'chips',
      productName: '50 chips',
      pointsNeeded: 500,
      chipsAmount: '50.00',
      imageUrls: ['https://img.example.com/chips.png'],
      stock: 5,
      perMemberLimit: 2,
      endsAt: '2026-12-31T16:00:00.000Z',
      active: false,
    });
    // A saved edit closes the form.
    await expect(canvas.queryByRole('form', { name: 'Edit 50 chips' })).toBeNull();
  },
};

/** An edit the server refuses (a window that ends before it starts) keeps the form open. */
export const EditRefused: Story = {
  args: { canWrite: true },
  parameters: answering({
    pointRedemptionsDesk: async () => page([]),
    pointRewardsDesk: async () => page([item]),
    pointRewardSave: async () => {
      throw new ApiError('request_param_err', undefined, 400);
    },
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit 50 chips' }));
    const form = canvas.getByRole('form', { name: 'Edit 50 chips' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save the item' }));
    await expect(await within(form).findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Edit 50 chips' })).toBeVisible();
  },
};

/** A decision another staff member made first. */
export const AlreadyDecided: Story = {
  parameters: answering({
    pointRedemptionsDesk: async () => page([redemption('PR2026112103')]),
    pointRewardsDesk: async () => page([item]),
    pointRedemptionDecide: async () => {
      throw new ApiError('staff.finance.closed', undefined, 409);
    },
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve PR2026112103' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This item has already been decided.',
    );
  },
};

export const Empty: Story = {
  parameters: answering({
    pointRedemptionsDesk: async () => page([]),
    pointRewardsDesk: async () => page([]),
  }),
  play: async ({ canvas }) => {
    for (const name of ['Redemption queue', 'Mall items']) {
      const part = await canvas.findByRole('region', { name });
      await expect(await within(part).findByText('Nothing to show.')).toBeVisible();
    }
    await expect(canvas.queryByRole('button', { name: /^Approve/ })).toBeNull();
  },
};

export const Refused: Story = refusedStory('pointRedemptionsDesk', {
  pointRewardsDesk: async () => page([]),
});

export const Loading: Story = loadingStory(['pointRedemptionsDesk', 'pointRewardsDesk']);
