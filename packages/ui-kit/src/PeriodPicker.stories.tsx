import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { PeriodPicker, type PeriodPickerProps, type PickedPeriod } from './PeriodPicker.tsx';

/** The picker holds no state of its own: the story keeps the period as a screen would. */
const Picked = ({ period: first, onChange, ...props }: PeriodPickerProps) => {
  const [period, setPeriod] = useState<PickedPeriod>(first);
  return (
    <PeriodPicker
      {...props}
      period={period}
      onChange={(next) => {
        setPeriod(next);
        onChange(next);
      }}
    >
      <p>Records of {period}</p>
    </PeriodPicker>
  );
};

const meta = {
  component: PeriodPicker,
  render: (args) => <Picked {...args} />,
  args: { period: 'today', onChange: fn(), children: null },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof PeriodPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Today first, in UTC days when the brand names no zone; the panel is named by its tab. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist', { name: 'Period' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Today' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: 'Today' })).toHaveTextContent('today');
    await expect(canvas.getByText('Days run from midnight to midnight, UTC time.')).toBeVisible();
  },
};

/** A click picks a period: the screen hears it and the panel follows. */
export const PickByClick: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Last 7 days' }));
    await expect(args.onChange).toHaveBeenCalledWith('last7Days');
    await expect(canvas.getByRole('tab', { name: 'Last 7 days' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Records of last7Days');
  },
};

/** The keyboard: one Tab stop, arrows move and pick, End goes to the last period. */
export const PickByKeyboard: Story = {
  args: { period: 'yesterday' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Yesterday' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Last 7 days' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('last7Days');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Last 30 days' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** The brand's own zone is named, and a screen may offer fewer periods. */
export const BrandZoneAndFewerPeriods: Story = {
  args: { timeZone: 'Asia/Manila', periods: ['last7Days', 'last30Days'], period: 'last7Days' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Days run from midnight to midnight, Asia/Manila time.'),
    ).toBeVisible();
    await expect(canvas.getAllByRole('tab')).toHaveLength(2);
    await expect(canvas.queryByRole('tab', { name: 'Today' })).not.toBeInTheDocument();
  },
};

/** In Urdu the tabs run right to left, and the arrow pointing that way moves forward. */
export const RightToLeft: Story = {
  globals: { language: 'UR', viewport: { value: 'phone' } },
  play: async ({ args, canvas, userEvent }) => {
    const [today, yesterday] = canvas.getAllByRole('tab');
    if (!today || !yesterday) throw new Error('The picker has no tabs');
    await expect(today.getBoundingClientRect().left).toBeGreaterThan(
      yesterday.getBoundingClientRect().right,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(yesterday).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledWith('yesterday');
  },
};
