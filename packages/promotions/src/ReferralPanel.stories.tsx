import { ApiError } from '@portal/api-client';
import type { ReferralInvite } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ReferralPanel } from './ReferralPanel.tsx';
import { memberSession, shownIn, withRouter } from './storyFixtures.tsx';

const referral = async () => ({
  referralCode: 'DEMO88',
  referralLink: 'https://lucky88.example.com/register?ref=DEMO88',
  invitedCount: 3,
  rewardsTotal: '50',
});

const invite = (username: string, more: Partial<ReferralInvite>): ReferralInvite => ({
  username,
  registeredAt: '2026-11-10T08:00:00.000Z',
  firstDepositAt: null,
  rewardStatus: 'waiting',
  rewardAmount: null,
  ...more,
});

const invites = async () => ({
  content: [
    invite('a***1', {
      firstDepositAt: '2026-11-11T08:00:00.000Z',
      rewardStatus: 'paid',
      rewardAmount: '50',
    }),
    invite('b***2', {}),
    invite('c***3', { firstDepositAt: '2026-11-12T08:00:00.000Z', rewardStatus: 'held' }),
    invite('d***4', { rewardStatus: 'rejected' }),
  ],
  pageNum: 1,
  totalPages: 1,
});

const meta = {
  component: ReferralPanel,
  decorators: [withRouter('/promotions/6')],
  parameters: {
    session: memberSession,
    api: { referral, referralInvites: invites },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof ReferralPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The code, the link and its QR code, the totals, and every invited member's reward. */
export const Member: Story = {
  play: async ({ loaded, canvas }) => {
    await expect(await canvas.findByText('DEMO88')).toBeInTheDocument();
    await expect(
      canvas.getByRole('link', { name: 'https://lucky88.example.com/register?ref=DEMO88' }),
    ).toBeInTheDocument();
    await expect(
      await canvas.findByRole('img', { name: 'QR code of your referral link' }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    const list = await canvas.findByRole('region', { name: 'Members you invited' });
    await expect(canvas.getByRole('article', { name: 'a***1' })).toHaveTextContent(
      `Reward paid (${shownIn(loaded, '50')})`,
    );
    await expect(canvas.getByRole('article', { name: 'b***2' })).toHaveTextContent(
      'Waiting for a first deposit',
    );
    await expect(canvas.getByRole('article', { name: 'c***3' })).toHaveTextContent(
      'Held for review',
    );
    await expect(list).toHaveTextContent('Not rewarded');
  },
};

export const NoInvitesYet: Story = {
  parameters: {
    api: { referral, referralInvites: async () => ({ content: [], pageNum: 1, totalPages: 1 }) },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No one has registered with your link yet.'),
    ).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: {
    api: {
      referral: async () => {
        throw new ApiError('system.busy', undefined, 503);
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
  },
};
