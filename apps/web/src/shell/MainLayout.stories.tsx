import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect } from 'storybook/test';
import { storySystemStatus, withBrandAndRouter } from '../storyDecorators.tsx';
import { MainLayout } from './layouts.tsx';

/** The frame around every main screen, with a stand-in screen in its outlet. */
const Framed = () => (
  <Routes>
    <Route element={<MainLayout />}>
      <Route index element={<h1>The screen</h1>} />
    </Route>
  </Routes>
);

const meta = {
  component: Framed,
  decorators: [withBrandAndRouter],
  parameters: { layout: 'fullscreen', session: { systemStatus: storySystemStatus() } },
} satisfies Meta<typeof Framed>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * On a phone the frame draws no side menu and no right bar (not drawn, not hidden: a phone
 * neither loads nor lays them out); the tab bar is at the foot instead.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('navigation', { name: 'Sections' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'The screen' })).toBeVisible();
    // The footer comes after the first load, after any part drawn for this width has loaded:
    // once it is there, a missing side menu or right bar is missing, not late.
    await expect(await canvas.findByRole('contentinfo')).toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    await expect(canvas.queryByRole('complementary', { name: 'Quick links' })).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** From a tablet the right bar stands beside the screen; the side menu waits for a desktop. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvas }) => {
    const quick = await canvas.findByRole('complementary', { name: 'Quick links' });
    const screen = canvas.getByRole('heading', { name: 'The screen' }).getBoundingClientRect();
    await expect(quick.getBoundingClientRect().left).toBeGreaterThan(screen.left);
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Sections' })).toBeNull();
  },
};

/** On a desktop the side menu, the screen and the right bar stand in three columns. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const menu = (
      await canvas.findByRole('navigation', { name: 'Main menu' })
    ).getBoundingClientRect();
    const quick = (
      await canvas.findByRole('complementary', { name: 'Quick links' })
    ).getBoundingClientRect();
    const screen = canvas.getByRole('heading', { name: 'The screen' }).getBoundingClientRect();
    await expect(screen.left).toBeGreaterThanOrEqual(menu.right);
    await expect(quick.left).toBeGreaterThan(screen.left);
    await expect(canvas.queryByRole('navigation', { name: 'Sections' })).toBeNull();
  },
};
