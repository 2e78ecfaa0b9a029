import { ApiError } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  answering,
  deskStories,
  loadingStory,
  openedDialog,
  reasonRequired,
  recording,
  refusedStory,
} from '../storyDecorators.tsx';
import { PromotionReferralsPanel } from './PromotionReferralsPanel.tsx';
import { storyPage, storyReferral } from './storyPromotions.ts';

const meta = {
  component: PromotionReferralsPanel,
  ...deskStories,
  args: { canReview: true },
} satisfies Meta<typeof PromotionReferralsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const held = () =>
  storyPage([
    storyReferral(41),
    storyReferral(42, { invitee: 'friend02', signs: ['sameAddress', 'samePayeeName'] }),
  ]);

const body = within(document.body);
const listed: unknown[] = [];

/** Held rewards with the signs that held them; the filter asks the server again. */
export const List: Story = {
  parameters: answering({ promotionReferralsDesk: recording(listed, async () => held()) }),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Referral rewards' });
    const second = within(table).getByRole('row', { name: /friend02/ });
    await expect(second).toHaveTextContent('Same address, Same payee name');
    await expect(second).toHaveTextContent('20.00 CNY');
    await expect(listed[0]).toMatchObject({ status: 'held' });
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'Paid');
    await waitFor(() => expect(listed.at(-1)).toMatchObject({ status: 'paid', pageNo: 1 }));
  },
};

const released: unknown[] = [];

/** Releasing pays the held reward once, after a confirmation. */
export const ReleaseDialog: Story = {
  parameters: answering({
    promotionReferralsDesk: async () => held(),
    promotionReferralRelease: recording(released, async () =>
      storyReferral(41, { status: 'paid' }),
    ),
  }),
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Release the reward of demo for friend01' }),
    );
    const dialog = await openedDialog({ name: 'Release the reward of demo' });
    await expect(dialog).toHaveTextContent('demo is paid 20.00 CNY for inviting friend01, once.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Release and pay' }));
    await waitFor(() => expect(released).toEqual([{ rewardId: 41 }]));
    await expect(body.queryByRole('dialog', { name: 'Release the reward of demo' })).toBeNull();
  },
};

const rejected: unknown[] = [];

/** Rejecting needs a reason for the audit log. */
export const RejectDialog: Story = {
  parameters: answering({
    promotionReferralsDesk: async () => held(),
    promotionReferralReject: recording(rejected, async () =>
      storyReferral(42, { status: 'rejected' }),
    ),
  }),
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Reject the reward of demo for friend02' }),
    );
    await reasonRequired(await openedDialog({ name: 'Reject the reward of demo' }), {
      confirm: 'Reject',
      sent: rejected,
      reason: 'Same household',
    });
    await waitFor(() => expect(rejected).toEqual([{ rewardId: 42, reason: 'Same household' }]));
  },
};

/** Another reviewer decided first: the server's refusal shows in the dialog. */
export const Refused: Story = {
  parameters: answering({
    promotionReferralsDesk: async () => held(),
    promotionReferralRelease: async () => {
      throw new ApiError('staff.promotion.state', undefined, 409);
    },
  }),
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Release the reward of demo for friend01' }),
    );
    const dialog = await openedDialog({ name: 'Release the reward of demo' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Release and pay' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This promotion is not in a state that allows this.',
    );
  },
};

/** A paid or rejected reward, or a role without `promotions.review`: nothing to decide. */
export const ReadOnly: Story = {
  args: { canReview: false },
  parameters: answering({ promotionReferralsDesk: async () => held() }),
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Referral rewards' });
    await expect(canvas.queryByRole('button', { name: /^Release/ })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: answering({ promotionReferralsDesk: async () => storyPage([]) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No referral rewards to show.')).toBeVisible();
  },
};

export const ListRefused: Story = refusedStory('promotionReferralsDesk');

export const Loading: Story = loadingStory(['promotionReferralsDesk']);
