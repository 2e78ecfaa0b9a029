import type { VendorCard as VendorCardData } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { picture } from './storyPictures.ts';
import { VendorCard } from './VendorCard.tsx';

const vendor: VendorCardData = {
  vassalage: 'DEMO',
  displayName: 'Demo Games',
  gameType: 'RNG',
  lagerIcon: picture('#36c', 240, 140),
  smallIcon: picture('#36c', 64, 64),
  isGame: 'VASSALAGE',
};

const meta = {
  title: 'games/VendorCard',
  component: VendorCard,
  args: { vendor, onOpen: fn() },
} satisfies Meta<typeof VendorCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Large: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Demo Games' }));
    await expect(args.onOpen).toHaveBeenCalledWith(vendor);
  },
};

export const Small: Story = {
  args: { size: 'small' },
};
