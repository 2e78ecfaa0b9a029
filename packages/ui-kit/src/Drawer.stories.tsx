import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './Button.tsx';
import { Drawer } from './Drawer.tsx';

/** The drawer with the button that opens it, as the phone header uses it. */
const DrawerDemo = () => {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Button aria-expanded={open} aria-controls="demo-drawer" onClick={() => setOpen(true)}>
        Menu
      </Button>
      <Drawer id="demo-drawer" label="Menu" open={open} onClose={() => setOpen(false)}>
        <nav aria-label="Main menu">
          <a href="#home">Home</a>
          <a href="#lottery">Lottery</a>
        </nav>
      </Drawer>
    </div>
  );
};

const meta = {
  component: DrawerDemo,
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof DrawerDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    const opener = canvas.getByRole('button', { name: 'Menu' });
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();

    await step('the keyboard opens it and Escape closes it, focus back on the button', async () => {
      opener.focus();
      await userEvent.keyboard('{Enter}');
      const drawer = await page(canvasElement).findByRole('dialog', { name: 'Menu' });
      await expect(opener).toHaveAttribute('aria-expanded', 'true');
      await expect(drawer).toContainElement(document.activeElement as HTMLElement);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
      await expect(opener).toHaveFocus();
      await expect(opener).toHaveAttribute('aria-expanded', 'false');
    });

    await step('a tap opens it and a tap on the close button closes it', async () => {
      await userEvent.click(opener);
      const drawer = await page(canvasElement).findByRole('dialog', { name: 'Menu' });
      await expect(within(drawer).getByRole('link', { name: 'Lottery' })).toBeVisible();
      await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
      await expect(opener).toHaveFocus();
    });

    await step('a tap on the dimmed page beside the panel closes it', async () => {
      await userEvent.click(opener);
      const drawer = await page(canvasElement).findByRole('dialog', { name: 'Menu' });
      // The backdrop belongs to the dialog element: a click on the element itself, outside
      // its panel, is what a tap there produces.
      fireEvent.click(drawer);
      await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    });
  },
};

export const Open: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const drawer = await page(canvasElement).findByRole('dialog', { name: 'Menu' });
    await expect(drawer).toHaveAttribute('open');
    // The panel stays within a phone's width and fills its height.
    const box = drawer.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(window.innerWidth);
    await expect(box.height).toBe(window.innerHeight);
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: Open.play,
};
