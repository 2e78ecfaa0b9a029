import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  answering,
  deskStories,
  loadingStory,
  page,
  recording,
  refusedStory,
  type StaffAnswers,
} from '../storyDecorators.tsx';
import { ContentScreen } from './ContentScreen.tsx';
import { storyAnnouncements, storyHelpTopics, storyMerchants } from './storyContent.ts';

const meta = { component: ContentScreen, ...deskStories } satisfies Meta<typeof ContentScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The desk's lists as seeded, with `more` calls answered beside them. */
const seeded = (more: StaffAnswers) =>
  answering({
    staffMerchants: async () => storyMerchants,
    contentAnnouncements: async () => page(storyAnnouncements),
    contentHelpTopics: async () => storyHelpTopics,
    ...more,
  });

const published: unknown[] = [];

/** The list with its states (published, draft, scheduled); publishing goes to the server. */
export const Default: Story = {
  parameters: seeded({
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

const savedTopics: unknown[] = [];

/**
 * A new help topic: an anchor the contract refuses (capitals, a space) is named under the
 * field and nothing is saved; a good one saves the trimmed fields.
 */
export const NewHelpTopic: Story = {
  parameters: seeded({
    contentHelpTopicSave: recording(savedTopics, async () => storyHelpTopics.topics[0]),
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New help topic' }));
    const form = within(canvas.getByRole('form', { name: 'Help topic' }));
    const anchor = form.getByRole('textbox', { name: 'Anchor' });
    await userEvent.type(anchor, 'Deposit help');
    await userEvent.type(form.getByRole('textbox', { name: 'Title' }), ' Paying in ');
    await userEvent.click(form.getByRole('button', { name: 'Save topic' }));
    // The error, then the field's hint.
    await expect(anchor).toHaveAccessibleDescription(
      'Use lower-case letters, digits and dashes only. Lower-case letters, digits and dashes',
    );
    await expect(savedTopics).toEqual([]);

    await userEvent.clear(anchor);
    await userEvent.type(anchor, 'paying-in');
    await userEvent.click(form.getByRole('button', { name: 'Save topic' }));
    await waitFor(() =>
      expect(savedTopics).toEqual([
        {
          merchantCode: 'SR77',
          hash: 'paying-in',
          title: 'Paying in',
          content: '',
          sort: 0,
          // No other language written: every reader gets this text, the default language's.
          translations: {},
        },
      ]),
    );
  },
};

const editedTopics: unknown[] = [];

/** A help topic's text per language: the written Chinese shows under its language and is kept. */
export const HelpTopicInLanguages: Story = {
  parameters: seeded({
    contentHelpTopicSave: recording(editedTopics, async () => storyHelpTopics.topics[0]),
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit How to deposit' }));
    const form = within(canvas.getByRole('form', { name: 'Help topic' }));
    const picker = form.getByRole('combobox', { name: 'Text in' });
    await expect(
      form.getByRole('option', { name: 'EN (default language, the fallback)' }),
    ).toBeInTheDocument();
    await userEvent.selectOptions(picker, 'CN');
    await expect(form.getByRole('textbox', { name: 'Title (CN)' })).toHaveValue('如何存款');
    await userEvent.click(form.getByRole('button', { name: 'Save topic' }));
    await waitFor(() =>
      expect(editedTopics.at(-1)).toMatchObject({
        hash: 'deposit',
        title: 'How to deposit',
        translations: { CN: { title: '如何存款', content: '<ol><li>打开存款。</li></ol>' } },
      }),
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
