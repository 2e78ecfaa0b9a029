import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { loadConsoleCatalogue, queryStateStories, withConsole } from '../storyDecorators.tsx';
import { QueryTable } from './QueryTable.tsx';

interface Row {
  id: number;
  name: string;
}
type Filter = { pageNo?: number; name?: string };

const meta = {
  component: QueryTable<Row, Filter>,
  decorators: [withConsole],
  loaders: [loadConsoleCatalogue],
  args: {
    label: 'Example rows',
    columns: [{ id: 'name', header: 'Name', cell: ({ row }) => row.original.name }],
    query: {
      data: { content: [{ id: 1, name: 'Alpha' }], totalPages: 2 },
      error: null,
      isPending: false,
    },
    filter: { pageNo: 1, name: 'A' },
    onFilter: fn(),
    empty: 'Nothing here.',
    rowKey: (row: Row) => String(row.id),
  },
} satisfies Meta<typeof QueryTable<Row, Filter>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The next page keeps the rest of the filter. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('table', { name: 'Example rows' })).toHaveTextContent('Alpha');
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onFilter).toHaveBeenCalledWith({ pageNo: 2, name: 'A' });
  },
};

/** A refused list says why, in the catalogue's words. */
export const Failed: Story = queryStateStories.Failed;

export const Loading: Story = queryStateStories.Loading;
