import type { Notice } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AnnouncementPopup } from './AnnouncementPopup.tsx';

const notices: Notice[] = Array.from({ length: 11 }, (_, index) => ({
  id: index + 1,
  title: `Announcement ${index + 1}`,
  content: `<p>Details of announcement <strong>${index + 1}</strong>.</p>`,
  ...(index === 1 ? { promotionType: 'DEPOSIT' } : {}),
}));

const meta = {
  component: AnnouncementPopup,
  args: { open: true, onClose: fn(), notices, onGoToPromotion: fn() },
} satisfies Meta<typeof AnnouncementPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogIn = async (element: HTMLElement, name = 'Announcements') =>
  within(await within(element.ownerDocument.body).findByRole('dialog', { name }));

export const Paged: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await dialogIn(canvasElement);
    const titles = () =>
      dialog.getAllByRole('button', { name: /^Announcement \d+$/ }).map((b) => b.textContent);
    await expect(titles()).toHaveLength(8);
    await expect(dialog.getByRole('heading', { name: 'Announcement 1' })).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Next page' }));
    await expect(titles()).toEqual(['Announcement 9', 'Announcement 10', 'Announcement 11']);
    await userEvent.click(dialog.getByRole('button', { name: 'Announcement 10' }));
    await expect(dialog.getByRole('heading', { name: 'Announcement 10' })).toBeInTheDocument();
  },
};

export const Promotion: Story = {
  args: { initialIndex: 1 },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await dialogIn(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Go to promotion' }));
    await expect(args.onGoToPromotion).toHaveBeenCalledWith(notices[1]);
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const NoticeAtIndex: Story = {
  args: { name: 'notice', title: 'Notice', initialIndex: 9 },
  play: async ({ canvasElement }) => {
    const dialog = await dialogIn(canvasElement, 'Notice');
    await expect(dialog.getByRole('heading', { name: 'Announcement 10' })).toBeInTheDocument();
    await expect(dialog.getByText('Page 2 of 2')).toBeInTheDocument();
  },
};

export const ScriptPayload: Story = {
  args: {
    notices: [
      {
        id: 1,
        title: 'Tricky',
        content:
          '<p>Safe text</p><img src="x" onerror="window.__announcementXss=1"><script>window.__announcementXss=2</script><a href="javascript:window.__announcementXss=3">link</a>',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogIn(canvasElement);
    await expect(await dialog.findByText('Safe text')).toBeInTheDocument();
    const body = canvasElement.ownerDocument.body;
    await expect(body.querySelector('[role="dialog"] script')).toBeNull();
    await expect(body.querySelector('[role="dialog"] [onerror]')).toBeNull();
    await expect(body.querySelector('[role="dialog"] a[href^="javascript"]')).toBeNull();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect((window as { __announcementXss?: number }).__announcementXss).toBeUndefined();
  },
};

/** Where the titles' list stands against the chosen notice, and the dialog's size. */
const layoutIn = async (element: HTMLElement) => {
  const dialog = await dialogIn(element);
  return {
    title: dialog.getByRole('button', { name: 'Announcement 8' }).getBoundingClientRect(),
    notice: dialog.getByRole('heading', { name: 'Announcement 1' }).getBoundingClientRect(),
    sheet: element.ownerDocument.body
      .querySelector('[role="dialog"]')
      ?.getBoundingClientRect() as DOMRect,
  };
};

/** On a phone the popup is a full-screen sheet, the titles above the chosen notice. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const { title, notice, sheet } = await layoutIn(canvasElement);
    await expect(notice.top).toBeGreaterThanOrEqual(title.bottom);
    await expect(sheet.width).toBe(window.innerWidth);
    await expect(sheet.height).toBe(window.innerHeight);
  },
};

/** From a tablet's width the titles are a column beside the notice, in a centred popup. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    const { title, notice, sheet } = await layoutIn(canvasElement);
    await expect(notice.left).toBeGreaterThanOrEqual(title.right);
    await expect(notice.top).toBeLessThan(title.bottom);
    await expect(sheet.width).toBeLessThan(window.innerWidth);
  },
};
