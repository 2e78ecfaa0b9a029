import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { answering, deskStories, loadingStory, page, refusedStory } from '../storyDecorators.tsx';
import { ContentScreen } from './ContentScreen.tsx';
import { storyAnnouncements, storyHelpTopics, storyMerchants } from './storyContent.ts';

const meta = { component: ContentScreen, ...deskStories } satisfies Meta<typeof ContentScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const published: unknown[] = [];

/** The list with its states (published, draft, scheduled); publishing goes to the server. */
export const Default: Story = {
  parameters: answering({
    staffMerchants: async () => storyMerchants,
    contentAnnouncements: async () => page(storyAnnouncements),
    contentHelpTopics: async () => storyHelpTopics,
    contentAnnouncementPublish: async (input: unknown) => {
      published.push(input);
      return { ...storyAnnouncements[1], published: true };
    },
  }),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Announcements' });
    await expect(await within(table).findByText('Welcome bonus')).toBeVisible();
    await expect(table).toHaveTextContent('Draft');
    await expect(table).toHaveTextContent('Scheduled from');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish Welcome bonus' }));
    await expect(published.at(-1)).toEqual({ announcementId: 42, published: true });
    await expect(canvas.getByRole('table', { name: 'Help topics' })).toHaveTextContent(
      'How to deposit',
    );
  },
};

export const Empty: Story = {
  parameters: answering({
    staffMerchants: async () => storyMerchants,
    contentAnnouncements: async () => page([]),
    contentHelpTopics: async () => ({ topics: [] }),
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No announcements yet.')).toBeVisible();
  },
};

/** The role may not read this desk: the server refuses, the desk says so. */
export const Failed: Story = refusedStory('contentAnnouncements', {
  staffMerchants: async () => storyMerchants,
  contentHelpTopics: async () => ({ topics: [] }),
});

export const Loading: Story = loadingStory(['contentAnnouncements', 'contentHelpTopics'], {
  staffMerchants: async () => storyMerchants,
});
