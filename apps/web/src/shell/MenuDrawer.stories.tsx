import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withBrandAndRouter } from '../storyDecorators.tsx';
import { MenuDrawer } from './MenuDrawer.tsx';

const meta = {
  component: MenuDrawer,
  decorators: [withBrandAndRouter],
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof MenuDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Visitor: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    const button = canvas.getByRole('button', { name: 'Site menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await step('Enter opens the drawer with the side menu; Escape closes it', async () => {
      button.focus();
      await userEvent.keyboard('{Enter}');
      const drawer = await page(canvasElement).findByRole('dialog', { name: 'Site menu' });
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const menu = within(drawer).getByRole('navigation', { name: 'Main menu' });
      await expect(within(menu).getByRole('link', { name: 'Lottery' })).toBeVisible();
      await expect(within(drawer).getByRole('link', { name: 'App download' })).toBeVisible();
      await expect(within(drawer).queryByRole('button', { name: 'Log out' })).toBeNull();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
      await expect(button).toHaveFocus();
    });

    await step('a tap on a link follows it and closes the drawer', async () => {
      await userEvent.click(button);
      const drawer = await page(canvasElement).findByRole('dialog', { name: 'Site menu' });
      await userEvent.click(within(drawer).getByRole('link', { name: 'Lottery' }));
      await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    });
  },
};

export const Member: Story = {
  args: { onLogout: fn() },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Site menu' }));
    const drawer = await page(canvasElement).findByRole('dialog', { name: 'Site menu' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const RightToLeft: Story = {
  globals: { language: 'UR' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'سائٹ مینو' }));
    const drawer = await page(canvasElement).findByRole('dialog', { name: 'سائٹ مینو' });
    // On a right-to-left page the drawer comes in from the right edge.
    await waitFor(() =>
      expect(Math.round(drawer.getBoundingClientRect().right)).toBe(window.innerWidth),
    );
    await expect(drawer.getBoundingClientRect().left).toBeGreaterThan(0);
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    // The desktop keeps its side menu on the page: no menu button.
    await expect(canvas.queryByRole('button', { name: 'Site menu' })).toBeNull();
  },
};
