import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  storyBalance,
  storyMember,
  storySystemStatus,
  withBrandAndRouter,
} from '../storyDecorators.tsx';
import { Header } from './Header.tsx';
import { Popups } from './Popups.tsx';

/** The header with the popups it opens, as the layout renders them. */
const HeaderWithPopups = () => (
  <>
    <Header />
    <Popups />
  </>
);

const meta = {
  component: HeaderWithPopups,
  decorators: [withBrandAndRouter],
  parameters: { layout: 'fullscreen', session: { systemStatus: storySystemStatus() } },
} satisfies Meta<typeof HeaderWithPopups>;
export default meta;
type Story = StoryObj<typeof meta>;

const member = {
  token: 'story-token',
  memberInfo: storyMember(),
  balance: storyBalance(10000),
  systemStatus: storySystemStatus(),
};

export const Visitor: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('banner');
    await expect(within(banner).getByText(/^Welcome to /)).toBeInTheDocument();
    await expect(within(banner).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    await expect(within(banner).getByRole('button', { name: 'Register' })).toBeInTheDocument();
    await expect(within(banner).queryByRole('button', { name: 'Log out' })).toBeNull();
  },
};

export const VisitorWithoutDirectRegistration: Story = {
  parameters: { session: { systemStatus: storySystemStatus({ directRegistration: false }) } },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('banner');
    await expect(within(banner).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    await expect(within(banner).queryByRole('button', { name: 'Register' })).toBeNull();
  },
};

export const VisitorLogsIn: Story = {
  parameters: {
    api: {
      login: fn(async () => ({
        token: 'story-token',
        id: 1001,
        userName: 'demo',
        type: 0,
        firstTimeLogin: false,
        passwordExpired: false,
        forceChangePassword: false,
      })),
      memberInfo: fn(async () => storyMember()),
      balance: fn(async () => storyBalance(10000)),
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const banner = canvas.getByRole('banner');
    await userEvent.click(within(banner).getByRole('button', { name: 'Log in' }));
    const body = within(canvasElement.ownerDocument.body);
    // The popup's code may still be arriving (it loads on first need): a dialog of the same
    // name shows it is loading, then the form's dialog takes its place.
    await body.findByLabelText('Username');
    const dialog = within(await body.findByRole('dialog', { name: 'Log in' }));
    await userEvent.type(dialog.getByLabelText('Username'), 'demo');
    await userEvent.type(dialog.getByLabelText('Password', { selector: 'input' }), 'Demo@2026');
    await userEvent.click(dialog.getByRole('button', { name: 'Log in' }));
    await expect(await within(banner).findByText('demo', { exact: true })).toBeInTheDocument();
    await expect(await within(banner).findByText('10,000.00')).toBeInTheDocument();
  },
};

export const Member: Story = {
  parameters: {
    session: member,
    api: { balance: fn(async () => storyBalance(12345.6)) },
  },
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    const banner = within(canvas.getByRole('banner'));
    await expect(banner.getByText('demo', { exact: true })).toBeInTheDocument();
    await expect(banner.getByText('10,000.00')).toBeInTheDocument();
    await expect(banner.queryByRole('link', { name: 'Agent centre' })).toBeNull();

    await step('the balance can be masked and shown again', async () => {
      await userEvent.click(banner.getByRole('button', { name: 'Hide balance' }));
      await expect(banner.queryByText('10,000.00')).toBeNull();
      await userEvent.click(banner.getByRole('button', { name: 'Show balance' }));
      await expect(banner.getByText('10,000.00')).toBeInTheDocument();
    });

    await step('refresh loads the balance again', async () => {
      await userEvent.click(banner.getByRole('button', { name: 'Refresh balance' }));
      await expect(await banner.findByText('12,345.60')).toBeInTheDocument();
    });

    await step('log out asks for confirmation first', async () => {
      await userEvent.click(banner.getByRole('button', { name: 'Log out' }));
      const confirm = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
        name: 'Log out',
      });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
      await waitFor(() =>
        expect(banner.getByRole('button', { name: 'Log in' })).toBeInTheDocument(),
      );
    });
  },
};

export const BalanceLoading: Story = {
  parameters: {
    session: { ...member, balance: storyBalance(10000) },
    api: { balance: fn(() => new Promise<never>(() => undefined)) },
  },
  play: async ({ canvas, userEvent }) => {
    const banner = within(canvas.getByRole('banner'));
    const refresh = banner.getByRole('button', { name: 'Refresh balance' });
    await userEvent.click(refresh);
    await waitFor(() => expect(refresh).toHaveAttribute('aria-busy', 'true'));
    await expect(refresh).toBeDisabled();
  },
};

export const Agent: Story = {
  parameters: { session: { ...member, memberInfo: storyMember(41) } },
  play: async ({ canvas }) => {
    const banner = within(canvas.getByRole('banner'));
    await expect(banner.getByRole('link', { name: 'Agent centre' })).toHaveAttribute(
      'href',
      '/agentHome',
    );
  },
};

export const MemberWithMessages: Story = {
  parameters: {
    session: member,
    api: { unreadCount: fn(async () => ({ unreadMessage: 3 })) },
  },
  play: async ({ canvas }) => {
    const banner = within(canvas.getByRole('banner'));
    await expect(
      await banner.findByRole('link', { name: 'Messages, 3 unread' }),
    ).toBeInTheDocument();
  },
};

export const TrialMemberWithoutMessages: Story = {
  parameters: {
    session: { ...member, memberInfo: storyMember(4) },
    api: { unreadCount: fn(async () => ({ unreadMessage: 3 })) },
  },
  play: async ({ canvas, parameters }) => {
    const banner = within(canvas.getByRole('banner'));
    await expect(banner.getByText('demo', { exact: true })).toBeInTheDocument();
    // Trial members do not ask for unread messages (portal-spec section 6).
    await expect(parameters.api.unreadCount).not.toHaveBeenCalled();
    await expect(banner.queryByRole('link', { name: /^Messages/ })).toBeNull();
  },
};
