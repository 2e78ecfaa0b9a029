import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { expect, userEvent } from 'storybook/test';
import { Link, NavLink } from './RouterLink.tsx';

/** Where the story's router is, so a play function can see a click navigate. */
const Address = () => <output aria-label="Address">{useLocation().pathname}</output>;

const meta = {
  component: NavLink,
  args: { to: '/lottery', children: 'Lottery' },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/lottery/ssc']}>
        <nav aria-label="Example">
          <Story />
          <Link to="/promotions">Promotions</Link>
          <NavLink to="/" end>
            Home
          </NavLink>
        </nav>
        <Address />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof NavLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On a path below its own, a NavLink is the current page; Home (`end`) is not. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const lottery = canvas.getByRole('link', { name: 'Lottery' });
    await expect(lottery).toHaveAttribute('href', '/lottery');
    await expect(lottery).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};

/** A plain click navigates in place, and the current page moves with it. */
export const Navigates: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Promotions' }));
    await expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent('/promotions');
    await expect(canvas.getByRole('link', { name: 'Lottery' })).not.toHaveAttribute('aria-current');
    await userEvent.click(canvas.getByRole('link', { name: 'Home' }));
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
