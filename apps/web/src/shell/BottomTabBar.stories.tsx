import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withBrandAndRouter } from '../storyDecorators.tsx';
import { BottomTabBar } from './BottomTabBar.tsx';

const meta = {
  component: BottomTabBar,
  decorators: [withBrandAndRouter],
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof BottomTabBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const NAMES = ['Home', 'Promotions', 'Deposit', 'Customer service', 'My account'];

export const Home: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('navigation', { name: 'Sections' });
    const links = within(bar).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(NAMES);
    await expect(within(bar).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(bar).getByRole('link', { name: 'Customer service' })).toHaveAttribute(
      'target',
      '_blank',
    );
    // Pinned to the foot of the screen, every tab a comfortable touch target.
    const box = bar.getBoundingClientRect();
    await expect(Math.round(box.bottom)).toBe(window.innerHeight);
    for (const link of links) {
      const tab = link.getBoundingClientRect();
      await expect(tab.width).toBeGreaterThanOrEqual(44);
      await expect(tab.height).toBeGreaterThanOrEqual(44);
    }
  },
};

export const InTheMemberCentre: Story = {
  parameters: { route: '/member/records' },
  play: async ({ canvas }) => {
    const bar = within(canvas.getByRole('navigation', { name: 'Sections' }));
    await expect(bar.getByRole('link', { name: 'My account' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(bar.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};

export const AtTheDeposit: Story = {
  parameters: { route: '/member/deposit' },
  play: async ({ canvas }) => {
    const bar = within(canvas.getByRole('navigation', { name: 'Sections' }));
    // The deposit is in the member centre, but its own tab is the one marked.
    await expect(bar.getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(bar.getByRole('link', { name: 'My account' })).not.toHaveAttribute('aria-current');
  },
};

export const RightToLeft: Story = {
  globals: { language: 'UR' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('navigation', { name: 'حصے' });
    const [first, , , , last] = within(bar).getAllByRole('link');
    // Urdu reads from the right: the first tab (home) stands at the right edge.
    await expect(first?.getBoundingClientRect().left).toBeGreaterThan(
      last?.getBoundingClientRect().left ?? Number.POSITIVE_INFINITY,
    );
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    // From tablet width up the header and the right bar carry these links.
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
