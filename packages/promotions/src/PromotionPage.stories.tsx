import { ApiError } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PromotionPage } from './PromotionPage.tsx';
import {
  activeGrant,
  hall,
  memberJoinsStory,
  memberSession,
  promotion,
  withRouter,
} from './storyFixtures.tsx';

/** The portal passes the content feature's sanitising rich text; stories draw the text plain. */
const PlainTerms = ({ html }: { html: string }) => <p>{html.replace(/<[^>]*>/g, '')}</p>;

const welcome = promotion(1, 'Welcome bonus', 'join', {
  content: '<p>100% of your first deposit, up to 1,000.</p>',
  endsAt: '2026-12-31T00:00:00.000Z',
});

const meta = {
  component: PromotionPage,
  decorators: [withRouter('/promotions/1')],
  args: { promotionId: 1, Terms: PlainTerms },
  parameters: {
    api: { promotions: hall(welcome) },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof PromotionPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor reads the terms; joining asks them to sign in first, and no call is made. */
export const Visitor: Story = {
  parameters: { api: { promotions: hall(welcome), joinPromotion: fn() } },
  play: async ({ canvas, userEvent, parameters }) => {
    const page = await canvas.findByRole('article', { name: 'Welcome bonus' });
    await expect(page).toHaveTextContent('Open to join');
    await expect(canvas.getByRole('region', { name: 'Terms' })).toHaveTextContent(
      '100% of your first deposit, up to 1,000.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Join' }));
    await expect(parameters.api.joinPromotion).not.toHaveBeenCalled();
  },
};

/** A member joins from the page: the call names the promotion and the page shows the new status. */
export const MemberJoins: Story = memberJoinsStory((status) => ({ ...welcome, status }));

/** A member wagering the bonus sees how far along they are; there is nothing to press. */
export const Wagering: Story = {
  parameters: {
    session: memberSession,
    api: { promotions: hall({ ...welcome, status: 'inProgress', grant: activeGrant(5) }) },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('progressbar', { name: 'Wagering progress' }),
    ).toHaveAttribute('aria-valuenow', '4');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** A reward ready to claim; a refused claim shows the catalogue's message. */
export const ClaimRefused: Story = {
  parameters: {
    session: memberSession,
    api: {
      promotions: hall({ ...welcome, status: 'claim' }),
      requestPromotionReward: async () => {
        throw new ApiError('system.busy', undefined, 503);
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Claim reward' }));
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
  },
};

/** An id the hall does not carry (ended, or never this brand's): said plainly, with the way back. */
export const NotRunning: Story = {
  args: { promotionId: 99 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This promotion is not running.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'All promotions' })).toHaveAttribute(
      'href',
      '/promotions',
    );
  },
};

/**
 * A raffle that has ended is gone from the hall; a member who opens its page still finds the
 * verification of their draws, now that the seed is out.
 */
export const EndedRaffle: Story = {
  args: { promotionId: 4 },
  parameters: {
    session: memberSession,
    api: {
      promotions: hall(welcome),
      raffleVerification: async () => ({
        promotionId: 4,
        memberId: memberSession.memberInfo.id,
        algorithm: 'raffle-hmac-sha256-v1',
        commitment: 'c0'.repeat(32),
        seed: '3f'.repeat(32),
        ticketsEarned: 1,
        ticketsUsed: 0,
        draws: [],
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This promotion is not running.')).toBeInTheDocument();
    const panel = await canvas.findByRole('region', { name: 'Verify your draws' });
    await expect(panel).toHaveTextContent('3f'.repeat(32));
    await expect(panel).toHaveTextContent('No draws yet.');
  },
};

/** An id that is no raffle of the brand: only the plain "not running", no verification. */
export const EndedNotRaffle: Story = {
  args: { promotionId: 99 },
  parameters: {
    session: memberSession,
    api: {
      promotions: hall(welcome),
      raffleVerification: async () => {
        throw new ApiError('promotion.unknown', undefined, 400);
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This promotion is not running.')).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Verify your draws' })).toBeNull();
  },
};

/** A red envelope's page: its own part acts (a pop), never a plain join. */
export const RedEnvelopeKind: Story = {
  parameters: {
    session: memberSession,
    api: { promotions: hall({ ...welcome, title: 'Lunar red envelope', kind: 'redEnvelope' }) },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Open the red envelope' }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { api: { promotions: () => new Promise(() => undefined) } },
};

export const Failed: Story = {
  parameters: {
    api: {
      promotions: async () => {
        throw new ApiError('system.busy', undefined, 503);
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
  },
};
