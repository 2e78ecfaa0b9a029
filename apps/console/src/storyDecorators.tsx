/**
 * Story helpers for the console: its own theme, its own catalogue (English), a fresh query
 * cache and a scripted staff client per story, and a router in memory. Imported by stories
 * only, never by the app.
 */
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { ApiError, type StaffClient } from '@portal/api-client';
import type {
  AuditEntry,
  MemberDetail,
  MemberRow,
  StaffMember,
  StaffSession,
} from '@portal/contract';
import { BET_STATUS, ROLE_PERMISSIONS, type StaffRole } from '@portal/contract';
import { ThemeProvider } from '@portal/ui-kit';
import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StaffApiProvider } from './api/StaffApi.tsx';
import { loadConsoleLocale } from './i18n/consoleI18n.ts';
import { staffSessionKey } from './session/queries.ts';
import { consoleTheme } from './theme.ts';

/** The console's catalogue, separate from the portal's the Storybook toolbar drives. */
const consoleI18n = setupI18n();
export const loadConsoleCatalogue = async (): Promise<Record<string, never>> => {
  await loadConsoleLocale('en', consoleI18n);
  return {};
};

/** Answers by call name; a call without an answer fails as the server would for a gap. */
export type StaffAnswers = Partial<Record<string, (input: unknown) => Promise<unknown>>>;
export const scriptedClient = (answers: StaffAnswers): StaffClient => ({
  call: (async (name: string, input: unknown) => {
    const answer = answers[name];
    if (!answer) throw new ApiError('not.found', undefined, 404);
    return answer(input);
  }) as StaffClient['call'],
});

export const storyStaff = (role: StaffRole, merchantCode: string | null = null): StaffMember => ({
  id: 7,
  username: role,
  displayName: `Demo ${role}`,
  role,
  merchantCode,
  permissions: [...ROLE_PERMISSIONS[role]],
});

export const storySession = (role: StaffRole): StaffSession => ({
  staff: storyStaff(role),
  csrfToken: 'story-csrf',
});

export const ConsoleStoryProviders = ({
  answers,
  session,
  path = '/',
  route = '*',
  children,
}: {
  answers: StaffAnswers;
  session?: StaffSession | null;
  path?: string;
  route?: string;
  children: ReactNode;
}) => {
  const [client] = useState(() => {
    const created = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    if (session !== undefined) created.setQueryData(staffSessionKey, session);
    return created;
  });
  const [api] = useState(() => scriptedClient(answers));
  return (
    <ThemeProvider theme={consoleTheme}>
      <I18nProvider i18n={consoleI18n}>
        <QueryClientProvider client={client}>
          <StaffApiProvider client={api}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path={route} element={children} />
              </Routes>
            </MemoryRouter>
          </StaffApiProvider>
        </QueryClientProvider>
      </I18nProvider>
    </ThemeProvider>
  );
};

/** Wraps a story in the console's providers; `parameters.staff` scripts the calls. */
export const withConsole: Decorator = (Story, { parameters, id }) => {
  const staff = (parameters.staff ?? {}) as {
    answers?: StaffAnswers;
    session?: StaffSession | null;
    path?: string;
    route?: string;
  };
  return (
    <ConsoleStoryProviders
      key={id}
      answers={staff.answers ?? {}}
      session={staff.session}
      path={staff.path}
      route={staff.route}
    >
      <Story />
    </ConsoleStoryProviders>
  );
};

export const storyMembers: MemberRow[] = [
  {
    id: 1,
    merchantCode: 'SR77',
    username: 'demo',
    nickname: 'Demo Player',
    mobile: '',
    email: '',
    type: 0,
    createdAt: '2026-11-01T08:00:00.000Z',
    lastLoginAt: '2026-11-23T09:30:00.000Z',
    lastLoginIp: '203.0.113.7',
    locked: false,
  },
  {
    id: 5,
    merchantCode: 'SR77',
    username: 'secure',
    nickname: 'Secure Player',
    mobile: '13800138000',
    email: 'secure@example.com',
    type: 0,
    createdAt: '2026-11-02T08:00:00.000Z',
    lastLoginAt: null,
    lastLoginIp: null,
    locked: true,
  },
];

export const storyMemberDetail = (locked = false): MemberDetail => ({
  profile: {
    ...(storyMembers[0] as MemberRow),
    locked,
    countryDialingCode: '63',
    language: 'EN',
    registerIp: '203.0.113.7',
    lockedAt: locked ? '2026-11-23T10:00:00.000Z' : null,
    lockReason: locked ? 'Suspected account sharing' : null,
  },
  wallets: [{ code: 'member:1:main', currency: 'PHP', balance: '10000.00' }],
  ledger: [
    {
      transactionId: '3',
      kind: 'opening_balance',
      amount: '10000.00',
      currency: 'PHP',
      at: '2026-11-01T08:00:00.000Z',
    },
  ],
  rounds: [
    {
      transactionId: 'r-1',
      vendor: 'DEMO',
      bet: '10.00',
      win: '25.00',
      status: 'settled',
      at: '2026-11-22T12:00:00.000Z',
    },
  ],
  lotteryOrders: [
    {
      id: 31,
      gameCode: 'K31M',
      numero: '20261122-0721',
      play: 'K3.sum',
      amount: '12.00',
      payout: '0.00',
      status: BET_STATUS.voidRefunded,
      at: '2026-11-22T12:01:00.000Z',
    },
  ],
  devices: [
    {
      deviceId: 'web-1f2e',
      firstSeenAt: '2026-11-01T08:00:00.000Z',
      lastSeenAt: '2026-11-23T09:30:00.000Z',
      address: '203.0.113.7',
    },
  ],
  notes: [
    {
      id: 1,
      text: 'Asked about the weekly bonus',
      author: 'support',
      at: '2026-11-20T10:00:00.000Z',
    },
  ],
  adjustments: [
    {
      id: 12,
      merchantCode: 'SR77',
      memberId: 1,
      memberUsername: 'demo',
      direction: 'credit',
      amount: '50.00',
      currency: 'PHP',
      reason: 'Goodwill',
      status: 'pending',
      requestedBy: 'finance',
      requestedAt: '2026-11-23T09:00:00.000Z',
      decidedBy: null,
      decidedAt: null,
      decisionReason: null,
      transactionId: null,
    },
  ],
  responsibleGaming: {
    state: 'timedOut',
    until: '2026-11-24T10:00:00.000Z',
    limits: [
      { kind: 'depositDay', amount: '500', pending: null, used: '120' },
      {
        kind: 'lossWeek',
        amount: '1000',
        pending: { amount: null, effectiveAt: '2026-11-24T09:00:00.000Z', confirmable: false },
        used: '80',
      },
      { kind: 'depositMonth', amount: null, pending: null, used: '0' },
    ],
    realityCheckMinutes: 30,
  },
  cards: [{ cardId: 7, bankName: 'ICBC', accountMasked: '**** **** 7777', payee: 'Pat Player' }],
});

export const storyAudit: AuditEntry[] = [
  {
    id: 2,
    at: '2026-11-23T10:00:00.000Z',
    staffId: 3,
    staffUsername: 'risk',
    role: 'risk',
    merchantCode: 'SR77',
    action: 'member.lock',
    targetType: 'member',
    targetId: '1',
    before: { locked: false },
    after: { locked: true, reason: 'Suspected account sharing' },
    address: '10.0.0.4',
  },
  {
    id: 1,
    at: '2026-11-23T09:58:00.000Z',
    staffId: 3,
    staffUsername: 'risk',
    role: 'risk',
    merchantCode: null,
    action: 'staff.signIn',
    targetType: 'staff',
    targetId: '3',
    before: null,
    after: { method: 'totp' },
    address: '10.0.0.4',
  },
];

export const page = <T,>(content: T[], totalPages = 1) => ({
  content,
  pageNum: 1,
  totalPages,
  total: content.length,
});

/** What a desk shows when the server refuses its role: the catalogue's message. */
const saysRefused = async ({ canvas }: { canvas: ReturnType<typeof within> }) => {
  await expect(await canvas.findByRole('alert')).toHaveTextContent(
    'Your role does not allow this action.',
  );
};

/**
 * The state every desk has: its role lacks the permission, so the server refuses the call and
 * the desk shows the catalogue's message. `others` answers the desk's other calls.
 */
export const refusedStory = (call: string, others: StaffAnswers = {}) => ({
  parameters: {
    staff: {
      answers: {
        ...others,
        [call]: async () => {
          throw new ApiError('staff.permission.denied', undefined, 403);
        },
      },
    },
  },
  play: saysRefused,
});

/**
 * The two states of a part drawn from a query it is given (a table, a review queue): the
 * server refused the role, and the answer has not come yet.
 */
export const queryStateStories = {
  Failed: {
    args: {
      query: {
        data: undefined,
        error: new ApiError('staff.permission.denied', undefined, 403),
        isPending: false,
      },
    },
    play: saysRefused,
  },
  Loading: {
    args: { query: { data: undefined, error: null, isPending: true } },
    play: async ({ canvas }: { canvas: ReturnType<typeof within> }) => {
      await expect(await canvas.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    },
  },
};

/** The state every desk has while the server has not answered `calls` yet. */
export const loadingStory = (calls: readonly string[], others: StaffAnswers = {}) => ({
  parameters: {
    staff: {
      answers: {
        ...others,
        ...Object.fromEntries(calls.map((call) => [call, () => new Promise(() => undefined)])),
      },
    },
  },
  play: async ({ canvas }: { canvas: ReturnType<typeof within> }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading' })).toBeVisible();
  },
});

/**
 * What a desk's story meta holds beside its component: the console's providers and
 * catalogue (spread into the meta, which Storybook needs written as an object).
 */
export const deskStories = { decorators: [withConsole], loaders: [loadConsoleCatalogue] };

/** The story's `parameters` when the staff client answers these calls (and nothing else). */
export const answering = (answers: StaffAnswers) => ({ staff: { answers } });

/** An answer that also keeps each input it was asked with, for the play to check. */
export const recording =
  (asked: unknown[], answer: (input: unknown) => Promise<unknown>) => (input: unknown) => {
    asked.push(input);
    return answer(input);
  };

/**
 * A list desk's main story: `call` answers `rows` over `totalPages` pages; the play gets the
 * list's table (found by its name) and every filter the screen sent to the server.
 */
export const listStory = (
  call: string,
  rows: unknown[],
  totalPages: number,
  table: string,
  play: (list: {
    canvas: ReturnType<typeof within>;
    table: HTMLElement;
    asked: unknown[];
  }) => Promise<void>,
) => {
  const asked: unknown[] = [];
  return {
    parameters: answering({ [call]: recording(asked, async () => page(rows, totalPages)) }),
    play: async ({ canvas }: { canvas: ReturnType<typeof within> }) =>
      play({ canvas, asked, table: await canvas.findByRole('table', { name: table }) }),
  };
};

/** A list desk whose `call` answers no rows: the story checks the desk says `says`. */
export const emptyListStory = (call: string, says: string) => ({
  parameters: answering({ [call]: async () => page([]) }),
  play: async ({ canvas }: { canvas: ReturnType<typeof within> }) => {
    await expect(await canvas.findByText(says)).toBeVisible();
  },
});

/**
 * The open dialog, once it is shown. The modal fades in after its open delay: a click found
 * before then falls on nothing, or on a form that is drawn again once it has opened (the flake
 * of the console's dialog stories on a loaded machine). Every console story that acts inside a
 * dialog finds it here, so none clicks before it is visible.
 */
export const openedDialog = async (options?: { name?: string | RegExp }): Promise<HTMLElement> => {
  const dialog = await within(document.body).findByRole('dialog', options);
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};

/**
 * A decision a reason goes with: pressing `confirm` with no reason (or with `tooShort` written)
 * is refused with the rule's message and sends nothing; once `reason` is written, the press
 * goes through. The play then checks what `sent` received.
 */
export const reasonRequired = async (
  dialog: HTMLElement,
  {
    confirm,
    sent,
    reason,
    tooShort,
  }: { confirm: string; sent: readonly unknown[]; reason: string; tooShort?: string },
) => {
  const inDialog = within(dialog);
  const reasonField = () => inDialog.getByRole('textbox', { name: 'Reason' });
  const press = () => userEvent.click(inDialog.getByRole('button', { name: confirm }));
  if (tooShort) await userEvent.type(reasonField(), tooShort);
  await press();
  await expect(await inDialog.findByText('Give a reason of at least 3 characters.')).toBeVisible();
  await expect(sent).toHaveLength(0);
  await userEvent.type(reasonField(), reason);
  await press();
};

/** An answer refusing the call with the catalogue's `code` (and the HTTP `status`). */
export const refusing = (code: string, status: number) => async () => {
  throw new ApiError(code, undefined, status);
};

/** Presses `button` (waiting until it is drawn) and returns the dialog it opens, named `name`. */
export const dialogFrom = async (canvas: StoryCanvas, button: string, name: string) => {
  await userEvent.click(await canvas.findByRole('button', { name: button }));
  return openedDialog({ name });
};

/**
 * A decision the server refuses: `button` opens the `dialog`, `confirm` (after the `reason`,
 * where the dialog asks one) is answered with a refusal, and the dialog stays open saying `says`.
 */
export const refusedInDialog = async (
  canvas: StoryCanvas,
  {
    button,
    dialog: name,
    confirm,
    says,
    reason,
  }: { button: string; dialog: string; confirm: string; says: string; reason?: string },
) => {
  const dialog = await dialogFrom(canvas, button, name);
  if (reason !== undefined) {
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), reason);
  }
  await userEvent.click(within(dialog).getByRole('button', { name: confirm }));
  await expect(await within(dialog).findByRole('alert')).toHaveTextContent(says);
};

type StoryCanvas = ReturnType<typeof within>;
/** Two parts of a screen whose places depend on the width (found once the screen has drawn). */
type TwoParts = (canvas: StoryCanvas) => Promise<readonly Element[]>;

/** The two parts a screen shows under these two headings. */
export const twoHeadings =
  (first: string, second: string): TwoParts =>
  async (canvas) => [
    await canvas.findByRole('heading', { name: first }),
    canvas.getByRole('heading', { name: second }),
  ];

/** At phone width the two parts stand one above the other, and the page stays within the phone. */
export const stackedOnPhone = (parts: TwoParts) => ({
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }: { canvas: StoryCanvas }) => {
    const [first, second] = (await parts(canvas)).map((part) => part.getBoundingClientRect());
    await expect(second?.left).toBe(first?.left);
    await expect(second?.top).toBeGreaterThan(first?.bottom ?? Number.POSITIVE_INFINITY);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});

/** At desktop width the same two parts share a row. */
export const sideBySideOnDesktop = (parts: TwoParts) => ({
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }: { canvas: StoryCanvas }) => {
    const [first, second] = (await parts(canvas)).map((part) => part.getBoundingClientRect());
    await expect(second?.top).toBe(first?.top);
    await expect(second?.left).toBeGreaterThan(first?.right ?? Number.POSITIVE_INFINITY);
  },
});

/**
 * A story of a decision the server refuses: `parameters` draw the desk and refuse the decision
 * (see `refusing`); the play is refusedInDialog's `steps`.
 */
export const refusedDecisionStory = (
  parameters: ReturnType<typeof answering>,
  steps: Parameters<typeof refusedInDialog>[1],
) => ({
  parameters,
  play: ({ canvas }: { canvas: StoryCanvas }) => refusedInDialog(canvas, steps),
});
