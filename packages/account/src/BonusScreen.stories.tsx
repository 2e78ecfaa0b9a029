import type { BonusRecord } from '@portal/contract';
import { callStateStories } from '@portal/session/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BonusScreen } from './BonusScreen.tsx';
import { atMemberPath, memberSession, shownIn } from './storyFixtures.tsx';

const record = (bonusId: string, title: string, more: Partial<BonusRecord>): BonusRecord => ({
  bonusId,
  title,
  amount: '100',
  turnoverRequired: '3000',
  grantedAt: '2026-11-18T08:00:00.000Z',
  promotionId: 1,
  wageringProgress: '750',
  wageringLeft: '2250',
  status: 'active',
  expiresAt: '2026-12-18T08:00:00.000Z',
  endedAt: null,
  reason: null,
  ...more,
});

/** One grant of each status. */
const records: BonusRecord[] = [
  record('b-1', 'Welcome bonus', {}),
  record('b-2', 'Weekly reload', {
    promotionId: 2,
    wageringProgress: '3000',
    wageringLeft: '0',
    status: 'completed',
    endedAt: '2026-11-20T08:00:00.000Z',
  }),
  record('b-3', 'Lucky week', {
    promotionId: 3,
    wageringLeft: '0',
    status: 'forfeited',
    endedAt: '2026-11-21T08:00:00.000Z',
    reason: 'Duplicate account',
  }),
  record('b-4', 'Old reload', { promotionId: 4, wageringLeft: '0', status: 'expired' }),
  record('b-5', 'Given back', { promotionId: 5, wageringLeft: '0', status: 'cancelled' }),
];

const meta = {
  component: BonusScreen,
  decorators: [atMemberPath('bonus')],
  parameters: {
    session: memberSession,
    api: {
      bonusRecords: async () => ({ content: records, pageNum: 1, totalPages: 1 }),
    },
  },
  // Phone first, as members read their bonuses.
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof BonusScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A VIP level's gift beside a grant: named by its level, no promotion to open, no wagering
 * (nothing left), completed when paid.
 */
export const WithVipGift: Story = {
  parameters: {
    api: {
      bonusRecords: async () => ({
        content: [
          record('vip-gift:41', 'VIP2', {
            amount: '38',
            promotionId: 0,
            turnoverRequired: '0',
            wageringProgress: '0',
            wageringLeft: '0',
            status: 'completed',
            expiresAt: null,
            endedAt: '2026-11-18T08:00:00.000Z',
            source: 'vipGift',
            vipLevel: 2,
          }),
          record('b-1', 'Welcome bonus', { source: 'promotion' }),
        ],
        pageNum: 1,
        totalPages: 1,
      }),
    },
  },
  play: async ({ loaded, canvas }) => {
    const gift = await canvas.findByRole('row', { name: /VIP gift: VIP2/ });
    await expect(gift).toHaveTextContent(shownIn(loaded, '38'));
    await expect(gift).toHaveTextContent('Completed');
    await expect(canvas.queryByRole('link', { name: /VIP2/ })).toBeNull();
    await expect(canvas.queryByRole('progressbar', { name: /VIP2/ })).toBeNull();
    // The grant beside it keeps its link and its wagering.
    await expect(canvas.getByRole('link', { name: 'Welcome bonus' })).toBeVisible();
    await expect(
      canvas.getByRole('progressbar', { name: 'Wagering progress of Welcome bonus' }),
    ).toBeVisible();
  },
};

/** Every grant with its wagering and status; the running one shows what is left, a forfeit why. */
export const EveryStatus: Story = {
  play: async ({ loaded, canvas }) => {
    const welcome = await canvas.findByRole('row', { name: /Welcome bonus/ });
    await expect(
      canvas.getByRole('progressbar', { name: 'Wagering progress of Welcome bonus' }),
    ).toHaveAttribute('aria-valuenow', '25');
    await expect(welcome).toHaveTextContent(
      `${shownIn(loaded, '750')} of ${shownIn(loaded, '3000')}`,
    );
    await expect(welcome).toHaveTextContent(shownIn(loaded, '2250'));
    await expect(welcome).toHaveTextContent('Wagering');
    await expect(
      canvas.getByRole('progressbar', { name: 'Wagering progress of Weekly reload' }),
    ).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByRole('row', { name: /Weekly reload/ })).toHaveTextContent('Completed');
    await expect(canvas.getByRole('row', { name: /Lucky week/ })).toHaveTextContent(
      'Forfeited: Duplicate account',
    );
    await expect(canvas.getByRole('row', { name: /Old reload/ })).toHaveTextContent('Expired');
    await expect(canvas.getByRole('row', { name: /Given back/ })).toHaveTextContent('Given up');
    await expect(canvas.getByRole('link', { name: 'Welcome bonus' })).toHaveAttribute(
      'href',
      '/promotions/1',
    );
  },
};

const states = callStateStories('bonusRecords', {
  empty: { content: [], pageNum: 1, totalPages: 1 },
  says: 'No records for this period.',
});

export const Empty: Story = states.Empty;

export const Loading: Story = states.Loading;

export const Failed: Story = states.Failed;
