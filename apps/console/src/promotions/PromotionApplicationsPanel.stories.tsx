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
import { PromotionApplicationsPanel } from './PromotionApplicationsPanel.tsx';
import { storyApplication, storyImage } from './storyPromotions.ts';

const meta = {
  component: PromotionApplicationsPanel,
  ...deskStories,
  args: { canReview: true },
} satisfies Meta<typeof PromotionApplicationsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const waiting = () =>
  page([
    storyApplication(31),
    storyApplication(32, {
      username: 'lucky7',
      remark: '',
      imageCount: 0,
      suggestedAmount: null,
      flags: ['samePayeeName'],
    }),
  ]);

/** The desk with the waiting applications and their images, and `more` for this story. */
const waitingDesk = (more: StaffAnswers = {}) =>
  answering({
    promotionApplicationsDesk: async () => waiting(),
    promotionApplicationImage: async () => storyImage,
    ...more,
  });

const body = within(document.body);

const listed: unknown[] = [];
const imagesAsked: unknown[] = [];

/** The waiting applications with their remark and images; the filter asks the server again. */
export const List: Story = {
  parameters: answering({
    promotionApplicationsDesk: recording(listed, async () => waiting()),
    promotionApplicationImage: recording(imagesAsked, async () => storyImage),
  }),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Promotion applications' });
    const first = within(table).getByRole('row', { name: /demo/ });
    await expect(first).toHaveTextContent('My 1000x win on Lucky Koi');
    await expect(first).toHaveTextContent('Big win bonus');
    // The applicant linked to another holder shows the sign before anyone decides.
    await expect(within(table).getByRole('row', { name: /lucky7/ })).toHaveTextContent(
      'Same payee name as another holder',
    );
    await expect(first).not.toHaveTextContent('another holder');
    await expect(
      await within(first).findByRole('img', { name: 'Image 2 of application 31' }),
    ).toBeVisible();
    await expect(within(first).getAllByRole('img')).toHaveLength(2);
    // Images are fetched one by one, and only for an application that has them.
    await expect(imagesAsked).toEqual(
      expect.arrayContaining([
        { applicationId: 31, seq: 1 },
        { applicationId: 31, seq: 2 },
      ]),
    );
    await expect(imagesAsked).toHaveLength(2);
    await expect(listed[0]).toMatchObject({ status: 'pending' });
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'Approved');
    await waitFor(() => expect(listed.at(-1)).toMatchObject({ status: 'approved', pageNo: 1 }));
  },
};

/** Decided applications show what was paid or why not; nothing is decided twice. */
export const Decided: Story = {
  parameters: answering({
    promotionApplicationsDesk: async () =>
      page([
        storyApplication(33, {
          status: 'approved',
          amount: '88.00',
          reviewer: 'finance',
          imageCount: 0,
        }),
        storyApplication(34, {
          status: 'rejected',
          reason: 'No such win in the records',
          reviewer: 'finance',
          imageCount: 0,
        }),
      ]),
  }),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Promotion applications' });
    await expect(table).toHaveTextContent('Approved 88.00 CNY by finance');
    await expect(table).toHaveTextContent('Rejected (No such win in the records) by finance');
    await expect(within(table).queryByRole('button')).toBeNull();
  },
};

const approved: unknown[] = [];

/** Approving: the promotion's reward is offered, the amount is checked, then paid. */
export const ApproveDialog: Story = {
  parameters: waitingDesk({
    promotionApplicationApprove: recording(approved, async () =>
      storyApplication(31, { status: 'approved', amount: '100.00' }),
    ),
  }),
  play: async ({ canvas }) => {
    const dialog = await dialogFrom(
      canvas,
      'Approve application 31 of demo',
      'Approve application 31',
    );
    const amount = within(dialog).getByLabelText('Amount (CNY)');
    await expect(amount).toHaveValue('88.00');
    await userEvent.clear(amount);
    await userEvent.type(amount, '100.005');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and pay' }));
    await expect(
      await within(dialog).findByText('Enter an amount in CNY, such as 100.50.'),
    ).toBeVisible();
    await expect(approved).toHaveLength(0);
    await userEvent.clear(amount);
    await userEvent.type(amount, '100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and pay' }));
    await waitFor(() => expect(approved).toEqual([{ applicationId: 31, amount: '100' }]));
    await expect(body.queryByRole('dialog', { name: 'Approve application 31' })).toBeNull();
  },
};

const rejected: unknown[] = [];

/** Rejecting needs a reason of at least 3 characters. */
export const RejectDialog: Story = {
  parameters: waitingDesk({
    promotionApplicationReject: recording(rejected, async () =>
      storyApplication(32, { status: 'rejected', reason: 'No proof' }),
    ),
  }),
  play: async ({ canvas }) => {
    await reasonRequired(
      await dialogFrom(canvas, 'Reject application 32 of lucky7', 'Reject application 32'),
      {
        confirm: 'Reject',
        sent: rejected,
        tooShort: 'no',
        reason: ' proof of the win',
      },
    );
    await waitFor(() =>
      expect(rejected).toEqual([{ applicationId: 32, reason: 'no proof of the win' }]),
    );
  },
};

/**
 * The reviewer is the applicant's own agent: the server refuses, the dialog stays open with
 * the catalogue's message and nothing is paid.
 */
export const Refused: Story = refusedDecisionStory(
  waitingDesk({ promotionApplicationApprove: refusing('staff.promotion.ownAgent', 403) }),
  {
    button: 'Approve application 31 of demo',
    dialog: 'Approve application 31',
    confirm: 'Approve and pay',
    says: 'You may not review an application of a member in your own agent line.',
  },
);

/** A role without `promotions.review` sees the queue and decides nothing. */
export const ReadOnly: Story = {
  args: { canReview: false },
  parameters: waitingDesk(),
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Promotion applications' });
    await expect(canvas.queryByRole('button', { name: /^Approve/ })).toBeNull();
  },
};

export const Empty: Story = emptyListStory('promotionApplicationsDesk', 'No applications to show.');

export const ListRefused: Story = refusedStory('promotionApplicationsDesk');

export const Loading: Story = loadingStory(['promotionApplicationsDesk']);
