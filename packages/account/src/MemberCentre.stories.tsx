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

/**
 * The menu and the screen, where they stand: `nav` is the menu; its next sibling is the screen
 * (the chosen section's page).
 */
const layoutOf = (canvas: {
  getByRole: (role: 'navigation', o: { name: string }) => HTMLElement;
}) => {
  const menu = canvas.getByRole('navigation', { name: 'Member centre' });
  const [first, second] = Array.from(menu.querySelectorAll('a'), (a) => a.getBoundingClientRect());
  const screen = menu.nextElementSibling?.getBoundingClientRect();
  return { menu: menu.getBoundingClientRect(), first, second, screen };
};

/** On a phone the menu is a row above the screen, scrolling sideways; the screen takes the width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const { menu, first, second, screen } = layoutOf(canvas);
    await expect(second?.top).toBe(first?.top);
    await expect(screen?.top).toBeGreaterThanOrEqual(menu.bottom);
    await expect(screen?.left).toBe(menu.left);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** On a desktop the menu is a column beside the screen. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const { menu, first, second, screen } = layoutOf(canvas);
    await expect(second?.top).toBeGreaterThanOrEqual(first?.bottom ?? Number.POSITIVE_INFINITY);
    await expect(screen?.left).toBeGreaterThanOrEqual(menu.right);
    await expect(screen?.top).toBeLessThan(menu.bottom);
  },
};
