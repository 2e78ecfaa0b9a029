import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { deskStories } from '../storyDecorators.tsx';
import { RaffleSeedPanel } from './RaffleSeedPanel.tsx';
import { storyPromotion } from './storyPromotions.ts';

const commitment = 'a3f1'.repeat(16);
const seed = '5eed'.repeat(16);
const raffle = (proof: { commitment: string; seed: string | null } | undefined) =>
  storyPromotion(7, {
    kind: 'raffle',
    texts: { EN: { title: 'Lucky draw', body: '' } },
    ...(proof ? { raffle: proof } : {}),
  });

const meta = {
  component: RaffleSeedPanel,
  ...deskStories,
  args: { promotion: raffle({ commitment, seed: null }), onClose: fn() },
} satisfies Meta<typeof RaffleSeedPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the lucky draw runs: only the commitment. */
export const Running: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Seed of Lucky draw' })).toBeVisible();
    await expect(canvas.getByText(commitment)).toBeVisible();
    await expect(canvas.getByText('Kept secret until the lucky draw ends.')).toBeVisible();
    await expect(canvas.queryByText(seed)).toBeNull();
  },
};

/** Once it has ended: the seed members recompute their draws from. */
export const Ended: Story = {
  args: { promotion: raffle({ commitment, seed }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(seed)).toBeVisible();
    await expect(canvas.getByText(commitment)).toBeVisible();
  },
};

/** A raffle written before seeds were made at saving. */
export const NoSeedYet: Story = {
  args: { promotion: raffle(undefined) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No seed yet/)).toBeVisible();
  },
};
