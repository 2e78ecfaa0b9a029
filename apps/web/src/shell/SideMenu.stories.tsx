import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withBrandAndRouter } from '../storyDecorators.tsx';
import { RightBar } from './RightBar.tsx';
import { SideMenu } from './SideMenu.tsx';

const Menus = () => (
  <div style={{ display: 'flex', justifyContent: 'space-between' }}>
    <SideMenu />
    <RightBar />
  </div>
);

const meta = { component: Menus, decorators: [withBrandAndRouter] } satisfies Meta<typeof Menus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const menu = within(canvas.getByRole('navigation', { name: 'Main menu' }));
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Lottery' })).toHaveAttribute('href', '/lottery');
    const quick = within(canvas.getByRole('complementary', { name: 'Quick links' }));
    await expect(quick.getByRole('link', { name: 'App download' })).toHaveAttribute(
      'href',
      '/down',
    );
    await expect(quick.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
  },
};
