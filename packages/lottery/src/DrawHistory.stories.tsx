import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DrawHistory } from './DrawHistory.tsx';

const sscDraws = [
  { numero: '20261128-0603', winNo: '37091' },
  { numero: '20261128-0602', winNo: '31245' },
  { numero: '20261128-0601', winNo: '90012' },
];

const meta = {
  component: DrawHistory,
  args: {
    drawGroup: 'SSC',
    draws: sscDraws,
    page: 1,
    totalPages: 3,
    onPage: fn(),
    onRetry: fn(),
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof DrawHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each draw by its numero with its result; the trend counts each digit per place. */
export const Digits: Story = {
  play: async ({ canvas }) => {
    const history = canvas.getByRole('table', { name: 'Draw history' });
    await expect(history).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: '20261128-0603' })).toBeVisible();
    const trend = canvas.getByRole('table', { name: /Trend of the last 3 draws/ });
    // Place 1 saw 3, 3 and 9: the 3 twice, newest draw's value marked as the latest.
    const place1 = canvas.getByRole('row', { name: /^Place 1/ });
    const cells = place1.querySelectorAll('td');
    await expect(cells[3]).toHaveTextContent('2');
    await expect(cells[3]).toHaveAttribute('data-hit', 'latest');
    await expect(cells[9]).toHaveTextContent('1');
    await expect(cells[9]).toHaveAttribute('title', 'Last came 2 draws ago');
    await expect(trend.querySelectorAll('tbody tr')).toHaveLength(5);
  },
};

/** Dice: the trend's columns run from 1 to 6. */
export const Dice: Story = {
  args: {
    drawGroup: 'K3',
    draws: [
      { numero: '20261128-0100', winNo: '116' },
      { numero: '20261128-0099', winNo: '345' },
    ],
    totalPages: 1,
  },
  play: async ({ canvas }) => {
    const trend = canvas.getByRole('table', { name: /Trend of the last 2 draws/ });
    const header = trend.querySelectorAll('thead th');
    await expect(header).toHaveLength(7);
    await expect(header[1]).toHaveTextContent('1');
    await expect(header[6]).toHaveTextContent('6');
    // One page: no page buttons.
    await expect(canvas.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  },
};

/** Mark Six: the results in their wave colours, no trend (49 numbers do not fit a row). */
export const MarkSixHasNoTrend: Story = {
  args: {
    drawGroup: 'LHC',
    draws: [{ numero: '20261128-0012', winNo: '07,14,22,31,38,45,49' }],
    totalPages: 1,
  },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('07')).backgroundColor).toBe('rgb(198, 40, 40)');
    await expect(canvas.queryByRole('table', { name: /Trend/ })).not.toBeInTheDocument();
  },
};

/** Older draws page by page. */
export const Paging: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPage).toHaveBeenCalledWith(2);
  },
};

export const Loading: Story = {
  args: { draws: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the draw history');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { draws: [], totalPages: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No draws yet.')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { draws: undefined, error: { code: 'unknown' } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Urdu reads right to left: the history and the trend mirror. */
export const RightToLeft: Story = {
  globals: { language: 'UR' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('table')).toHaveLength(2);
  },
};
