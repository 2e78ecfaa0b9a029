import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { LoadingPopup } from './LoadingPopup.tsx';

/** The dialog a sign-in popup shows, under its own name and title, while its code arrives. */
const meta = {
  component: LoadingPopup,
  args: { popup: { name: 'login' }, onClose: fn() },
} satisfies Meta<typeof LoadingPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The login on its way: the dialog already named "Log in", its status says Loading…. */
export const Login: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Log in' });
    await expect(within(dialog).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  },
};

/** Escape closes it as it would close the popup it stands for. */
export const ClosedWithEscape: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    await body(canvasElement).findByRole('dialog', { name: 'Log in' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
  },
};

/** A registration's success, by its own title. */
export const RegisterSuccess: Story = {
  args: { popup: { name: 'registerSuccess', account: 'newbie' } },
  play: async ({ canvasElement }) => {
    await body(canvasElement).findByRole('dialog', { name: 'Registration successful' });
  },
};

/** A trial member sent to a member page: the refusal's catalogue words are the title. */
export const TrialBlocked: Story = {
  args: { popup: { name: 'trialBlocked' } },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(dialog).not.toHaveAccessibleName('');
    await expect(within(dialog).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  },
};

/** At phone width the dialog fills the screen as every popup does. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Log in' });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};
