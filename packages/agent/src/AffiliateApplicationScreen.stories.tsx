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

/**
 * A visitor (no session) at /agent-apply: told staff reach it on its contact, offered to log in
 * first, and sends the application without an account.
 */
export const Visitor: Story = {
  parameters: { session: { token: null, memberInfo: null } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'Apply to become an agent: our staff review your application and contact you on the details you leave.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeVisible();
    const form = canvas.getByRole('form', { name: 'Agent application' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Visitor Vu');
    await userEvent.type(
      within(form).getByLabelText('Phone, e-mail or messenger'),
      'Zalo 0901 234 567',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Thank you, your application was sent. Our staff will contact you.',
    );
    await expect(sent).toEqual([{ name: 'Visitor Vu', contact: 'Zalo 0901 234 567', note: '' }]);
  },
};

/** A visitor who applied too often from its address is told to wait. */
export const VisitorRateLimited: Story = {
  parameters: {
    session: { token: null, memberInfo: null },
    api: {
      agentApply: async () => {
        throw new ApiError('agent.application.too.many', undefined, 429);
      },
    },
  },
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Agent application' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Visitor Vu');
    await userEvent.type(within(form).getByLabelText('Phone, e-mail or messenger'), '0901234567');
    await userEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    await expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Too many applications from here, please try again in an hour.',
    );
  },
};
