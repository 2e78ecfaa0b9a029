import type { LoginInfo } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  shownIn,
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
  balance: storyBalance('10000'),
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
      balance: fn(async () => storyBalance('10000')),
    },
  },
  play: async ({ loaded, canvas, canvasElement, userEvent }) => {
    const banner = canvas.getByRole('banner');
    await userEvent.click(within(banner).getByRole('button', { name: 'Log in' }));
    const body = within(canvasElement.ownerDocument.body);
    // The popup's code may still be arriving (it loads on first need): a dialog of the same
    // name shows it is loading, then the form's dialog takes its place. In the story run the
    // chunk is transformed on first request, which on a loaded machine takes seconds, so the
    // wait for the form is bounded by that, not by findBy's default second; once there, the
    // form's dialog must also have faded in before a key is typed into it.
    await body.findByLabelText('Username', {}, { timeout: 15_000 });
    const opened = await body.findByRole('dialog', { name: 'Log in' });
    await waitFor(() => expect(opened).toBeVisible());
    const dialog = within(opened);
    await userEvent.type(dialog.getByLabelText('Username'), 'demo');
    await userEvent.type(dialog.getByLabelText('Password', { selector: 'input' }), 'Demo@2026');
    await userEvent.click(dialog.getByRole('button', { name: 'Log in' }));
    await expect(await within(banner).findByText('demo', { exact: true })).toBeInTheDocument();
    await expect(await within(banner).findByText(shownIn(loaded, '10000'))).toBeInTheDocument();
  },
};

export const Member: Story = {
  parameters: {
    session: member,
    api: { balance: fn(async () => storyBalance('12345')) },
  },
  play: async ({ loaded, canvas, canvasElement, userEvent, step }) => {
    const banner = within(canvas.getByRole('banner'));
    await expect(banner.getByText('demo', { exact: true })).toBeInTheDocument();
    await expect(banner.getByText(shownIn(loaded, '10000'))).toBeInTheDocument();
    await expect(banner.queryByRole('link', { name: 'Agent centre' })).toBeNull();

    await step('the balance can be masked and shown again', async () => {
      await userEvent.click(banner.getByRole('button', { name: 'Hide balance' }));
      await expect(banner.queryByText(shownIn(loaded, '10000'))).toBeNull();
      await userEvent.click(banner.getByRole('button', { name: 'Show balance' }));
      await expect(banner.getByText(shownIn(loaded, '10000'))).toBeInTheDocument();
    });

    await step('refresh loads the balance again', async () => {
      await userEvent.click(banner.getByRole('button', { name: 'Refresh balance' }));
      await expect(await banner.findByText(shownIn(loaded, '12345'))).toBeInTheDocument();
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
    session: { ...member, balance: storyBalance('10000') },
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

const counters = (more: Partial<LoginInfo> = {}): LoginInfo => ({
  lastLoginAt: null,
  lastLoginIp: null,
  loginIp: '203.0.113.42',
  unreadMessage: 0,
  availablePromoCount: 2,
  hasVip: true,
  vipLabelName: 'Gold',
  vipRankLevel: 3,
  ...more,
});

/** The VIP level and the promotions the member can act on, leading to the reward centre. */
export const MemberWithCounters: Story = {
  parameters: {
    session: { ...member, systemStatus: storySystemStatus({ promotions: true }) },
    api: { loginInfo: fn(async () => counters()) },
  },
  play: async ({ canvas }) => {
    const banner = within(canvas.getByRole('banner'));
    await expect(await banner.findByText('VIP level 3 (Gold)')).toBeInTheDocument();
    const rewards = banner.getByRole('link', { name: 'Rewards 2' });
    await expect(rewards).toHaveAttribute('href', '/promotions?tab=rewards');
    await expect(rewards).toHaveAccessibleDescription('Rewards, promotions to act on: 2');
  },
};

/** No VIP level yet, nothing to act on, and a brand without promotions: nothing extra shows. */
export const MemberWithoutCounters: Story = {
  parameters: {
    session: member,
    api: {
      loginInfo: fn(async () =>
        counters({ hasVip: false, vipLabelName: null, vipRankLevel: null, availablePromoCount: 0 }),
      ),
    },
  },
  play: async ({ canvas, parameters }) => {
    const banner = within(canvas.getByRole('banner'));
    await waitFor(() => expect(parameters.api.loginInfo).toHaveBeenCalled());
    await expect(banner.queryByText(/^VIP/)).toBeNull();
    await expect(banner.queryByRole('link', { name: /^Rewards/ })).toBeNull();
  },
};

const phone = { viewport: { value: 'phone' } };

/** The widths a phone header must fit without wrapping or scrolling sideways. */
const expectOneRow = async (banner: HTMLElement, items: HTMLElement[]) => {
  const tops = items.map((item) => Math.round(item.getBoundingClientRect().top));
  await expect(new Set(tops).size).toBe(1);
  await expect(banner.scrollWidth).toBeLessThanOrEqual(banner.clientWidth);
  for (const item of items) {
    const box = item.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(box.height).toBeGreaterThanOrEqual(44);
  }
};

export const PhoneVisitor: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('banner');
    const header = within(banner);
    await expectOneRow(banner, [
      header.getByRole('button', { name: 'Site menu' }),
      header.getByRole('button', { name: 'Log in' }),
      header.getByRole('button', { name: 'Register' }),
    ]);
    // The welcome line and the language go to the drawer on a phone.
    await expect(header.queryByText(/^Welcome to /)).not.toBeVisible();
    await expect(header.queryByRole('combobox', { name: 'Language' })).toBeNull();
    // The categories scroll within their own bar.
    const categories = header.getByRole('navigation', { name: 'Games' });
    const list = categories.querySelector('ul');
    await expect(list && getComputedStyle(list).overflowX).toBe('auto');
  },
};

export const PhoneMember: Story = {
  globals: phone,
  parameters: { session: member },
  play: async ({ loaded, canvas }) => {
    const banner = canvas.getByRole('banner');
    const header = within(banner);
    await expect(header.getByText(shownIn(loaded, '10000'))).toBeVisible();
    await expectOneRow(banner, [
      header.getByRole('button', { name: 'Site menu' }),
      header.getByRole('button', { name: 'Hide balance' }),
      header.getByRole('button', { name: 'Refresh balance' }),
    ]);
    await expect(header.queryByRole('link', { name: 'Withdraw' })).toBeNull();
    await expect(header.queryByRole('button', { name: 'Log out' })).toBeNull();
  },
};

export const PhoneMemberLogsOutFromTheDrawer: Story = {
  globals: phone,
  parameters: { session: member },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const banner = within(canvas.getByRole('banner'));
    await userEvent.click(banner.getByRole('button', { name: 'Site menu' }));
    const drawer = within(await body.findByRole('dialog', { name: 'Site menu' }));
    await expect(drawer.getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
      'href',
      '/member/withdraw',
    );
    await userEvent.click(drawer.getByRole('button', { name: 'Log out' }));
    const confirm = await body.findByRole('dialog', { name: 'Log out' });
    // A popup on a phone is a full-height sheet.
    await waitFor(async () => {
      const box = confirm.getBoundingClientRect();
      await expect(box.width).toBe(window.innerWidth);
      await expect(box.height).toBe(window.innerHeight);
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(banner.getByRole('button', { name: 'Log in' })).toBeInTheDocument());
  },
};

export const PhoneLoginSheet: Story = {
  globals: phone,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(
      within(canvas.getByRole('banner')).getByRole('button', { name: 'Log in' }),
    );
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Log in',
    });
    await waitFor(async () => {
      const box = dialog.getBoundingClientRect();
      await expect(box.top).toBe(0);
      await expect(box.width).toBe(window.innerWidth);
      await expect(box.height).toBe(window.innerHeight);
    });
  },
};

export const PhoneRightToLeft: Story = {
  globals: { ...phone, language: 'UR' },
  parameters: { session: member },
  play: async ({ canvas }) => {
    const banner = within(canvas.getByRole('banner'));
    const menu = banner.getByRole('button', { name: 'سائٹ مینو' });
    // The menu button leads the row: at the right edge in Urdu.
    await expect(menu.getBoundingClientRect().right).toBeGreaterThan(window.innerWidth - 60);
  },
};
