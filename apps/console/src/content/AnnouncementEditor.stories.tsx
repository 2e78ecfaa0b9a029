import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { answering, loadConsoleCatalogue, withConsole } from '../storyDecorators.tsx';
import { AnnouncementEditor } from './AnnouncementEditor.tsx';
import { storyAnnouncement, storyMerchants } from './storyContent.ts';

const meta = {
  component: AnnouncementEditor,
  decorators: [withConsole],
  loaders: [loadConsoleCatalogue],
  args: { merchants: storyMerchants.merchants, announcement: null, onDone: fn() },
} satisfies Meta<typeof AnnouncementEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const created: unknown[] = [];

/** A new notice: the HTML source is what the server gets; the preview shows what it keeps. */
export const New: Story = {
  parameters: answering({
    contentPreview: async () => ({ title: 'Weekend cup', content: '<p>Cleaned</p>' }),
    contentAnnouncementCreate: async (input: unknown) => {
      created.push(input);
      return storyAnnouncement({ id: 50, published: false });
    },
  }),
  play: async ({ canvas, args }) => {
    const form = canvas.getByRole('form', { name: 'Announcement' });
    await userEvent.selectOptions(canvas.getByLabelText('Merchant'), 'LX88');
    await userEvent.type(canvas.getByLabelText('Title'), 'Weekend cup');
    await userEvent.click(canvas.getByRole('button', { name: 'HTML source' }));
    await userEvent.type(
      canvas.getByLabelText('HTML source of Content'),
      '<p>Cup<script>x()</script></p>',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Preview' }));
    await expect(await canvas.findByRole('region', { name: 'Preview' })).toHaveTextContent(
      'Cleaned',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(created.at(-1)).toMatchObject({
      merchantCode: 'LX88',
      type: 'PL',
      title: 'Weekend cup',
      content: '<p>Cup<script>x()</script></p>',
      language: null,
    });
    await expect(args.onDone).toHaveBeenCalled();
    await expect(form).toBeInTheDocument();
  },
};

/** Editing a popup: its audience shows; a banner would show its group. */
export const EditPopup: Story = {
  args: {
    announcement: storyAnnouncement({ type: 'PU', execution: 'B', language: 'EN' }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Shown to')).toHaveValue('B');
    await expect(canvas.getByLabelText('Language')).toHaveValue('EN');
    await expect(canvas.getByRole('heading', { name: 'Edit announcement' })).toBeVisible();
  },
};

export const Banner: Story = {
  args: {
    announcement: storyAnnouncement({
      type: 'B',
      groupName: 'w_register',
      imageUrl: '/media/banners/register-gift.svg',
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Banner group')).toHaveValue('w_register');
  },
};

const updated: unknown[] = [];

/**
 * A text per language: the brand's default language is the row's own text, marked as the
 * fallback; another language's text is edited by picking it, and only written ones are sent.
 */
export const EditInLanguages: Story = {
  args: {
    announcement: storyAnnouncement({
      merchantCode: 'LX88',
      defaultLanguage: 'CN',
      title: '新增存款渠道',
      content: '<p>新开通两个存款渠道。</p>',
      translations: { EN: { title: 'New deposit channels', content: '<p>Two new.</p>' } },
    }),
  },
  parameters: answering({
    contentAnnouncementUpdate: async (input: unknown) => {
      updated.push(input);
      return storyAnnouncement({ id: 41 });
    },
  }),
  play: async ({ canvas }) => {
    const picker = canvas.getByLabelText('Text in');
    await expect(picker).toHaveValue('');
    await expect(
      canvas.getByRole('option', { name: 'CN (default language, the fallback)' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('option', { name: 'EN (written)' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Title')).toHaveValue('新增存款渠道');

    await userEvent.selectOptions(picker, 'EN');
    await expect(canvas.getByLabelText('Title (EN)')).toHaveValue('New deposit channels');
    await userEvent.selectOptions(picker, 'TH');
    await userEvent.type(canvas.getByLabelText('Title (TH)'), 'ช่องทางฝากใหม่');
    await expect(canvas.getByRole('option', { name: 'TH (written)' })).toBeInTheDocument();
    // An untouched language sends nothing: its readers keep the default language's text.
    await userEvent.selectOptions(picker, 'JA');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(updated.at(-1)).toMatchObject({
      announcementId: 41,
      title: '新增存款渠道',
      translations: {
        EN: { title: 'New deposit channels', content: '<p>Two new.</p>' },
        TH: { title: 'ช่องทางฝากใหม่', content: '' },
      },
    });
    await expect(Object.keys((updated.at(-1) as { translations: object }).translations)).toEqual([
      'EN',
      'TH',
    ]);
  },
};
