import { ApiError } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PointMallScreen } from './PointMallScreen.tsx';
import { config, member, mug, page, record, reward, shownIn } from './storyFixtures.ts';

const redeemed: unknown[] = [];
const converted: unknown[] = [];

const meta = {
  component: PointMallScreen,
  parameters: {
    session: member,
    api: {
      // The header balance is read again after money moved.
      balance: async () => member.balance,
      pointBalance: async () => ({ points: 1500 }),
      pointConfig: async () => config,
      pointRewards: async () =>
        page([
          reward(),
          mug,
          reward({ rewardId: 3, productName: 'VIP call', category: 'services', stock: 0 }),
        ]),
      redeemRecords: async () => page([record]),
      redeemPointReward: async (input: unknown) => {
        redeemed.push(input);
        return { transactionNo: 'PR20261121X', status: 'applying', points: 1200 };
      },
      convertPoints: async (input: unknown) => {
        converted.push(input);
        return { transactionNo: 'PC20261121X', amount: '10', points: 1400 };
      },
    },
  },
  // Phone first, as members use the mall.
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof PointMallScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const never = () => new Promise<never>(() => undefined);

/** Balance, rules, the mall (one sold out), records; a gift redeemed with its delivery. */
export const Default: Story = {
  play: async ({ loaded, canvas }) => {
    await expect(await canvas.findByText('1500 points')).toBeVisible();
    await expect(canvas.getByText('Points never expire.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Redeem VIP call' })).toBeDisabled();
    // Money beside points in the brand's format; an item of points only shows none.
    await expect(canvas.getByRole('listitem', { name: 'Lucky mug' })).toHaveTextContent(
      `300 points + ${shownIn(loaded, '1500')}`,
    );
    await expect(canvas.getByRole('listitem', { name: '50 chips' })).not.toHaveTextContent('+');
    const records = canvas.getByRole('table', { name: 'Exchange records' });
    await expect(records).toHaveTextContent('PR20261121ABCDEF0123');
    await expect(records).toHaveTextContent(shownIn(loaded, '1500'));
    await userEvent.click(canvas.getByRole('button', { name: 'Redeem Lucky mug' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Redeem Lucky mug' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    await expect(within(dialog).getAllByText('Input cannot be empty.')).toHaveLength(3);
    await expect(redeemed).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Receiver'), 'Li Lei');
    await userEvent.type(within(dialog).getByLabelText('Delivery address'), '1 Lucky Road');
    await userEvent.type(within(dialog).getByLabelText('Phone number'), '13800138000');
    await userEvent.type(within(dialog).getByLabelText('Payment password'), '135790');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    await expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Redeemed. Staff will review it shortly.',
    );
    await expect(redeemed.at(-1)).toEqual({
      rewardId: 2,
      quantity: 1,
      paymentPassword: '135790',
      receiverName: 'Li Lei',
      deliveryAddress: '1 Lucky Road',
      phoneNumber: '13800138000',
      requestId: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
  },
};

/** Converting: below the minimum is refused on the spot; then 100 points convert. */
export const Convert: Story = {
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Convert points' });
    await userEvent.type(within(form).getByLabelText('Points to convert'), '99');
    await userEvent.type(within(form).getByLabelText('Payment password'), '135790');
    await userEvent.click(within(form).getByRole('button', { name: 'Convert' }));
    await expect(within(form).getByText('Enter at least 100 points.')).toBeVisible();
    await userEvent.clear(within(form).getByLabelText('Points to convert'));
    await userEvent.type(within(form).getByLabelText('Points to convert'), '100');
    await userEvent.click(within(form).getByRole('button', { name: 'Convert' }));
    await expect(await within(form).findByRole('status')).toHaveTextContent(
      'Converted. The money is in your wallet.',
    );
    await expect(converted.at(-1)).toMatchObject({ points: 100, paymentPassword: '135790' });
  },
};

/** A wrong payment password is shown in the dialog. */
export const WrongPassword: Story = {
  parameters: {
    api: {
      ...meta.parameters.api,
      redeemPointReward: async () => {
        throw new ApiError('payment.password.wrong', undefined, 400);
      },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Redeem 50 chips' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Redeem 50 chips' });
    await userEvent.type(within(dialog).getByLabelText('Payment password'), '000000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The payment password is incorrect.',
    );
  },
};

/** The member already redeemed as many as an item allows. */
export const LimitReached: Story = {
  parameters: {
    api: {
      ...meta.parameters.api,
      pointRewards: async () => page([reward({ redeemedByMe: 2 })]),
    },
  },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Redeem 50 chips' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveTextContent('Limit reached');
  },
};

export const Empty: Story = {
  parameters: {
    api: {
      ...meta.parameters.api,
      pointBalance: async () => ({ points: 0 }),
      pointRewards: async () => page([]),
      redeemRecords: async () => page([]),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nothing to redeem yet.')).toBeVisible();
    await expect(await canvas.findByText('No exchange records yet.')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: {
    api: {
      ...meta.parameters.api,
      pointRewards: async () => {
        throw new ApiError('system.busy', undefined, 503);
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The system is busy, please try again.',
    );
  },
};

export const Loading: Story = {
  parameters: {
    api: {
      pointBalance: never,
      pointConfig: never,
      pointRewards: never,
      redeemRecords: never,
    },
  },
  play: async ({ canvas }) => {
    const records = canvas.getByRole('region', { name: 'Exchange records' });
    await expect(within(records).getByRole('status')).toBeVisible();
  },
};

let recordAsks = 0;

/**
 * The exchange records failed while the mall answered: the records say why in the catalogue's
 * words and offer to try again, which reads them again and shows them.
 */
export const RecordsFailed: Story = {
  parameters: {
    api: {
      ...meta.parameters.api,
      redeemRecords: async () => {
        recordAsks += 1;
        if (recordAsks === 1) throw new ApiError('system.busy', undefined, 503);
        return page([record]);
      },
    },
  },
  beforeEach: () => {
    recordAsks = 0;
  },
  play: async ({ canvas }) => {
    const records = await canvas.findByRole('region', { name: 'Exchange records' });
    await expect(await within(records).findByRole('alert')).toHaveTextContent(
      'The system is busy, please try again.',
    );
    await expect(canvas.getByText('1500 points')).toBeVisible();
    await userEvent.click(within(records).getByRole('button', { name: 'Try again' }));
    await expect(
      await within(records).findByRole('table', { name: 'Exchange records' }),
    ).toBeVisible();
  },
};
