import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HelpCentre } from './HelpCentre.tsx';

const meta = {
  component: HelpCentre,
  args: {
    topics: [
      {
        id: 2,
        hash: 'deposit',
        title: 'How to deposit',
        content: '<p>Open the wallet.</p>',
        sort: 2,
      },
      {
        id: 1,
        hash: 'register',
        title: 'How to register',
        content: '<p>Press Register.</p>',
        sort: 1,
      },
      {
        id: 3,
        hash: 'withdraw',
        title: 'How to withdraw',
        content: '<p>Open the wallet.</p>',
        sort: 3,
      },
    ],
    hash: 'deposit',
  },
} satisfies Meta<typeof HelpCentre>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AtTopic: Story = {
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'How to register',
      'How to deposit',
      'How to withdraw',
    ]);
    await expect(canvas.getByRole('link', { name: 'How to deposit' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('region', { name: 'How to deposit' })).toHaveAttribute(
      'id',
      'deposit',
    );
  },
};
