import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SocialCallbackScreen } from './SocialCallbackScreen.tsx';

const meta = {
  component: SocialCallbackScreen,
  args: { state: { status: 'working' }, onLogIn: fn(), onHome: fn() },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof SocialCallbackScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the server exchanges the code and verifies the ID token. */
export const Working: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Signing you in…');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Linked from the profile: said, and on to the site. */
export const Linked: Story = {
  args: { state: { status: 'linked', provider: 'google' } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Google is now linked');
    await userEvent.click(canvas.getByRole('button', { name: 'Go to the home page' }));
    await expect(args.onHome).toHaveBeenCalled();
  },
};

/** Refused (an identity no member linked): why, and the login again. */
export const Failed: Story = {
  args: {
    state: {
      status: 'failed',
      message: 'This account is not linked to a member yet.',
    },
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('not linked');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onLogIn).toHaveBeenCalled();
  },
};

export const RightToLeft: Story = {
  args: Failed.args,
  globals: { language: 'UR' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
  },
};
