import { ApiError } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { RewardCentre } from './RewardCentre.tsx';
import {
  activeGrant,
  hall,
  memberSession,
  promotion,
  shownIn,
  withRouter,
} from './storyFixtures.tsx';

const reload = promotion(1, 'Weekly reload', 'claim');
const welcome = promotion(2, 'Welcome bonus', 'inProgress', { grant: activeGrant(7) });
const joinable = promotion(3, 'Lucky week', 'join');

const meta = {
  component: RewardCentre,
  decorators: [withRouter()],
  parameters: {
    session: memberSession,
    api: { promotions: hall(reload, welcome, joinable) },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof RewardCentre>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What can be claimed now and what is being wagered, each in its own list; nothing else. */
export const Member: Story = {
  play: async ({ loaded, canvas }) => {
    const claimNow = await canvas.findByRole('region', { name: 'Claim now' });
    await expect(claimNow).toHaveTextContent('Weekly reload');
    const inProgress = canvas.getByRole('region', { name: 'In progress' });
    await expect(inProgress).toHaveTextContent('Welcome bonus');
    await expect(inProgress).toHaveTextContent(`Bonus ${shownIn(loaded, '100')}`);
    await expect(canvas.getByRole('progressbar', { name: 'Wagering progress' })).toHaveAttribute(
      'aria-valuenow',
      '4',
    );
    await expect(canvas.queryByText('Lucky week')).not.toBeInTheDocument();
  },
};

/** A raffle ticket to draw is claimable too; its draw is on its page, where the link leads. */
export const RaffleToDraw: Story = {
  parameters: {
    api: { promotions: hall(promotion(9, 'Lucky draw', 'claim', { kind: 'raffle' })) },
  },
  play: async ({ canvas }) => {
    const claimNow = await canvas.findByRole('region', { name: 'Claim now' });
    await expect(claimNow).toHaveTextContent('Lucky draw');
    await expect(canvas.getByRole('link', { name: 'Lucky draw' })).toHaveAttribute(
      'href',
      '/promotions/9',
    );
    await expect(canvas.queryByRole('button', { name: 'Claim reward' })).not.toBeInTheDocument();
  },
};

/** Claiming from the reward centre names the promotion. */
export const Claims: Story = {
  parameters: {
    api: {
      promotions: hall(reload),
      requestPromotionReward: fn(async () => ({
        promotionId: 1,
        status: 'issued',
        rewardAmount: '5.00',
      })),
    },
  },
  play: async ({ canvas, userEvent, parameters }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Claim reward' }));
    await expect(parameters.api.requestPromotionReward).toHaveBeenCalledWith({ promotionId: 1 });
  },
};

/** Giving up asks first; cancelling changes nothing, confirming gives up that grant. */
export const GivesUpAfterConfirming: Story = {
  parameters: {
    api: (() => {
      let givenUp = false;
      return {
        promotions: async () =>
          hall(givenUp ? { ...welcome, status: 'issued', grant: null } : welcome)(),
        giveUpBonus: fn(async ({ grantId }: { grantId: number }) => {
          givenUp = true;
          return { grantId, status: 'cancelled', taken: '100' };
        }),
      };
    })(),
  },
  play: async ({ loaded, canvas, userEvent, parameters }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Give up bonus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Give up this bonus?' });
    await expect(dialog).toHaveTextContent(`up to ${shownIn(loaded, '100')}`);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(parameters.api.giveUpBonus).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Give up bonus' }));
    const again = await screen.findByRole('dialog', { name: 'Give up this bonus?' });
    const confirm = Array.from(again.querySelectorAll('button')).find(
      (button) => button.textContent === 'Give up bonus',
    );
    if (!confirm) throw new Error('no confirm button in the dialog');
    await userEvent.click(confirm);
    await expect(parameters.api.giveUpBonus).toHaveBeenCalledWith({ grantId: 7 });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Give up this bonus?' })).not.toBeInTheDocument(),
    );
    await expect(
      await canvas.findByText('Nothing to claim and no bonus being wagered.'),
    ).toBeInTheDocument();
  },
};

/** A refused give-up keeps the dialog open with the catalogue's message. */
export const GiveUpRefused: Story = {
  parameters: {
    api: {
      promotions: hall(welcome),
      giveUpBonus: async () => {
        throw new ApiError('promotion.bonus.not.active', undefined, 409);
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Give up bonus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Give up this bonus?' });
    const confirm = Array.from(dialog.querySelectorAll('button')).find(
      (button) => button.textContent === 'Give up bonus',
    );
    if (!confirm) throw new Error('no confirm button in the dialog');
    await userEvent.click(confirm);
    await expect(await screen.findByRole('alert')).toBeInTheDocument();
    await expect(screen.getByRole('dialog', { name: 'Give up this bonus?' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { api: { promotions: hall(joinable) } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Nothing to claim and no bonus being wagered.'),
    ).toBeInTheDocument();
  },
};

/** A visitor has no rewards: asked to log in, and the hall is not read for them here. */
export const Visitor: Story = {
  parameters: { session: { token: null, memberInfo: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
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
