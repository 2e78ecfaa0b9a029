import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TOUCH_TARGET } from './breakpoints.ts';
import { SectionMenu } from './SectionMenu.tsx';

const sections = ['My wallet', 'Deposit', 'Withdrawal', 'Betting record', 'Account record'];

const meta = {
  component: SectionMenu,
  args: {
    'aria-label': 'Member centre',
    children: (
      <ul>
        {sections.map((name, index) => (
          <li key={name}>
            <a href={`#${index}`} aria-current={index === 1 ? 'page' : undefined}>
              {name}
            </a>
          </li>
        ))}
      </ul>
    ),
  },
} satisfies Meta<typeof SectionMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const linksOf = (canvas: { getByRole: (role: 'navigation', o: { name: string }) => HTMLElement }) =>
  within(canvas.getByRole('navigation', { name: 'Member centre' })).getAllByRole('link');

/** On a phone the sections are one row that scrolls sideways, each a full touch target. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const [first, second, last] = [0, 1, sections.length - 1].map(
      (index) => linksOf(canvas)[index]?.getBoundingClientRect() as DOMRect,
    );
    await expect(second?.top).toBe(first?.top);
    await expect(second?.left).toBeGreaterThan(first?.right ?? 0);
    await expect(first?.height).toBeGreaterThanOrEqual(TOUCH_TARGET);
    // Five sections do not fit 390px: the row scrolls inside the menu, not the page.
    await expect(last?.right).toBeGreaterThan(window.innerWidth);
    const menu = canvas.getByRole('navigation', { name: 'Member centre' });
    await expect(menu.scrollWidth).toBeGreaterThan(menu.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** On a desktop the sections stand in a column beside the screen. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const [first, second] = linksOf(canvas).map((link) => link.getBoundingClientRect());
    await expect(second?.top).toBeGreaterThanOrEqual(first?.bottom ?? Number.POSITIVE_INFINITY);
    await expect(second?.left).toBe(first?.left);
    await expect(canvas.getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
