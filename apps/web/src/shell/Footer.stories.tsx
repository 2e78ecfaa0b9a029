import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withBrandAndRouter } from '../storyDecorators.tsx';
import { Footer } from './Footer.tsx';

const meta = {
  component: Footer,
  decorators: [withBrandAndRouter],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const footer = within(canvas.getByRole('contentinfo'));
    await expect(footer.getByRole('link', { name: 'Help centre' })).toHaveAttribute(
      'href',
      '/help',
    );
    await expect(footer.getByText(/©/)).toBeInTheDocument();
    // The affiliate application, open to visitors.
    await expect(footer.getByRole('link', { name: 'Become an agent' })).toHaveAttribute(
      'href',
      '/agent-apply',
    );
  },
};

const icon = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#36c"/></svg>',
)}`;

/** A visitor: the vendors come from the public vendor list, which names their icons. */
export const VisitorVendorIcons: Story = {
  parameters: {
    api: {
      vendorGameTypes: async () => ({
        list: [
          { vassalage: 'PG', gameType: 'RNG', displayName: 'PG Soft', smallIcon: icon },
          { vassalage: 'EVO', gameType: 'LIVE', displayName: 'Evolution', smallIcon: icon },
          { vassalage: 'FC', gameType: 'RNG', displayName: 'Fa Chai', gameCategory: 'FISH' },
        ],
      }),
    },
  },
  play: async ({ canvas }) => {
    const vendors = within(await canvas.findByRole('list', { name: 'Game vendors' }));
    await expect(vendors.getByRole('img', { name: 'PG Soft' })).toHaveAttribute('src', icon);
    await expect(vendors.getByRole('img', { name: 'Evolution' })).toBeInTheDocument();
    // A vendor the list names no icon for keeps its name.
    await expect(vendors.queryByRole('img', { name: 'Fa Chai' })).toBeNull();
    await expect(vendors.getByText('Fa Chai')).toBeInTheDocument();
  },
};
