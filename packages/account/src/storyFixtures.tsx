import type { InboxMessage, MemberInfo, RgSettings } from '@portal/contract';
import { formatMoney } from '@portal/i18n';
import { storyMemberCny, storySession } from '@portal/session/story';
import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, type within } from 'storybook/test';

/** Stories of the member centre run inside a router at /member/<path>. */
export const atMemberPath =
  (path: string): Decorator =>
  (Story) => (
    <MemoryRouter initialEntries={[`/member/${path}`]}>
      <Routes>
        <Route path="/member/*" element={<Story />} />
        <Route path="/" element={<p>Home</p>} />
      </Routes>
    </MemoryRouter>
  );

export const storyMember: MemberInfo = storyMemberCny;

/** A signed-in member's session for `parameters.session`. */
export const memberSession = storySession(storyMember);

/** An answer that never comes: the Loading state. */
export const never = () => new Promise<never>(() => undefined);

export const storyMessages: InboxMessage[] = [
  {
    messageId: 3,
    source: 'platform',
    title: 'Deposit credited',
    body: 'Your deposit D20261120-7 of 100 is in your wallet.',
    notice: { kind: 'depositCredited', reference: 'D20261120-7', amount: '100' },
    sentAt: '2026-11-20T10:00:00.000Z',
    read: false,
  },
  {
    messageId: 2,
    source: 'staff',
    title: 'Maintenance tonight',
    body: 'From 02:00 to 03:00.',
    sentAt: '2026-11-19T09:00:00.000Z',
    read: true,
  },
];

export const storyRgSettings = (overrides: Partial<RgSettings> = {}): RgSettings => ({
  state: 'open',
  until: null,
  realityCheckMinutes: 30,
  limits: [
    { kind: 'depositDay', amount: '500', pending: null, used: '100' },
    {
      kind: 'depositWeek',
      amount: '1000',
      pending: { amount: '2000', effectiveAt: '2026-11-21T10:00:00.000Z', confirmable: false },
      used: '300',
    },
    { kind: 'depositMonth', amount: null, pending: null, used: '300' },
    { kind: 'lossDay', amount: '200', pending: null, used: '12.5' },
    { kind: 'lossWeek', amount: null, pending: null, used: '40' },
    { kind: 'lossMonth', amount: null, pending: null, used: '40' },
  ],
  ...overrides,
});

/**
 * A member-centre screen's story meta, beside its component: routed at /member/<path>, signed
 * in as the story member, the api answering `api` (spread into the meta).
 */
export const memberScreen = (path: string, api: Record<string, unknown> = {}) => ({
  decorators: [atMemberPath(path)],
  parameters: { session: memberSession, api },
});

/**
 * A records screen's first check: once its answer is drawn, a table part of this `role` ("cell",
 * "rowheader") shows each of `names`.
 */
export const showsAll =
  (role: 'cell' | 'rowheader', names: readonly string[]) =>
  async ({ canvas }: { canvas: ReturnType<typeof within> }) => {
    for (const name of names) {
      await expect(await canvas.findByRole(role, { name })).toBeInTheDocument();
    }
  };

/**
 * An amount as the story's brand (`loaded.brand`, the brand toolbar's) writes it in English:
 * the story tests run in every demo brand, two places for yuan and pesos, none for dong. The
 * stories' amounts are whole, so one check holds in each.
 */
export const shownIn = (loaded: { brand?: { currency: string } }, amount: string): string =>
  formatMoney(amount, loaded.brand?.currency ?? 'CNY', 'EN');
