import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import {
  storyBalance,
  storyMember,
  storySystemStatus,
  withBrandAndRouter,
} from '../storyDecorators.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';

const meta = {
  component: LanguageSwitcher,
  decorators: [withBrandAndRouter],
  parameters: { session: { systemStatus: storySystemStatus() } },
} satisfies Meta<typeof LanguageSwitcher>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A language the brand offers besides the current English: every brand lists its own (Urdu is
 * lucky88's and sunrise's, not saigon's), so the story takes the switcher's last other option.
 */
const otherLanguage = (select: HTMLSelectElement): string => {
  const other = [...select.options]
    .map((option) => option.value)
    .findLast((value) => value !== 'EN');
  if (!other) throw new Error('the brand offers no language besides English');
  return other;
};

/** A visitor switches: the interface changes and nothing is stored on the server. */
export const Visitor: Story = {
  parameters: {
    api: { updateLanguage: fn(async (input: { language: string }) => ({ ...input })) },
  },
  play: async ({ canvas, userEvent, parameters }) => {
    const select = canvas.getByRole<HTMLSelectElement>('combobox', { name: 'Language' });
    const language = otherLanguage(select);
    await userEvent.selectOptions(select, language);
    await waitFor(() => expect(select).toHaveValue(language));
    await expect(parameters.api.updateLanguage).not.toHaveBeenCalled();
  },
};

/**
 * A signed-in member switches: the server keeps the choice for the texts it writes (inbox,
 * SMS, e-mail) through `updateLanguage`.
 */
export const MemberStoresTheChoice: Story = {
  parameters: {
    session: {
      token: 'story-token',
      memberInfo: storyMember(),
      balance: storyBalance('10000'),
      systemStatus: storySystemStatus(),
    },
    api: { updateLanguage: fn(async (input: { language: string }) => ({ ...input })) },
  },
  play: async ({ canvas, userEvent, parameters }) => {
    const select = canvas.getByRole<HTMLSelectElement>('combobox', { name: 'Language' });
    const language = otherLanguage(select);
    await userEvent.selectOptions(select, language);
    await waitFor(() => expect(parameters.api.updateLanguage).toHaveBeenCalledWith({ language }));
    await waitFor(() => expect(select).toHaveValue(language));
  },
};
