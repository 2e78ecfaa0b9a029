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
  },
};
