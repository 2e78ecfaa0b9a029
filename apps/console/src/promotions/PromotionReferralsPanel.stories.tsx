import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  answering,
  deskStories,
  dialogFrom,
  emptyListStory,
  loadingStory,
  page,
  reasonRequired,
  recording,
  refusedDecisionStory,
  refusedStory,
  refusing,
  type StaffAnswers,
} from '../storyDecorators.tsx';
import { PromotionReferralsPanel } from './PromotionReferralsPanel.tsx';
import { storyReferral } from './storyPromotions.ts';

const meta = {
  component: PromotionReferralsPanel,
  ...deskStories,
  args: { canReview: true },
} satisfies Meta<typeof PromotionReferralsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const held = () =>
  page([
    storyReferral(41),
    storyReferral(42, { invitee: 'friend02', signs: ['sameAddress', 'samePayeeName'] }),
  ]);

/** The desk with the held rewards, and `more` for this story. */
const heldDesk = (more: StaffAnswers = {}) =>
  answering({ promotionReferralsDesk: async () => held(), ...more });

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
  parameters: heldDesk({
    promotionReferralRelease: recording(released, async () =>
      storyReferral(41, { status: 'paid' }),
    ),
  }),
  play: async ({ canvas }) => {
    const dialog = await dialogFrom(
      canvas,
      'Release the reward of demo for friend01',
      'Release the reward of demo',
    );
    await expect(dialog).toHaveTextContent('demo is paid 20.00 CNY for inviting friend01, once.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Release and pay' }));
    await waitFor(() => expect(released).toEqual([{ rewardId: 41 }]));
    await expect(body.queryByRole('dialog', { name: 'Release the reward of demo' })).toBeNull();
  },
};

const rejected: unknown[] = [];

/** Rejecting needs a reason for the audit log. */
export const RejectDialog: Story = {
  parameters: heldDesk({
    promotionReferralReject: recording(rejected, async () =>
      storyReferral(42, { status: 'rejected' }),
    ),
  }),
  play: async ({ canvas }) => {
    await reasonRequired(
      await dialogFrom(
        canvas,
        'Reject the reward of demo for friend02',
        'Reject the reward of demo',
      ),
      { confirm: 'Reject', sent: rejected, reason: 'Same household' },
    );
    await waitFor(() => expect(rejected).toEqual([{ rewardId: 42, reason: 'Same household' }]));
  },
};

/** Another reviewer decided first: the server's refusal shows in the dialog. */
export const Refused: Story = refusedDecisionStory(
  heldDesk({ promotionReferralRelease: refusing('staff.promotion.state', 409) }),
  {
    button: 'Release the reward of demo for friend01',
    dialog: 'Release the reward of demo',
    confirm: 'Release and pay',
    says: 'This promotion is not in a state that allows this.',
  },
);

/** A paid or rejected reward, or a role without `promotions.review`: nothing to decide. */
export const ReadOnly: Story = {
  args: { canReview: false },
  parameters: heldDesk(),
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Referral rewards' });
    await expect(canvas.queryByRole('button', { name: /^Release/ })).toBeNull();
  },
};

export const Empty: Story = emptyListStory(
  'promotionReferralsDesk',
  'No referral rewards to show.',
);

export const ListRefused: Story = refusedStory('promotionReferralsDesk');

export const Loading: Story = loadingStory(['promotionReferralsDesk']);
