import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './Button.tsx';
import { after } from './clock.ts';
import { Modal, type ModalProps } from './Modal.tsx';
import { TextField } from './TextField.tsx';

/** The modal with the button that opens it, as a page uses it. */
const ModalDemo = (props: Omit<ModalProps, 'open' | 'onClose' | 'children'>) => {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ minHeight: '200vh', paddingTop: 200 }}>
      <Button onClick={() => setOpen(true)}>Open notice</Button>
      <Modal {...props} open={open} onClose={() => setOpen(false)}>
        <p>The draw closes at 20:00.</p>
        <TextField label="Note" />
        <Button>Understood</Button>
      </Modal>
    </div>
  );
};

const meta = {
  component: ModalDemo,
  args: { name: 'notice', title: 'Notice' },
} satisfies Meta<typeof ModalDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    const opener = canvas.getByRole('button', { name: 'Open notice' });
    await userEvent.click(opener);
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Notice' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');

    await step('focus moves into the dialog and stays there', async () => {
      await expect(within(dialog).getByLabelText('Note')).toHaveFocus();
      await userEvent.tab();
      await userEvent.tab();
      await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
      await userEvent.tab();
      await expect(within(dialog).getByLabelText('Note')).toHaveFocus();
      await userEvent.tab({ shift: true });
      await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    });

    await step('Escape closes it and focus returns to the opener', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
      await expect(opener).toHaveFocus();
    });
  },
};

/**
 * During the open delay the dialog is already on the page (drawn and styled ahead), but not
 * seen, not focusable and not in the accessibility tree; then it shows, with focus inside.
 */
export const PreparedDuringTheOpenDelay: Story = {
  play: async ({ canvas, canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const opener = canvas.getByRole('button', { name: 'Open notice' });
    // How the layer was when it came onto the page, seen as it came (before any timer ran).
    const arrived: { visibility: string; dialogs: number; focusInside: boolean }[] = [];
    const watcher = new MutationObserver(() => {
      const layer = doc.querySelector('[data-modal="notice"]');
      if (!(layer instanceof HTMLElement) || arrived.length > 0) return;
      arrived.push({
        visibility: doc.defaultView?.getComputedStyle(layer).visibility ?? '',
        dialogs: page(canvasElement).queryAllByRole('dialog').length,
        focusInside: layer.contains(doc.activeElement),
      });
    });
    watcher.observe(doc.body, { childList: true });
    await userEvent.click(opener);
    await waitFor(() => expect(arrived).toHaveLength(1));
    watcher.disconnect();
    await expect(arrived[0]).toEqual({ visibility: 'hidden', dialogs: 0, focusInside: false });
    const layer = doc.querySelector('[data-modal="notice"]') as HTMLElement;
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Notice' });
    await expect(doc.defaultView?.getComputedStyle(layer).visibility).toBe('visible');
    await expect(within(dialog).getByLabelText('Note')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** A modal asked for and called off within its open delay (a popup that closes itself). */
const CalledOffDemo = () => {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Button
        onClick={() => {
          setOpen(true);
          after(40, () => setOpen(false));
        }}
      >
        Open and call off
      </Button>
      <Modal name="notice" title="Notice" open={open} onClose={() => setOpen(false)}>
        <p>The draw closes at 20:00.</p>
      </Modal>
    </div>
  );
};

/** Called off within its open delay, the modal is never seen (no fade out of a hidden one). */
export const CalledOffDuringTheOpenDelay: Story = {
  render: () => <CalledOffDemo />,
  play: async ({ canvas, canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    // Story files share a page: a notice an earlier story opened may still be fading out.
    await waitFor(() => expect(doc.querySelector('[data-modal="notice"]')).toBeNull());
    const seen: string[] = [];
    let layerCame = false;
    const watcher = new MutationObserver(() => {
      const layer = doc.querySelector('[data-modal="notice"]');
      if (!(layer instanceof HTMLElement)) return;
      layerCame = true;
      seen.push(doc.defaultView?.getComputedStyle(layer).visibility ?? '');
    });
    watcher.observe(doc.body, { childList: true, subtree: true, attributes: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Open and call off' }));
    await waitFor(() => expect(layerCame).toBe(true));
    await waitFor(() => expect(doc.querySelector('[data-modal="notice"]')).toBeNull());
    // Past the open delay and a fade: nothing comes back.
    await new Promise<void>((resolve) => after(300, resolve));
    watcher.disconnect();
    await expect(doc.querySelector('[data-modal="notice"]')).toBeNull();
    await expect(seen.filter((visibility) => visibility !== 'hidden')).toEqual([]);
  },
};

export const StaysOpenOnOutsideClick: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open notice' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Notice' });
    const backdrop = canvasElement.ownerDocument.querySelector('[data-modal="notice"] > div');
    if (!(backdrop instanceof HTMLElement)) throw new Error('no backdrop');
    await userEvent.click(backdrop);
    await expect(dialog).toBeInTheDocument();
    await expect(dialog).not.toHaveAttribute('aria-hidden');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const FreezesAndRestoresThePage: Story = {
  play: async ({ canvas, canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView;
    if (!view) throw new Error('no window');
    // Scrolled, with the opener still in view so clicking it does not scroll.
    view.scrollTo(0, 100);
    const before = view.scrollY;
    await expect(before).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Open notice' }));
    await page(canvasElement).findByRole('dialog', { name: 'Notice' });
    await expect(canvasElement.ownerDocument.body.style.position).toBe('fixed');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(canvasElement.ownerDocument.body.style.position).toBe('');
    await expect(view.scrollY).toBe(before);
  },
};

export const DraggableByTitle: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open notice' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Notice' });
    const title = within(dialog).getByRole('heading', { name: 'Notice' });
    const start = dialog.getBoundingClientRect();
    fireEvent.pointerDown(title, { pointerId: 1, button: 0, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(title, { pointerId: 1, clientX: 160, clientY: 130 });
    fireEvent.pointerUp(title, { pointerId: 1, clientX: 160, clientY: 130 });
    const moved = dialog.getBoundingClientRect();
    await expect(Math.round(moved.left - start.left)).toBe(60);
    await expect(Math.round(moved.top - start.top)).toBe(30);
  },
};

export const WithoutTitleOrCloseButton: Story = {
  args: { title: undefined, label: 'Announcement', closeButton: false, background: false },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open notice' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Announcement' });
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
  },
};

export const PhoneSheet: Story = {
  args: { width: 480 },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open notice' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Notice' });
    // On a phone the popup is a full-height sheet, whatever width it asks for.
    await waitFor(async () => {
      const box = dialog.getBoundingClientRect();
      await expect(box.left).toBe(0);
      await expect(box.top).toBe(0);
      await expect(box.width).toBe(window.innerWidth);
      await expect(box.height).toBe(window.innerHeight);
    });
    const close = within(dialog).getByRole('button', { name: 'Close' }).getBoundingClientRect();
    await expect(close.width).toBeGreaterThanOrEqual(44);
    await expect(close.height).toBeGreaterThanOrEqual(44);
  },
};
