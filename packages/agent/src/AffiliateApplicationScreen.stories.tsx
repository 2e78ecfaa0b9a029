import { ApiError } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AffiliateApplicationScreen } from './AffiliateApplicationScreen.tsx';
import { agentSession, storyAgent } from './storyFixtures.tsx';

const sent: unknown[] = [];

const meta = {
  component: AffiliateApplicationScreen,
  parameters: {
    session: { ...agentSession, memberInfo: { ...storyAgent, account: 'demo', type: 0 } },
    api: {
      agentApply: async (input: unknown) => {
        sent.push(input);
        return { applicationId: 5 };
      },
    },
  },
  beforeEach: () => {
    sent.length = 0;
  },
} satisfies Meta<typeof AffiliateApplicationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {};

/** Empty fields are refused before anything is sent; a filled form is sent, trimmed. */
export const Sent: Story = {
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Agent application' });
    await userEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    await expect(within(form).getByText('Input cannot be empty.')).toBeVisible();
    await expect(sent).toEqual([]);
    await userEvent.type(within(form).getByLabelText('Name'), ' Lan ');
    await userEvent.type(
      within(form).getByLabelText('Phone, e-mail or messenger'),
      'lan@example.com',
    );
    await userEvent.type(within(form).getByLabelText('Note'), 'Ten friends play with me.');
    await userEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Thank you, your application was sent.',
    );
    await expect(sent).toEqual([
      { name: 'Lan', contact: 'lan@example.com', note: 'Ten friends play with me.' },
    ]);
  },
};

export const Refused: Story = {
  parameters: {
    api: {
      agentApply: async () => {
        throw new ApiError('agent.application.open', undefined, 409);
      },
    },
  },
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Agent application' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Lan');
    await userEvent.type(within(form).getByLabelText('Phone, e-mail or messenger'), '0901234567');
    await userEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    await expect(await within(form).findByRole('alert')).toBeVisible();
  },
};
