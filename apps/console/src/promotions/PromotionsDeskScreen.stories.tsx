import { ApiError } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  loadConsoleCatalogue,
  openedDialog,
  page,
  refusedStory,
  withConsole,
} from '../storyDecorators.tsx';
import { PromotionsDeskScreen } from './PromotionsDeskScreen.tsx';
import { storyApplication, storyGrant, storyPromotion, storyReferral } from './storyPromotions.ts';

const list = () =>
  page([
    storyPromotion(1),
    storyPromotion(2, {
      kind: 'dailyRebate',
      status: 'scheduled',
      startsAt: '2026-12-01T00:00:00.000Z',
      texts: { EN: { title: 'Daily rebate', body: '' } },
      grants: 0,
    }),
    storyPromotion(3, {
      state: 'paused',
      status: 'paused',
      texts: { EN: { title: 'Weekend reload', body: '' } },
    }),
    storyPromotion(4, {
      state: 'ended',
      status: 'ended',
      texts: { CN: { title: '旧活动', body: '' } },
    }),
  ]);

/** The review queues below the list, empty: these stories are about the list. */
const queues = {
  promotionApplicationsDesk: async () => page([]),
  promotionReferralsDesk: async () => page([]),
};

const meta = {
  component: PromotionsDeskScreen,
  decorators: [withConsole],
  loaders: [loadConsoleCatalogue],
} satisfies Meta<typeof PromotionsDeskScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const paused: unknown[] = [];
const resumed: unknown[] = [];
const ended: unknown[] = [];

/** Content staff: every status; a running promotion is paused, a paused one resumed, one ended. */
export const Default: Story = {
  args: { canWrite: true },
  parameters: {
    staff: {
      answers: {
        ...queues,
        promotionsDesk: async () => list(),
        promotionPause: async (input: unknown) => {
          paused.push(input);
          return storyPromotion(1, { state: 'paused', status: 'paused' });
        },
        promotionResume: async (input: unknown) => {
          resumed.push(input);
          return storyPromotion(3);
        },
        promotionEnd: async (input: unknown) => {
          ended.push(input);
          return storyPromotion(2, { state: 'ended', status: 'ended' });
        },
      },
    },
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Promotions' });
    const row = (name: RegExp) => within(table).getByRole('row', { name });
    await expect(row(/Welcome bonus/)).toHaveTextContent('Running');
    await expect(row(/Daily rebate/)).toHaveTextContent('Scheduled');
    await expect(row(/Weekend reload/)).toHaveTextContent('Paused');
    // A promotion without English is known by its first language.
    await expect(row(/旧活动/)).toHaveTextContent('Ended');
    // An ended promotion is not edited, paused or ended again.
    await expect(within(row(/旧活动/)).queryByRole('button', { name: /^Edit/ })).toBeNull();
    await expect(within(row(/旧活动/)).queryByRole('button', { name: /^End/ })).toBeNull();
    await expect(
      within(row(/Weekend reload/)).queryByRole('button', { name: /^Pause/ }),
    ).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Pause Welcome bonus' }));
    await expect(paused.at(-1)).toEqual({ promotionId: 1 });
    await userEvent.click(canvas.getByRole('button', { name: 'Resume Weekend reload' }));
    await expect(resumed.at(-1)).toEqual({ promotionId: 3 });

    await userEvent.click(canvas.getByRole('button', { name: 'End Daily rebate' }));
    const dialog = await openedDialog({ name: 'End Daily rebate' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'End the promotion' }));
    await expect(ended.at(-1)).toEqual({ promotionId: 2 });
  },
};

/** Content staff open the editor for a new promotion, or for one of the list. */
export const NewPromotion: Story = {
  args: { canWrite: true },
  parameters: {
    staff: {
      answers: {
        ...queues,
        promotionsDesk: async () => list(),
        staffMerchants: async () => ({ merchants: [{ merchantCode: 'SR77', name: 'Sunrise' }] }),
      },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New promotion' }));
    await expect(await canvas.findByRole('form', { name: 'Promotion' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'New promotion' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('form', { name: 'Promotion' })).toBeNull();
    // An edit opens the same editor with the promotion's own values.
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Weekend reload' }));
    await expect(await canvas.findByRole('heading', { name: 'Edit promotion 3' })).toBeVisible();
    await expect(canvas.getByLabelText('Title (EN)')).toHaveValue('Weekend reload');
  },
};

/** Finance reads promotions and their grants, and may forfeit; it writes none. */
export const FinanceReadsGrants: Story = {
  args: { canReview: true },
  parameters: {
    staff: {
      answers: {
        ...queues,
        promotionsDesk: async () => list(),
        promotionGrantsDesk: async () => page([storyGrant(11)]),
      },
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Promotions' });
    await expect(canvas.queryByRole('button', { name: 'New promotion' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Edit/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Pause/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Grants of Welcome bonus' }));
    const grants = await canvas.findByRole('table', { name: 'Grants' });
    await expect(within(grants).getByRole('button', { name: 'Forfeit grant 11' })).toBeVisible();
  },
};

/** A lucky draw's row opens its seed: the commitment while it runs. */
export const RaffleSeed: Story = {
  parameters: {
    staff: {
      answers: {
        ...queues,
        promotionsDesk: async () =>
          page([
            storyPromotion(7, {
              kind: 'raffle',
              texts: { EN: { title: 'Lucky draw', body: '' } },
            }),
            storyPromotion(1),
          ]),
        promotionRaffleSeed: async () => ({
          promotionId: 7,
          algorithm: 'raffle-hmac-sha256-v1',
          commitment: 'a3f1'.repeat(16),
          seed: null,
        }),
      },
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Promotions' });
    // Only a lucky draw has a seed.
    await expect(canvas.queryByRole('button', { name: 'Seed of Welcome bonus' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Seed of Lucky draw' }));
    const panel = await canvas.findByRole('region', { name: 'Seed of Lucky draw' });
    await expect(await within(panel).findByText('a3f1'.repeat(16))).toBeVisible();
  },
};

/** Reviewers find both queues on the desk, below the promotions. */
export const ReviewQueues: Story = {
  args: { canReview: true },
  parameters: {
    staff: {
      answers: {
        promotionsDesk: async () => list(),
        promotionApplicationsDesk: async () => page([storyApplication(31, { imageCount: 0 })]),
        promotionReferralsDesk: async () => page([storyReferral(41)]),
      },
    },
  },
  play: async ({ canvas }) => {
    const applications = await canvas.findByRole('region', { name: 'Applications' });
    await expect(
      await within(applications).findByRole('button', { name: 'Approve application 31 of demo' }),
    ).toBeVisible();
    const referrals = canvas.getByRole('region', { name: 'Held referrals' });
    await expect(
      await within(referrals).findByRole('button', {
        name: 'Release the reward of demo for friend01',
      }),
    ).toBeVisible();
  },
};

/** A change another staff member made first: the server's refusal is shown. */
export const ChangeRefused: Story = {
  args: { canWrite: true },
  parameters: {
    staff: {
      answers: {
        ...queues,
        promotionsDesk: async () => list(),
        promotionPause: async () => {
          throw new ApiError('staff.promotion.state', undefined, 409);
        },
      },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Pause Welcome bonus' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This promotion is not in a state that allows this.',
    );
  },
};

export const Refused: Story = refusedStory('promotionsDesk', queues);

export const Empty: Story = {
  args: { canWrite: true },
  parameters: { staff: { answers: { ...queues, promotionsDesk: async () => page([]) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No promotions yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New promotion' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    staff: { answers: { ...queues, promotionsDesk: () => new Promise(() => undefined) } },
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('region', { name: 'Promotions of your brands' });
    await expect(within(list).getByText('Loading')).toBeVisible();
  },
};
