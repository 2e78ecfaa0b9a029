import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LastResult } from './LastResult.tsx';

const meta = {
  component: LastResult,
  args: { drawGroup: 'SSC', numero: '20261124-0001', winNo: '37091' },
} satisfies Meta<typeof LastResult>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Digits: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Last result' });
    await expect(region).toHaveTextContent('Last result (20261124-0001)');
    await expect(region).toHaveTextContent('37091');
  },
};

export const ElevenPickFive: Story = {
  args: { drawGroup: '11X5', winNo: '03,11,07,01,09' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('11')).toBeVisible();
  },
};

export const RacingCars: Story = {
  args: { drawGroup: 'PK10', winNo: '03,08,01,10,05,02,09,04,07,06' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    // Car 01 is yellow, drawn with dark text.
    await expect(getComputedStyle(canvas.getByText('01')).backgroundColor).toBe('rgb(242, 197, 0)');
  },
};

/** Mark Six: six balls in their wave colours, the special number apart. */
export const MarkSix: Story = {
  args: { drawGroup: 'LHC', numero: '20261124-0012', winNo: '07,14,22,31,38,45,49' },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Special number')).toBeVisible();
    await expect(getComputedStyle(canvas.getByText('07')).backgroundColor).toBe('rgb(198, 40, 40)');
    await expect(getComputedStyle(canvas.getByText('14')).backgroundColor).toBe(
      'rgb(21, 101, 192)',
    );
    await expect(getComputedStyle(canvas.getByText('49')).backgroundColor).toBe('rgb(46, 125, 50)');
  },
};

export const PcTwentyEight: Story = {
  args: { drawGroup: 'PCB', winNo: '4,5,6' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('15')).toBeVisible();
  },
};

/** VN: the 27 prizes by grade, special first. */
export const Vietnam: Story = {
  args: {
    drawGroup: 'VN',
    numero: '20261124',
    winNo:
      '12345,54321,11111,22222,33333,44444,55555,66666,77777,88888,1234,2345,3456,4567,5678,6789,7890,8901,9012,0123,123,234,345,12,34,56,78',
  },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Special prize')).toBeVisible();
    await expect(canvas.getByText('12345')).toBeVisible();
    await expect(canvas.getByText('Prize 7')).toBeVisible();
    await expect(canvas.getByText('12 · 34 · 56 · 78')).toBeVisible();
  },
};

/** SEA: the first prize and its bottom two digits. */
export const Sea: Story = {
  args: { drawGroup: 'SEA', numero: '20261124', winNo: '083715,42' },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('First prize')).toBeVisible();
    await expect(canvas.getByText('083715')).toBeVisible();
    await expect(canvas.getByText('Bottom two digits')).toBeVisible();
    await expect(canvas.getByText('42')).toBeVisible();
  },
};

/** A result the group's format does not read is shown as written. */
export const Unreadable: Story = {
  args: { drawGroup: 'KENO', winNo: '1,2,3' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,2,3')).toBeVisible();
  },
};
