import type { Banner } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { BannerCarousel } from './BannerCarousel.tsx';

const picture = (colour: string, text: string) =>
  `data:image/svg+xml;base64,${btoa(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="500"><rect width="100%" height="100%" fill="${colour}"/><text x="80" y="280" font-size="120" fill="#fff">${text}</text></svg>`,
  )}`;

const banners: Banner[] = [
  {
    groupName: 'w_home',
    url: picture('#0b7a7a', 'Welcome bonus'),
    linkageType: 'ROUTE',
    linkage: '/promotions',
  },
  { groupName: 'w_home', url: picture('#1b2d4f', 'Weekly cashback') },
  {
    groupName: 'w_home',
    url: picture('#c62f3b', 'Lottery jackpot'),
    linkageType: 'URL',
    linkage: 'https://example.com',
  },
];

const meta = {
  component: BannerCarousel,
  args: { banners, onOpen: fn() },
} satisfies Meta<typeof BannerCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Many: Story = {
  play: async ({ canvasElement, canvas, userEvent, args }) => {
    // The first banner is painted before swiper, as a plain picture.
    await expect(canvas.getAllByRole('img', { name: 'Banner 1' })).toHaveLength(1);
    await expect(canvas.queryByRole('img', { name: 'Banner 2' })).toBeNull();
    await expect(canvasElement.querySelector('.swiper-initialized')).toBeNull();
    const firstPicture = canvas.getByRole('img', { name: 'Banner 1' });
    // Reaching for the carousel brings swiper in (its chunk may take seconds on a busy machine).
    await userEvent.hover(canvas.getByRole('region', { name: 'Banners' }));
    await waitFor(
      () => expect(canvasElement.querySelectorAll('.swiper-pagination-bullet')).toHaveLength(3),
      { timeout: 15_000 },
    );
    // Swiper starts on the slides React drew: the first is still the same picture.
    await waitFor(() =>
      expect(canvasElement.querySelector('.swiper')?.classList).toContain('swiper-initialized'),
    );
    await expect(canvas.getAllByRole('img', { name: 'Banner 1' })).toEqual([firstPicture]);
    await expect(canvas.getAllByRole('img', { name: /^Banner \d$/ })).toHaveLength(3);
    const linked = canvas.getAllByRole('button', { name: 'Banner 1' })[0];
    if (!linked) throw new Error('The linked banner is not a button');
    await expect(getComputedStyle(linked).cursor).toBe('pointer');
    await userEvent.click(linked);
    await expect(args.onOpen).toHaveBeenCalledWith(banners[0]);
    // A banner without a linkageType is a plain picture, with the default cursor.
    await expect(canvas.queryAllByRole('button', { name: 'Banner 2' })).toHaveLength(0);
  },
};

/** Nobody touches it: when the first banner's time is up, swiper takes over and moves on. */
export const PlaysOnItsOwn: Story = {
  args: { delayMs: 600 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.swiper-initialized')).toBeNull();
    // Swiper arrives and moves on to the second banner at once (its bullet becomes the active one).
    const activeBullet = () =>
      [...canvasElement.querySelectorAll('.swiper-pagination-bullet')].findIndex((bullet) =>
        bullet.classList.contains('swiper-pagination-bullet-active'),
      );
    await waitFor(() => expect(activeBullet()).toBe(1), { timeout: 10_000 });
  },
};

export const One: Story = {
  args: { banners: [{ groupName: 'w_home', url: picture('#0b7a7a', 'Only banner') }] },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelectorAll('.swiper-pagination-bullet')).toHaveLength(0);
    await expect(canvas.getAllByRole('img', { name: 'Banner 1' })).toHaveLength(1);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const None: Story = {
  args: { banners: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Banners' })).toBeNull();
  },
};

/** The group's banners change while swiper runs (a banner is withdrawn; then two are back). */
const ChangingList = ({ onOpen }: { onOpen: (banner: Banner) => void }) => {
  const [shown, setShown] = useState<Banner[]>(banners);
  return (
    <>
      <button type="button" onClick={() => setShown(banners.slice(0, 1))}>
        Keep one banner
      </button>
      <button type="button" onClick={() => setShown(banners.slice(1))}>
        Show two others
      </button>
      <BannerCarousel banners={shown} onOpen={onOpen} />
    </>
  );
};

/**
 * A list down to one banner stands still (no swiper, no bullets); a new list of several starts
 * afresh on its first banner, with one bullet each.
 */
export const ListChanges: Story = {
  render: (args) => <ChangingList onOpen={args.onOpen} />,
  play: async ({ canvasElement, canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('region', { name: 'Banners' }));
    const bullets = () => canvasElement.querySelectorAll('.swiper-pagination-bullet');
    await waitFor(() => expect(bullets()).toHaveLength(3), { timeout: 15_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Keep one banner' }));
    await waitFor(() => expect(bullets()).toHaveLength(0));
    await expect(canvasElement.querySelector('.swiper-initialized')).toBeNull();
    await expect(canvas.getAllByRole('img', { name: /^Banner \d$/ })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Show two others' }));
    await waitFor(() => expect(bullets()).toHaveLength(2));
    await expect(bullets()[0]?.classList).toContain('swiper-pagination-bullet-active');
  },
};
