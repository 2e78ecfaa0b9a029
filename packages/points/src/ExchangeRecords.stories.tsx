import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ExchangeRecords } from './ExchangeRecords.tsx';
import { record, shownIn } from './storyFixtures.ts';

const meta = {
  component: ExchangeRecords,
  args: {
    records: [
      record,
      {
        ...record,
        transactionNo: 'PR20261120FEDCBA9876',
        exchangeType: 'chips',
        productName: '50 chips',
        status: 'rejected',
        remark: 'Out of stock',
        amountNeeded: '0',
        pointsNeeded: 500,
        pointsChange: -500,
        pointsBalance: 1500,
      },
    ],
  },
} satisfies Meta<typeof ExchangeRecords>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every field of the spec's points record, one row per exchange. */
export const Default: Story = {
  play: async ({ loaded, canvas }) => {
    const table = canvas.getByRole('table', { name: 'Exchange records' });
    const rejected = within(table).getByRole('row', { name: /PR20261120FEDCBA9876/ });
    await expect(rejected).toHaveTextContent('Rejected');
    await expect(rejected).toHaveTextContent('Out of stock');
    const applying = within(table).getByRole('row', { name: /PR20261121ABCDEF0123/ });
    await expect(applying).toHaveTextContent(shownIn(loaded, '1500'));
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(13);
  },
};

/**
 * A conversion of points into money beside a redemption: its own exchange type, no product
 * but the money it paid in, done at once.
 */
export const WithConversion: Story = {
  args: {
    records: [
      {
        ...record,
        transactionNo: 'PC20261122AA00BB11CC',
        exchangeType: 'conversion',
        productName: '',
        status: 'approved',
        amountNeeded: '0',
        amountReceived: '50',
        pointsNeeded: 500,
        pointsChange: -500,
        pointsBalance: 700,
      },
      record,
    ],
  },
  play: async ({ loaded, canvas }) => {
    const table = canvas.getByRole('table', { name: 'Exchange records' });
    const converted = within(table).getByRole('row', { name: /PC20261122AA00BB11CC/ });
    await expect(converted).toHaveTextContent('Points to money');
    await expect(converted).toHaveTextContent(`Received ${shownIn(loaded, '50')}`);
    await expect(converted).toHaveTextContent('Approved');
    await expect(converted).toHaveTextContent('-500');
    const redeemed = within(table).getByRole('row', { name: /PR20261121ABCDEF0123/ });
    await expect(redeemed).toHaveTextContent('Lucky mug');
    await expect(redeemed).not.toHaveTextContent('Received');
  },
};
