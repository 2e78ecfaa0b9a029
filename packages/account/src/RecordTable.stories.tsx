import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RecordTable } from './RecordTable.tsx';

interface Row {
  day: string;
  bets: number;
}

const meta = {
  component: RecordTable<Row>,
  args: {
    label: 'Bets by day',
    caption: 'Bets by day',
    columns: [
      { header: 'Day', cell: (row: Row) => row.day, rowHeader: true },
      { header: 'Bets', cell: (row: Row) => row.bets, money: true },
    ],
    rows: [
      { day: 'Monday', bets: 3 },
      { day: 'Tuesday', bets: 5 },
    ],
    rowKey: (row: Row) => row.day,
  },
} satisfies Meta<typeof RecordTable<Row>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Rows are named by their first cell; amounts are marked to align as digits. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Bets by day' })).toBeInTheDocument();
    await expect(canvas.getByRole('rowheader', { name: 'Tuesday' })).toBeInTheDocument();
    await expect(canvas.getByRole('cell', { name: '5' })).toHaveAttribute('data-numeric');
  },
};

/** A totals row closes the table, named by its first cell. */
export const WithTotal: Story = {
  args: { foot: ['Total', 8] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
    await expect(canvas.getByRole('cell', { name: '8' })).toBeInTheDocument();
  },
};
