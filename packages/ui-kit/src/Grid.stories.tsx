import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Grid } from './Grid.tsx';

const tiles = ['Lottery', 'Slots', 'Live', 'Sports'].map((name) => (
  <a key={name} href={`#${name}`}>
    {name}
  </a>
));

const meta = {
  component: Grid,
  args: { columns: 1, tablet: 2, desktop: 4, gap: 'md', children: tiles },
} satisfies Meta<typeof Grid>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = (
  canvas: { getByRole: (role: 'link', o: { name: string }) => HTMLElement },
  name: string,
) => canvas.getByRole('link', { name }).getBoundingClientRect();

/** On a phone the tiles stand in one column. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(box(canvas, 'Slots').top).toBeGreaterThan(box(canvas, 'Lottery').bottom);
    await expect(box(canvas, 'Slots').left).toBe(box(canvas, 'Lottery').left);
  },
};

/** On a desktop all four share a row, the theme's `md` between them. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(box(canvas, 'Sports').top).toBe(box(canvas, 'Lottery').top);
    await expect(box(canvas, 'Slots').left).toBeGreaterThan(box(canvas, 'Lottery').right);
  },
};

/** In Urdu the first column is the rightmost. */
export const DesktopRightToLeft: Story = {
  globals: { viewport: { value: 'desktop' }, language: 'UR' },
  play: async ({ canvas }) => {
    await expect(box(canvas, 'Lottery').left).toBeGreaterThan(box(canvas, 'Slots').right);
  },
};

/** Tiles of a least width: as many columns as fit a phone (two of 150px in 390px). */
export const FillByWidth: Story = {
  args: { minColumnWidth: 150 },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(box(canvas, 'Slots').top).toBe(box(canvas, 'Lottery').top);
    await expect(box(canvas, 'Live').top).toBeGreaterThan(box(canvas, 'Lottery').bottom);
  },
};

/** Terms and values: two columns sized to the term, the rows `xs` apart and the columns `lg`. */
export const TermsAndValues: Story = {
  args: {
    as: 'dl',
    columns: 'auto 1fr',
    gap: 'xs',
    columnGap: 'lg',
    children: [
      <dt key="t1">Balance</dt>,
      <dd key="d1" style={{ margin: 0 }}>
        10.00
      </dd>,
      <dt key="t2">Bonus</dt>,
      <dd key="d2" style={{ margin: 0 }}>
        2.00
      </dd>,
    ],
  } as Story['args'],
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const term = canvas.getByText('Balance').getBoundingClientRect();
    const value = canvas.getByText('10.00').getBoundingClientRect();
    const next = canvas.getByText('Bonus').getBoundingClientRect();
    await expect(value.top).toBe(term.top);
    await expect(value.left - term.right).toBe(16);
    await expect(next.top - term.bottom).toBe(4);
  },
};

/**
 * `autoFill` keeps the empty columns: two tiles on a desktop stay a column wide (at least six of
 * 150px fit) instead of stretching to half the row each, as they do without it.
 */
export const KeepEmptyColumns: Story = {
  args: { minColumnWidth: 150, autoFill: true, children: tiles.slice(0, 2) },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('link', { name: 'Lottery' }).parentElement as HTMLElement;
    const width = row.getBoundingClientRect().width;
    await expect(box(canvas, 'Slots').top).toBe(box(canvas, 'Lottery').top);
    await expect(box(canvas, 'Lottery').width).toBeLessThan(width / 4);
  },
};

/** Without `autoFill` the same two tiles share the whole row. */
export const StretchShortRow: Story = {
  args: { minColumnWidth: 150, children: tiles.slice(0, 2) },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('link', { name: 'Lottery' }).parentElement as HTMLElement;
    const width = row.getBoundingClientRect().width;
    await expect(box(canvas, 'Lottery').width).toBeGreaterThan(width / 3);
  },
};
