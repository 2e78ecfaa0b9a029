import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { loadConsoleCatalogue, withConsole } from '../storyDecorators.tsx';
import { DataTable } from './DataTable.tsx';

interface Row {
  id: number;
  name: string;
}

const meta = {
  component: DataTable<Row>,
  decorators: [withConsole],
  loaders: [loadConsoleCatalogue],
  args: {
    label: 'Example rows',
    columns: [
      { id: 'id', header: 'Id', enableSorting: false, cell: ({ row }) => row.original.id },
      { id: 'name', header: 'Name', enableSorting: true, cell: ({ row }) => row.original.name },
    ],
    rows: [
      { id: 1, name: 'Alpha' },
      { id: 2, name: 'Beta' },
    ],
    page: 1,
    totalPages: 3,
    onPage: fn(),
    sorting: [],
    onSorting: fn(),
    empty: 'Nothing here.',
    rowKey: (row: Row) => String(row.id),
  },
} satisfies Meta<typeof DataTable<Row>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sorting and paging are reported, not done: the server answers the next page. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
    await expect(args.onSorting).toHaveBeenCalledWith([{ id: 'name', desc: false }]);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPage).toHaveBeenCalledWith(2);
  },
};

export const Empty: Story = {
  args: { rows: [], totalPages: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing here.')).toBeVisible();
  },
};

export const Loading: Story = { args: { rows: [], loading: true } };
