import { ApiError } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PromotionHall } from './PromotionHall.tsx';
import {
  activeGrant,
  hall,
  memberJoinsStory,
  memberSession,
  promotion,
  shownIn,
  withRouter,
} from './storyFixtures.tsx';

const meta = {
  component: PromotionHall,
  decorators: [withRouter()],
  parameters: {
    api: {
      promotions: hall(
        promotion(1, 'Welcome bonus', 'join'),
        promotion(2, 'Lucky week', 'comingSoon'),
      ),
    },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof PromotionHall>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor sees the hall; joining asks them to sign in first, and no call is made. */
export const Visitor: Story = {
  parameters: {
    api: {
      promotions: hall(
        promotion(1, 'Welcome bonus', 'join'),
        promotion(2, 'Lucky week', 'comingSoon'),
      ),
      joinPromotion: fn(),
    },
  },
  play: async ({ canvas, userEvent, parameters }) => {
    const welcome = await canvas.findByRole('article', { name: 'Welcome bonus' });
    await expect(welcome).toHaveTextContent('Open to join');
    await expect(canvas.getByRole('article', { name: 'Lucky week' })).toHaveTextContent(
      'Coming soon',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Join' }));
    await expect(parameters.api.joinPromotion).not.toHaveBeenCalled();
  },
};

/** A member joins: the call names the promotion and the hall reloads to the new status. */
export const MemberJoins: Story = memberJoinsStory((status) =>
  promotion(1, 'Welcome bonus', status),
);

/** Every status a member can be in, each with its label and only the actions it allows. */
export const EveryStatus: Story = {
  parameters: {
    session: memberSession,
    api: {
      promotions: hall(
        promotion(1, 'Reload', 'claim'),
        promotion(2, 'Review', 'applying'),
        { ...promotion(3, 'Refused', 'rejected'), needsApplication: true },
        promotion(9, 'Welcome', 'rejected'),
        promotion(4, 'Paid', 'issued'),
        promotion(5, 'Taken', 'claimed'),
        promotion(6, 'Running', 'inProgress'),
        promotion(7, 'Signed', 'signedUp'),
        { ...promotion(8, 'Apply first', 'join'), needsApplication: true },
      ),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('article', { name: 'Reload' })).toHaveTextContent(
      'Reward ready',
    );
    await expect(canvas.getByRole('article', { name: 'Review' })).toHaveTextContent(
      'Application under review',
    );
    await expect(canvas.getByRole('article', { name: 'Refused' })).toHaveTextContent(
      'Application rejected',
    );
    // Outside the audience of a promotion nobody applies for (an agent, a member no longer
    // new): not allowed, and not said to be a refused application.
    const welcome = canvas.getByRole('article', { name: 'Welcome' });
    await expect(welcome).toHaveTextContent('Not open to you');
    await expect(welcome).not.toHaveTextContent('Application rejected');
    await expect(canvas.getByRole('article', { name: 'Running' })).toHaveTextContent('In progress');
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Claim reward' })).toBeInTheDocument();
    // An application is made on its page: the card links there.
    await expect(
      within(canvas.getByRole('article', { name: 'Apply first' })).getByRole('link', {
        name: 'Apply',
      }),
    ).toHaveAttribute('href', '/promotions/8');
  },
};

/** A refused claim shows the catalogue's message on the card. */
export const ClaimRefused: Story = {
  parameters: {
    session: memberSession,
    api: {
      promotions: hall(promotion(1, 'Reload', 'claim')),
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

/** A card's title leads to the promotion's page; a bonus being wagered shows its progress. */
export const CardLeadsToItsPage: Story = {
  parameters: {
    session: memberSession,
    api: {
      promotions: hall(promotion(3, 'Welcome bonus', 'inProgress', { grant: activeGrant(9) })),
    },
  },
  play: async ({ loaded, canvas, userEvent }) => {
    const card = await canvas.findByRole('article', { name: 'Welcome bonus' });
    await expect(canvas.getByRole('progressbar', { name: 'Wagering progress' })).toHaveAttribute(
      'aria-valuenow',
      '4',
    );
    await expect(card).toHaveTextContent(
      `Wagered ${shownIn(loaded, '120')} of ${shownIn(loaded, '3000')}`,
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Welcome bonus' }));
    await expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent(
      '/promotions/3',
    );
  },
};

/** A raffle ticket to draw and an envelope to pop: each card links to its page's part. */
export const SpecialKinds: Story = {
  parameters: {
    session: memberSession,
    api: {
      promotions: hall(
        promotion(4, 'Lucky draw', 'claim', { kind: 'raffle' }),
        promotion(5, 'Lunar envelope', 'claim', { kind: 'redEnvelope' }),
      ),
    },
  },
  play: async ({ canvas }) => {
    const draw = within(await canvas.findByRole('article', { name: 'Lucky draw' }));
    await expect(draw.getByRole('link', { name: 'Draw' })).toHaveAttribute('href', '/promotions/4');
    await expect(draw.queryByRole('button')).not.toBeInTheDocument();
    const envelope = within(canvas.getByRole('article', { name: 'Lunar envelope' }));
    await expect(envelope.getByRole('link', { name: 'Open the red envelope' })).toHaveAttribute(
      'href',
      '/promotions/5',
    );
  },
};

export const Empty: Story = {
  parameters: { api: { promotions: hall() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No promotions right now.')).toBeInTheDocument();
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
