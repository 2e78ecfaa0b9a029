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

/** A visitor switches: the interface changes and nothing is stored on the server. */
export const Visitor: Story = {
  parameters: { api: { updateLanguage: fn(async () => ({ language: 'UR' })) } },
  play: async ({ canvas, userEvent, parameters }) => {
    const select = canvas.getByRole('combobox', { name: 'Language' });
    await userEvent.selectOptions(select, 'UR');
    await waitFor(() => expect(select).toHaveValue('UR'));
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
    api: { updateLanguage: fn(async () => ({ language: 'UR' })) },
  },
  play: async ({ canvas, userEvent, parameters }) => {
    const select = canvas.getByRole('combobox', { name: 'Language' });
    await userEvent.selectOptions(select, 'UR');
    await waitFor(() =>
      expect(parameters.api.updateLanguage).toHaveBeenCalledWith({ language: 'UR' }),
    );
    await waitFor(() => expect(select).toHaveValue('UR'));
  },
};
