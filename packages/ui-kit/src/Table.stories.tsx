import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Table, type TableColumn } from './Table.tsx';

interface Day {
  day: string;
  bets: number;
  won: number;
}

const columns: TableColumn<Day>[] = [
  { id: 'day', header: 'Day', cell: ({ row }) => row.original.day },
  { id: 'bets', header: 'Bets', enableSorting: true, cell: ({ row }) => row.original.bets },
  { id: 'won', header: 'Won', cell: ({ row }) => row.original.won },
];

const meta = {
  component: Table<Day>,
  args: {
    label: 'Bets by day',
    columns,
    rows: [
      { day: 'Monday', bets: 3, won: 1 },
      { day: 'Tuesday', bets: 5, won: 0 },
    ],
    rowKey: (row: Day) => row.day,
    rowHeader: 'day',
    numeric: ['bets', 'won'],
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof Table<Day>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Named by its label, rows named by their first cell, digits marked to align; it scrolls by keyboard. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Bets by day' })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Bets by day' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    await expect(canvas.getByRole('rowheader', { name: 'Tuesday' })).toBeInTheDocument();
    await expect(canvas.getByRole('cell', { name: '5' })).toHaveAttribute('data-numeric');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** A visible caption names the table. */
export const Captioned: Story = {
  args: { caption: 'This week' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'This week' })).toBeInTheDocument();
  },
};

/** The server sorts: a sortable header is a button that reports the order asked for. */
export const Sorting: Story = {
  args: { sorting: [{ id: 'bets', desc: false }], onSorting: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const header = canvas.getByRole('columnheader', { name: /Bets/ });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(canvas.getByRole('button', { name: /Bets/ }));
    await expect(args.onSorting).toHaveBeenCalledWith([{ id: 'bets', desc: true }]);
    await expect(canvas.queryByRole('button', { name: 'Day' })).not.toBeInTheDocument();
  },
};

/** A totals row closes the table, named by its first cell; the reader's own row is marked. */
export const TotalAndCurrentRow: Story = {
  args: { foot: ['Total', 8, 1], isCurrent: (row: Day) => row.day === 'Monday' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
    await expect(canvas.getByRole('cell', { name: '8' })).toBeInTheDocument();
    const monday = canvas.getByRole('rowheader', { name: 'Monday' }).closest('tr');
    await expect(monday).toHaveAttribute('aria-current', 'true');
  },
};

/** On a phone a stacked table draws each row as a card; rows and cells keep their roles. */
export const StackedOnPhone: Story = {
  args: { phone: 'stack' },
  play: async ({ canvas }) => {
    const tuesday = canvas.getByRole('row', { name: /Tuesday/ });
    await expect(getComputedStyle(tuesday).display).toBe('block');
    const bets = canvas.getAllByRole('cell', { name: '5' })[0];
    if (!bets) throw new Error('No bets cell');
    await expect(getComputedStyle(bets, '::before').content).toBe('"Bets"');
    await expect(canvas.getByRole('columnheader', { name: 'Won' })).toBeInTheDocument();
  },
};

/** From a tablet up a stacked table is a plain grid again. */
export const StackedOnDesktop: Story = {
  args: { phone: 'stack' },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('row', { name: /Tuesday/ })).display).toBe(
      'table-row',
    );
  },
};

/** In Urdu the first column is at the right edge, digits aligned to the left (the end). */
export const RightToLeft: Story = {
  globals: { language: 'UR', viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const day = canvas.getByRole('rowheader', { name: 'Monday' }).getBoundingClientRect();
    const bets = canvas.getByRole('cell', { name: '3' });
    await expect(day.left).toBeGreaterThanOrEqual(bets.getBoundingClientRect().right);
    await expect(getComputedStyle(bets).textAlign).toBe('end');
  },
};

/**
 * A screen that redraws every 50 ms (a countdown's tick) and writes its columns inline, as the
 * lottery's order list does: each redraw makes new cell functions.
 */
const Ticking = () => {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), 50);
    return () => clearInterval(timer);
  }, []);
  const inline: TableColumn<Day>[] = [
    { id: 'day', header: 'Day', cell: ({ row }) => row.original.day },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => <button type="button">{`Cancel ${row.original.day}`}</button>,
    },
  ];
  return (
    <>
      <p>{`Tick ${tick}`}</p>
      <Table label="Orders" columns={inline} rows={meta.args.rows} rowKey={(row) => row.day} />
    </>
  );
};

/**
 * Redraws keep a cell's elements: a focused button stays focused and a click that spans a
 * redraw still lands (cells are rendered, not mounted as new components each time).
 */
export const RedrawKeepsCells: Story = {
  render: () => <Ticking />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Cancel Monday' });
    button.focus();
    const start = Number(canvas.getByText(/^Tick/).textContent?.split(' ')[1]);
    await waitFor(() =>
      expect(Number(canvas.getByText(/^Tick/).textContent?.split(' ')[1])).toBeGreaterThan(
        start + 3,
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Cancel Monday' })).toBe(button);
    await expect(button).toHaveFocus();
  },
};
