import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MemberCentre } from './MemberCentre.tsx';
import { memberScreen } from './storyFixtures.tsx';

const meta = {
  component: MemberCentre,
  ...memberScreen('messages'),
} satisfies Meta<typeof MemberCentre>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Menu: Story = {
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('navigation', { name: 'Member centre' });
    const links = Array.from(menu.querySelectorAll('a')).map((a) => a.textContent);
    await expect(links).toEqual([
      'My wallet',
      'Deposit',
      'Withdrawal',
      'Betting record',
      'Account record',
      'Profit and loss',
      'Bonus details',
      'Messages',
      'Profile and security',
      'Responsible gaming',
    ]);
    await expect(canvas.getByRole('link', { name: 'Messages' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
};
