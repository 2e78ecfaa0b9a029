import type { StaffCatalogueName } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  answering,
  deskStories,
  loadingStory,
  page,
  recording,
  refusedStory,
} from '../storyDecorators.tsx';
import { CatalogueNamesPanel } from './CatalogueNamesPanel.tsx';

const meta = {
  component: CatalogueNamesPanel,
  ...deskStories,
  args: { merchantCode: 'LUCKY88' },
} satisfies Meta<typeof CatalogueNamesPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const games: StaffCatalogueName[] = [
  { id: 7, code: 'DEMO_SLOT_1', group: 'DEMO', name: 'Lucky Sevens', names: { CN: '幸运七' } },
  { id: 8, code: 'DEMO_FISH_1', group: 'DEMO', name: 'Ocean Hunt', names: {} },
];
const lotteries: StaffCatalogueName[] = [
  { id: 3, code: 'CQSSC', group: 'SSC', name: 'Chongqing SSC', names: {} },
];
const namesPage = (rows: StaffCatalogueName[]) => ({ ...page(rows), defaultLanguage: 'CN' });

const saved: unknown[] = [];

/**
 * A brand's games with the languages written; editing puts the default language first, shows
 * the catalogue name where a language is empty, and saves every language (empty: no name).
 */
export const EditGameNames: Story = {
  parameters: answering({
    gameNames: async () => namesPage(games),
    lotteryNames: async () => namesPage(lotteries),
    gameNamesSave: recording(saved, async () => games[0]),
  }),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Names' });
    await expect(await within(table).findByText('Lucky Sevens')).toBeVisible();
    await expect(table).toHaveTextContent('CN');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit the names of Lucky Sevens' }));
    const form = within(await canvas.findByRole('form', { name: 'Names of Lucky Sevens' }));
    const fields = form.getAllByRole('textbox');
    await expect(fields[0]).toHaveAccessibleName('CN (default language)');
    await expect(form.getByRole('textbox', { name: 'CN (default language)' })).toHaveValue(
      '幸运七',
    );
    const vietnamese = form.getByRole('textbox', { name: 'VI' });
    await expect(vietnamese).toHaveAttribute('placeholder', 'Lucky Sevens');
    await userEvent.type(vietnamese, ' Bảy may mắn ');
    await userEvent.click(form.getByRole('button', { name: 'Save names' }));
    await waitFor(() =>
      expect(saved.at(-1)).toMatchObject({
        merchantCode: 'LUCKY88',
        id: 7,
        names: { CN: '幸运七', VI: 'Bảy may mắn', EN: '' },
      }),
    );
  },
};

/** A name over the limit is refused at the field; nothing is sent. */
export const NameTooLong: Story = {
  parameters: answering({
    gameNames: async () => namesPage(games),
    gameNamesSave: recording([], async () => games[1]),
  }),
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Edit the names of Ocean Hunt' }),
    );
    const form = within(await canvas.findByRole('form', { name: 'Names of Ocean Hunt' }));
    const english = form.getByRole('textbox', { name: 'EN' });
    await userEvent.click(english);
    await userEvent.paste('x'.repeat(101));
    await userEvent.click(form.getByRole('button', { name: 'Save names' }));
    await expect(english).toHaveAccessibleDescription('At most 100 characters.');
  },
};

/** The lottery catalogue is one choice away. */
export const LotteryNames: Story = {
  parameters: answering({
    gameNames: async () => namesPage(games),
    lotteryNames: async () => namesPage(lotteries),
  }),
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Names' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Catalogue' }), 'lottery');
    await expect(await canvas.findByText('Chongqing SSC')).toBeVisible();
  },
};

/** Every merchant listed: names are written per merchant, so the panel asks for one. */
export const NoMerchant: Story = {
  args: { merchantCode: undefined },
  parameters: answering({}),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Choose a merchant above to write its names.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Names' })).toBeNull();
  },
};

export const Failed: Story = refusedStory('gameNames');

export const Loading: Story = loadingStory(['gameNames']);
