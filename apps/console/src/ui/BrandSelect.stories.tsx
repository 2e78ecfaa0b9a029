import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { loadConsoleCatalogue, withConsole } from '../storyDecorators.tsx';
import { BrandSelect } from './BrandSelect.tsx';

const meta = {
  component: BrandSelect,
  decorators: [withConsole],
  loaders: [loadConsoleCatalogue],
  args: {
    brands: [
      { merchantCode: 'SR77', name: 'Sunrise Play' },
      { merchantCode: 'LX88', name: 'Lucky 88' },
    ],
    value: 'SR77',
    onChange: fn(),
  },
} satisfies Meta<typeof BrandSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One brand must be chosen: each shows as name and code. */
export const OneBrand: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Brand' });
    await expect(select).toHaveDisplayValue('Sunrise Play (SR77)');
    await userEvent.selectOptions(select, 'LX88');
    await expect(args.onChange).toHaveBeenLastCalledWith('LX88');
  },
};

/** With an "all brands" choice, which reads as no brand. */
export const AllBrands: Story = {
  args: { allLabel: 'All brands', value: undefined },
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Brand' });
    await expect(select).toHaveDisplayValue('All brands');
    await userEvent.selectOptions(select, 'SR77');
    await expect(args.onChange).toHaveBeenLastCalledWith('SR77');
    await userEvent.selectOptions(select, '');
    await expect(args.onChange).toHaveBeenLastCalledWith(undefined);
  },
};

/** Locked once the thing it belongs to exists (a help topic keeps its brand). */
export const Locked: Story = {
  args: { disabled: true, label: 'Merchant' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Merchant' })).toBeDisabled();
  },
};
