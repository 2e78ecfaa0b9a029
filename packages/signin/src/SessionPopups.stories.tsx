import { ApiError } from '@portal/api-client';
import type { BannerGroup, SystemStatus, WhitelabelNode } from '@portal/contract';
import type { SessionPopup } from '@portal/session';
import { useModalTurn, useSessionPopup } from '@portal/session';
import { Modal } from '@portal/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useEffect, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { SessionPopups } from './SessionPopups.tsx';
import { registerRules } from './storyFixtures.ts';

const on = (...flags: string[]): WhitelabelNode[] => [
  {
    modId: 'COMM3',
    enabled: '1',
    childrenNodes: flags.map((modId) => ({ modId, enabled: '1', childrenNodes: [] })),
  },
];

const status = (...flags: string[]): SystemStatus => ({
  info: {
    whitelabel: on('USERNAMEREG3', ...flags),
    register: registerRules(),
    resources: {},
    domainRoute: [],
    mainDomain: 'example.com',
    analytics: { gtagId: '' },
    imageCDNs: [],
    launchGameCDNs: [],
  },
  location: { ip: '203.0.113.9', country: 'PH' },
  maintenance: { active: false, startsAt: null, endsAt: null, message: '' },
  regionRestriction: { active: false },
});

const loginValue = (userName: string) => ({
  token: `token-${userName}`,
  id: 7,
  userName,
  type: 0,
  firstTimeLogin: false,
  passwordExpired: false,
  forceChangePassword: false,
});

const member = {
  id: 7,
  account: 'weak',
  nickname: 'Weak',
  type: 0,
  regDate: '2026-01-01',
  mobile: '',
  email: '',
  currency: 'PHP',
  lastLoginAt: null,
  language: null,
};

/** Opens one popup as the header or a route would, then renders the session's popups. */
const Opened = ({
  popup,
  navigate,
  renderBanner,
}: {
  popup: SessionPopup;
  navigate: (path: string) => void;
  renderBanner?: (group: BannerGroup) => ReactNode;
}) => {
  const { show } = useSessionPopup();
  useEffect(() => show(popup), [show, popup]);
  return (
    <SessionPopups
      navigate={navigate}
      onDeposit={() => navigate('/deposit')}
      {...(renderBanner ? { renderBanner } : {})}
    />
  );
};

/** Stands in for the app's carousel: the session only places what it is given. */
const placeholderBanner = (group: BannerGroup) => (
  <section aria-label={`Banners ${group}`}>{group}</section>
);

const meta = {
  component: Opened,
  args: { popup: { name: 'login' }, navigate: fn() },
} satisfies Meta<typeof Opened>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const common = {
  memberInfo: async () => member,
  balance: async () => ({ sumBalance: '0.00', balance: [], currency: 'PHP', currencySymbol: '₱' }),
  countryCodes: async () => [],
};

export const WeakPasswordMustChange: Story = {
  parameters: {
    session: { systemStatus: status() },
    api: { ...common, login: async () => loginValue('weak') },
  },
  play: async ({ canvasElement, userEvent }) => {
    const login = within(await body(canvasElement).findByRole('dialog', { name: 'Log in' }));
    await userEvent.type(login.getByLabelText('Username'), 'weak');
    await userEvent.type(login.getByLabelText('Password', { selector: 'input' }), '123456');
    await userEvent.click(login.getByRole('button', { name: 'Log in' }));
    const change = within(
      await body(canvasElement).findByRole('dialog', { name: 'Change password' }),
    );
    await expect(change.getByLabelText('Username')).toHaveValue('weak');
    await expect(change.queryByLabelText('Old password', { selector: 'input' })).toBeNull();
  },
};

export const AgentPathGoesToAgentCentre: Story = {
  args: { popup: { name: 'login', agentPath: true } },
  parameters: {
    session: { systemStatus: status() },
    api: {
      ...common,
      login: fn(async (input: unknown) => {
        if ((input as { path?: string }).path !== 'agent') throw new Error('no agent path');
        return loginValue('agent');
      }),
    },
  },
  play: async ({ canvasElement, userEvent, args }) => {
    const login = within(await body(canvasElement).findByRole('dialog', { name: 'Log in' }));
    await userEvent.type(login.getByLabelText('Username'), 'agent');
    await userEvent.type(login.getByLabelText('Password', { selector: 'input' }), 'Agent@2026');
    await userEvent.click(login.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/agentHome'));
  },
};

export const NewAddressAsksForVerification: Story = {
  parameters: {
    session: { systemStatus: status() },
    api: {
      ...common,
      login: async () => {
        throw new ApiError('login.verification.required', undefined, 403, {
          verificationToken: 'pending',
          methods: ['email'],
          maskedEmail: 's***@example.com',
          expiresAt: '2099-01-01T00:00:00Z',
        });
      },
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const login = within(await body(canvasElement).findByRole('dialog', { name: 'Log in' }));
    await userEvent.type(login.getByLabelText('Username'), 'secure');
    await userEvent.type(login.getByLabelText('Password', { selector: 'input' }), 'Secure@2026');
    await userEvent.click(login.getByRole('button', { name: 'Log in' }));
    const verification = within(
      await body(canvasElement).findByRole('dialog', { name: 'Verification' }),
    );
    await expect(verification.getByText('The code goes to s***@example.com.')).toBeInTheDocument();
  },
};

export const RegisterShowsSuccess: Story = {
  args: { popup: { name: 'register' } },
  parameters: {
    session: { systemStatus: status() },
    api: { ...common, register: async () => loginValue('newplayer9') },
  },
  play: async ({ canvasElement, userEvent, args }) => {
    const register = within(await body(canvasElement).findByRole('dialog', { name: 'Register' }));
    await userEvent.type(register.getByLabelText('Username'), 'newplayer9');
    await userEvent.type(register.getByLabelText('Password', { selector: 'input' }), 'Secret@2026');
    await userEvent.type(
      register.getByLabelText('Confirm password', { selector: 'input' }),
      'Secret@2026',
    );
    await userEvent.click(register.getByRole('button', { name: 'Register' }));
    const success = within(
      await body(canvasElement).findByRole('dialog', { name: 'Registration successful' }),
    );
    await expect(success.getByText('newplayer9')).toBeInTheDocument();
    await expect(args.navigate).toHaveBeenCalledWith('/');
    await userEvent.click(success.getByRole('button', { name: 'Deposit now' }));
    await expect(args.navigate).toHaveBeenCalledWith('/deposit');
  },
};

export const LoginAndRegisterShowTheirBannerGroups: Story = {
  args: { renderBanner: placeholderBanner },
  parameters: { session: { systemStatus: status() }, api: common },
  play: async ({ canvasElement, userEvent }) => {
    const login = within(await body(canvasElement).findByRole('dialog', { name: 'Log in' }));
    await expect(login.getByRole('region', { name: 'Banners w_login' })).toBeInTheDocument();
    await userEvent.click(login.getByRole('button', { name: 'Register' }));
    const register = within(await body(canvasElement).findByRole('dialog', { name: 'Register' }));
    await expect(register.getByRole('region', { name: 'Banners w_register' })).toBeInTheDocument();
    await expect(register.queryByRole('region', { name: 'Banners w_login' })).toBeNull();
    await userEvent.click(register.getByRole('button', { name: 'Forgot password?' }));
    const forgot = within(
      await body(canvasElement).findByRole('dialog', { name: 'Forgot password' }),
    );
    await expect(forgot.getByRole('region', { name: 'Banners w_forget' })).toBeInTheDocument();
  },
};

export const RegisterSuccessShowsItsBannerGroup: Story = {
  args: { popup: { name: 'registerSuccess', account: 'newbie' }, renderBanner: placeholderBanner },
  parameters: { session: { systemStatus: status() }, api: common },
  play: async ({ canvasElement }) => {
    const success = within(
      await body(canvasElement).findByRole('dialog', { name: 'Registration successful' }),
    );
    await expect(success.getByRole('region', { name: 'Banners w_registered' })).toBeInTheDocument();
  },
};

/** Stands in for the home page's announcements: a popup the site opens by itself. */
const SiteAnnouncement = () => {
  const [open, setOpen] = useState(true);
  const turn = useModalTurn('announcements', open, 'announcement');
  return (
    <Modal name="announcements" title="Announcements" open={turn} onClose={() => setOpen(false)}>
      <p>Maintenance on Sunday.</p>
    </Modal>
  );
};

/**
 * The site's announcement opened beside `popup`: the popup (the dialog named `first`) shows
 * alone; once it is closed the announcement opens, still one dialog at a time.
 */
const announcementWaitsFor = (popup: SessionPopup, first: string): Story => ({
  args: { popup },
  parameters: { session: { systemStatus: status() }, api: common },
  render: (args) => (
    <>
      <SiteAnnouncement />
      <Opened {...args} />
    </>
  ),
  play: async ({ canvasElement, userEvent }) => {
    const page = body(canvasElement);
    const shown = await page.findByRole('dialog', { name: first });
    await expect(page.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.click(within(shown).getByRole('button', { name: 'Close' }));
    const announcement = await page.findByRole('dialog', { name: 'Announcements' });
    await waitFor(() => expect(announcement).toHaveTextContent('Maintenance on Sunday.'));
    await waitFor(() => expect(page.getAllByRole('dialog')).toHaveLength(1));
  },
});

/**
 * One modal at a time: the login a visitor was sent to shows alone, the site's announcement
 * waits behind it and opens once the login is closed (never two dialogs at once).
 */
export const AnnouncementWaitsForTheLogin: Story = announcementWaitsFor(
  { name: 'login' },
  'Log in',
);

/**
 * One modal at a time, the other case: a member who has just registered sees the success
 * dialog alone; the announcements the sign-in brings wait for it to close.
 */
export const AnnouncementWaitsForTheRegisterSuccess: Story = announcementWaitsFor(
  { name: 'registerSuccess', account: 'newbie' },
  'Registration successful',
);
