import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { answering, deskStories, loadingStory, refusedStory } from '../storyDecorators.tsx';
import { RaffleSeedPanel } from './RaffleSeedPanel.tsx';
import { storyPromotion } from './storyPromotions.ts';

const raffle = storyPromotion(7, {
  kind: 'raffle',
  texts: { EN: { title: 'Lucky draw', body: '' } },
});
const commitment = 'a3f1'.repeat(16);
const seed = '5eed'.repeat(16);

const meta = {
  component: RaffleSeedPanel,
  ...deskStories,
  args: { promotion: raffle, onClose: fn() },
} satisfies Meta<typeof RaffleSeedPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the lucky draw runs: only the commitment. */
export const Running: Story = {
  parameters: answering({
    promotionRaffleSeed: async () => ({
      promotionId: 7,
      algorithm: 'raffle-hmac-sha256-v1',
      commitment,
      seed: null,
    }),
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(commitment)).toBeVisible();
    await expect(canvas.getByText('Kept secret until the lucky draw ends.')).toBeVisible();
    await expect(canvas.queryByText(seed)).toBeNull();
  },
};

/** Once it has ended: the seed members recompute their draws from. */
export const Ended: Story = {
  parameters: answering({
    promotionRaffleSeed: async () => ({
      promotionId: 7,
      algorithm: 'raffle-hmac-sha256-v1',
      commitment,
      seed,
    }),
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(seed)).toBeVisible();
    await expect(canvas.getByText(commitment)).toBeVisible();
  },
};

export const Refused: Story = refusedStory('promotionRaffleSeed');

export const Loading: Story = loadingStory(['promotionRaffleSeed']);
