import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { loadConsoleCatalogue, withConsole } from '../storyDecorators.tsx';
import { StatusFilter } from './StatusFilter.tsx';

const meta = {
  component: StatusFilter<'held' | 'paid'>,
  decorators: [withConsole],
  loaders: [loadConsoleCatalogue],
  args: {
    statuses: ['held', 'paid'],
    labels: { held: 'Held for review', paid: 'Paid' },
    value: 'held',
    onChange: fn(),
  },
} satisfies Meta<typeof StatusFilter<'held' | 'paid'>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A queue opens on one status; each status shows by its desk label, in the given order. */
export const OneStatus: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Status' });
    await expect(select).toHaveDisplayValue('Held for review');
    const options = canvas.getAllByRole('option').map((o) => o.textContent);
    await expect(options).toEqual(['Every status', 'Held for review', 'Paid']);
    await userEvent.selectOptions(select, 'paid');
    await expect(args.onChange).toHaveBeenLastCalledWith('paid');
  },
};

/** No status chosen reads as "Every status", and choosing it again gives no status. */
export const EveryStatus: Story = {
  args: { value: undefined },
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Status' });
    await expect(select).toHaveDisplayValue('Every status');
    await userEvent.selectOptions(select, 'held');
    await expect(args.onChange).toHaveBeenLastCalledWith('held');
    await userEvent.selectOptions(select, '');
    await expect(args.onChange).toHaveBeenLastCalledWith(undefined);
  },
};

/** A desk that names its statuses with a function (the points queue) reads the same. */
export const LabelsByFunction: Story = {
  args: { labels: (s) => (s === 'held' ? 'In process' : 'Approved') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('In process');
    await expect(canvas.getByRole('option', { name: 'Approved' })).toBeInTheDocument();
  },
};

/** A desk may name the select and its first choice otherwise (the draws' "State"). */
export const OtherNames: Story = {
  args: { label: 'State', allLabel: 'Every state', value: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveDisplayValue('Every state');
  },
};
