import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { PeriodPages } from './PeriodPages.tsx';
import type { PickedPeriod } from './PeriodPicker.tsx';

interface Page {
  content: string[];
  totalPages: number;
}

interface RecordsProps {
  /** The rows of every page of every period (three pages). */
  rows: string[];
  /** Hears each period and page the screen would ask for. */
  ask: (period: PickedPeriod, pageNo: number) => void;
}

/** The screen's part: it keeps the period and the page, and asks its query with them. */
const Records = ({ rows, ask }: RecordsProps) => {
  const [period, setPeriod] = useState<PickedPeriod>('today');
  const [pageNo, setPageNo] = useState(1);
  ask(period, pageNo);
  const data: Page = {
    content: rows.map((row) => `${row} (${period}, page ${pageNo})`),
    totalPages: rows.length ? 3 : 0,
  };
  return (
    <PeriodPages
      period={period}
      onPeriod={setPeriod}
      pageNo={pageNo}
      onPage={setPageNo}
      query={{ isPending: false, error: null, data, refetch: fn() }}
      empty="No records for this period."
    >
      {(page) => (
        <ul aria-label="Records">
          {page.content.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </PeriodPages>
  );
};

const meta = {
  component: Records,
  args: { rows: ['Bet 1', 'Bet 2'], ask: fn() },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof Records>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The rows of the page, and the pages; a new period starts again at page one. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('list', { name: 'Records' })).toHaveTextContent(
      'Bet 1 (today, page 1)',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible();
    await expect(args.ask).toHaveBeenLastCalledWith('today', 2);
    await userEvent.click(canvas.getByRole('tab', { name: 'Last 7 days' }));
    await expect(args.ask).toHaveBeenLastCalledWith('last7Days', 1);
    await expect(canvas.getByRole('list', { name: 'Records' })).toHaveTextContent(
      'Bet 1 (last7Days, page 1)',
    );
  },
};

/** A period with no rows says so, with no list and no pages. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No records for this period.')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Records' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  },
};
