import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import {
  deskStories,
  emptyListStory,
  listStory,
  loadingStory,
  storyMembers,
} from '../storyDecorators.tsx';
import { MembersScreen } from './MembersScreen.tsx';

const meta = { component: MembersScreen, ...deskStories } satisfies Meta<typeof MembersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Search, sorting and paging are the server's: the screen sends what was asked. */
export const Default: Story = listStory(
  'memberSearch',
  storyMembers,
  2,
  'Members found',
  async ({ canvas, table, asked }) => {
    await expect(await canvas.findByRole('link', { name: 'demo' })).toHaveAttribute(
      'href',
      '/members/1',
    );
    await expect(table).toHaveTextContent('Locked');
    await userEvent.selectOptions(canvas.getByLabelText('Search by'), 'mobile');
    await userEvent.type(canvas.getByLabelText('Search for'), '138');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(asked.at(-1)).toMatchObject({ field: 'mobile', q: '138', pageNo: 1 });
    await userEvent.click(canvas.getByRole('button', { name: /Registered/ }));
    await expect(asked.at(-1)).toMatchObject({ sort: 'createdAt' });
  },
);

export const NoMatch: Story = emptyListStory('memberSearch', 'No member matches.');

export const Loading: Story = loadingStory(['memberSearch']);
