import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useMedia } from './useMedia.ts';

/** Names the layout widths the window is at now, one line each, as `useMedia` sees them. */
const Widths = () => {
  const phone = useMedia('phone');
  const tablet = useMedia('tablet');
  const desktop = useMedia('desktop');
  const fromTablet = useMedia('fromTablet');
  const upToTablet = useMedia('upToTablet');
  const matched = Object.entries({ phone, tablet, desktop, fromTablet, upToTablet })
    .filter(([, matches]) => matches)
    .map(([name]) => name);
  return <p>Widths: {matched.join(', ')}</p>;
};

const meta = {
  component: Widths,
} satisfies Meta<typeof Widths>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AtPhoneWidth: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Widths: phone, upToTablet')).toBeVisible();
  },
};

export const AtDesktopWidth: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Widths: desktop, fromTablet')).toBeVisible();
  },
};
