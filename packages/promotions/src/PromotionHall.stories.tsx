import { ApiError } from '@portal/api-client';
import type { Promotion } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PromotionHall } from './PromotionHall.tsx';

const promotion = (promotionId: number, title: string, status: Promotion['status']): Promotion => ({
  promotionId,
  title,
  content: '<p>Terms apply.</p>',
  imageUrl: '',
  promotionType: 'deposit',
  status,
  needsApplication: false,
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: null,
  kind: 'depositBonus',
  grant: null,
});

const hall =
  (...rows: Promotion[]) =>
  async () => ({ content: rows, pageNum: 1, totalPages: 1 });
const memberSession = {
  token: 'story-token',
  memberInfo: {
    id: 1001,
    account: 'demo',
    nickname: 'Demo',
    type: 0,
    regDate: '2026-01-02T00:00:00.000Z',
    mobile: '*******1234',
    email: 'd***@example.com',
    currency: 'CNY',
    lastLoginAt: null,
  },
};

const meta = {
  component: PromotionHall,
  parameters: {
    viewport: { defaultViewport: 'mobile1' },
    api: {
      promotions: hall(
        promotion(1, 'Welcome bonus', 'join'),
        promotion(2, 'Lucky week', 'comingSoon'),
      ),
    },
  },
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
export const MemberJoins: Story = {
  parameters: {
    session: memberSession,
    api: (() => {
      let joined = false;
      return {
        promotions: async () => hall(promotion(1, 'Welcome bonus', joined ? 'signedUp' : 'join'))(),
        joinPromotion: fn(async ({ promotionId }: { promotionId: number }) => {
          joined = true;
          return { promotionId, status: 'signedUp' };
        }),
      };
    })(),
  },
  play: async ({ canvas, userEvent, parameters }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Join' }));
    await expect(parameters.api.joinPromotion).toHaveBeenCalledWith({ promotionId: 1 });
    await expect(await canvas.findByText('Joined')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
  },
};

/** Every status a member can be in, each with its label and only the actions it allows. */
export const EveryStatus: Story = {
  parameters: {
    session: memberSession,
    api: {
      promotions: hall(
        promotion(1, 'Reload', 'claim'),
        promotion(2, 'Review', 'applying'),
        promotion(3, 'Refused', 'rejected'),
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
    await expect(canvas.getByRole('article', { name: 'Running' })).toHaveTextContent('In progress');
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Claim reward' })).toBeInTheDocument();
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
