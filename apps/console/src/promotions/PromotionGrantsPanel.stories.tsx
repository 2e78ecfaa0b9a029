import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  answering,
  loadConsoleCatalogue,
  openedDialog,
  page,
  reasonRequired,
  refusedDecisionStory,
  refusing,
  withConsole,
} from '../storyDecorators.tsx';
import { PromotionGrantsPanel } from './PromotionGrantsPanel.tsx';
import { storyGrant, storyPromotion } from './storyPromotions.ts';

const grants = () =>
  page([
    storyGrant(12, { username: 'lucky', flags: ['sameDevice', 'sameCard'] }),
    storyGrant(11, {
      status: 'forfeited',
      reason: 'multiple accounts',
      takenBack: '100.00',
      endedAt: '2026-11-22T10:00:00.000Z',
    }),
    storyGrant(10, { status: 'completed', progress: '1000.00' }),
  ]);

const meta = {
  component: PromotionGrantsPanel,
  decorators: [withConsole],
  loaders: [loadConsoleCatalogue],
  args: { promotion: storyPromotion(1), canReview: true, onClose: fn() },
} satisfies Meta<typeof PromotionGrantsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const forfeited: unknown[] = [];

/** Grants in each status; an active one is forfeited with a reason, which is required. */
export const Default: Story = {
  parameters: {
    staff: {
      answers: {
        promotionGrantsDesk: async () => grants(),
        promotionGrantForfeit: async (input: unknown) => {
          forfeited.push(input);
          return storyGrant(12, { status: 'forfeited', takenBack: '100.00' });
        },
      },
    },
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Grants' });
    const row = (name: RegExp) => within(table).getByRole('row', { name });
    // The server's signs in staff's words.
    await expect(row(/lucky/)).toHaveTextContent(
      'Same device as another holder, Same card or account as another holder',
    );
    await expect(row(/multiple accounts/)).toHaveTextContent('Forfeited');
    await expect(row(/multiple accounts/)).toHaveTextContent('taken back 100.00');
    // Only an active grant can be forfeited.
    await expect(canvas.getAllByRole('button', { name: /^Forfeit grant/ })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Forfeit grant 12' }));
    const dialog = await openedDialog({ name: 'Forfeit grant 12' });
    await expect(dialog).toHaveTextContent("lucky's bonus of 100.00");
    await reasonRequired(dialog, {
      confirm: 'Forfeit the bonus',
      sent: forfeited,
      reason: 'same device as member 7',
    });
    await expect(forfeited.at(-1)).toEqual({ grantId: 12, reason: 'same device as member 7' });
  },
};

/** The grant ended meanwhile (expired, given up or forfeited by someone else). */
export const AlreadyEnded: Story = refusedDecisionStory(
  answering({
    promotionGrantsDesk: async () => grants(),
    promotionGrantForfeit: refusing('promotion.bonus.not.active', 409),
  }),
  {
    button: 'Forfeit grant 12',
    dialog: 'Forfeit grant 12',
    confirm: 'Forfeit the bonus',
    says: 'This bonus is no longer active.',
    reason: 'a reason',
  },
);

/** Content staff see the grants but forfeit none. */
export const ReadOnly: Story = {
  args: { canReview: false },
  parameters: { staff: { answers: { promotionGrantsDesk: async () => grants() } } },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('table', { name: 'Grants' });
    await expect(canvas.queryByRole('button', { name: /^Forfeit/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

const filters: unknown[] = [];

/** No grants with the chosen status; the filter is sent with the call. */
export const Empty: Story = {
  parameters: {
    staff: {
      answers: {
        promotionGrantsDesk: async (input: unknown) => {
          filters.push(input);
          return page([]);
        },
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No grants yet.')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'expired');
    await expect(filters.at(-1)).toMatchObject({ promotionId: 1, status: 'expired' });
  },
};

export const Loading: Story = {
  parameters: { staff: { answers: { promotionGrantsDesk: () => new Promise(() => undefined) } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading')).toBeVisible();
  },
};
