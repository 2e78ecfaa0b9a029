import type { Promotion } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { promotion, shownIn } from './storyFixtures.tsx';
import { TermsSummary } from './TermsSummary.tsx';

const EVERYONE = { members: true, agents: true, vipLevels: [], newMembersOnly: false };

const WAGERING = {
  multipleMille: 30_000,
  includeDeposit: false,
  weightsBp: { RNG: 10_000, LIVE: 5_000 },
  maxBet: '50',
  expiryDays: 7,
};

const of = (kind: Promotion['kind'], more: Partial<Promotion>): Promotion =>
  promotion(1, 'A promotion', 'join', { kind, promotionType: kind, audience: EVERYONE, ...more });

const meta = {
  component: TermsSummary,
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof TermsSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

const lines = async (canvas: { findByRole: (role: string, o: object) => Promise<HTMLElement> }) =>
  (await canvas.findByRole('region', { name: 'Summary of the terms' })).textContent ?? '';

/** A first-deposit match with its cap, minimum, joining first, and wagering on bonus and deposit. */
export const DepositBonus: Story = {
  args: {
    promotion: of('depositBonus', {
      endsAt: '2026-12-31T00:00:00.000Z',
      audience: { ...EVERYONE, agents: false, newMembersOnly: true },
      terms: {
        deposit: { which: 'first', percentBp: 10_000, maxBonus: '1000', minDeposit: '50' },
        wagering: { ...WAGERING, includeDeposit: true },
        oneGrantPerHousehold: true,
      },
    }),
  },
  play: async ({ loaded, canvas }) => {
    const text = await lines(canvas);
    await expect(text).toContain('Kind of promotion: Deposit bonus');
    await expect(text).toContain('Runs from Nov 1, 2026 to Dec 31, 2026');
    await expect(text).toContain('Open to members');
    await expect(text).toContain('New members only');
    await expect(text).toContain(`100% of your first deposit, up to ${shownIn(loaded, '1000')}`);
    await expect(text).toContain(`Minimum deposit: ${shownIn(loaded, '50')}`);
    await expect(text).toContain('Join before you deposit');
    await expect(text).toContain('Wagering: 30 times the bonus and the deposit');
    await expect(text).toContain('Bets that count: Live casino 50%, Slots 100%');
    await expect(text).toContain(`Maximum bet while wagering: ${shownIn(loaded, '50')}`);
    await expect(text).toContain('Days to meet the wagering before it expires: 7');
    await expect(text).toContain('One grant per household');
  },
};

/** A reload: a share of each deposit, credited without joining, wagering on the bonus only. */
export const ReloadBonus: Story = {
  args: {
    promotion: of('depositBonus', {
      terms: {
        deposit: { which: 'each', percentBp: 2_050, maxBonus: '300', automatic: true },
        wagering: WAGERING,
      },
    }),
  },
  play: async ({ loaded, canvas }) => {
    const text = await lines(canvas);
    await expect(text).toContain(`20.5% of each deposit, up to ${shownIn(loaded, '300')}`);
    await expect(text).toContain('Credited automatically when you deposit');
    await expect(text).toContain('Wagering: 30 times the bonus');
    await expect(text).not.toContain('and the deposit');
    await expect(text).not.toContain('One grant per household');
  },
};

/** The daily rebate: rates by category, a VIP level's own, and the daily cap. */
export const DailyRebate: Story = {
  args: {
    promotion: of('dailyRebate', {
      terms: {
        rebate: {
          ratesBp: { RNG: 120, LIVE: 80, LOTT: 100 },
          vipRatesBp: { '3': { RNG: 150, LIVE: 100 } },
          dailyCap: '2000',
        },
      },
    }),
  },
  play: async ({ loaded, canvas }) => {
    const text = await lines(canvas);
    await expect(text).toContain('Kind of promotion: Daily rebate');
    await expect(text).toContain('Open to members and agents');
    await expect(text).toContain(
      'Daily rebate on valid bets: Live casino 0.8%, Lottery 1%, Slots 1.2%',
    );
    await expect(text).toContain('Rates for VIP level 3: Live casino 1%, Slots 1.5%');
    await expect(text).toContain(`At most ${shownIn(loaded, '2000')} a day`);
    await expect(text).not.toContain('Wagering');
  },
};

/** A fixed reward (an application, a referral, a Zalo or WhatsApp bonus) for some VIP levels. */
export const FixedReward: Story = {
  args: {
    promotion: of('application', {
      audience: { ...EVERYONE, agents: false, vipLevels: [2, 3] },
      terms: { reward: '58', wagering: { ...WAGERING, multipleMille: 1_500, maxBet: null } },
    }),
  },
  play: async ({ loaded, canvas }) => {
    const text = await lines(canvas);
    await expect(text).toContain('Kind of promotion: Reward on application');
    await expect(text).toContain('VIP levels: 2, 3');
    await expect(text).toContain(`Reward: ${shownIn(loaded, '58')}`);
    await expect(text).toContain('Wagering: 1.5 times the bonus');
    await expect(text).not.toContain('Maximum bet');
  },
};

/** The VIP week: points multiplied, no money and so no wagering. */
export const VipWeek: Story = {
  args: { promotion: of('vipWeek', { terms: { pointsMultiplier: 2 } }) },
  play: async ({ canvas }) => {
    const text = await lines(canvas);
    await expect(text).toContain('Kind of promotion: VIP week');
    await expect(text).toContain('Points multiplied by 2');
    await expect(text).not.toContain('Wagering');
  },
};

/** The special kinds (raffle, red envelope) keep their settings on the server: when and who. */
export const RaffleAndEnvelope: Story = {
  args: { promotion: of('raffle', { terms: {}, audience: { ...EVERYONE, members: false } }) },
  play: async ({ canvas }) => {
    const text = await lines(canvas);
    await expect(text).toContain('Kind of promotion: Lucky draw');
    await expect(text).toContain('Runs from Nov 1, 2026');
    await expect(text).toContain('Open to agents');
  },
};

/** A first client's promotion without terms: its kind and when it runs only. */
export const WithoutTerms: Story = {
  args: { promotion: promotion(1, 'Old promotion', 'join') },
  play: async ({ canvas }) => {
    const items = (
      await canvas.findByRole('region', { name: 'Summary of the terms' })
    ).querySelectorAll('li');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent(/^Kind of promotion: /);
  },
};
