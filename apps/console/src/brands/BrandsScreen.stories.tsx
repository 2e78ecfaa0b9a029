import type { StaffBrand } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import {
  answering,
  deskStories,
  loadingStory,
  refusedStory,
  sideBySideOnDesktop,
  stackedOnPhone,
  twoHeadings,
} from '../storyDecorators.tsx';
import { BrandsScreen } from './BrandsScreen.tsx';

const brand = (merchantCode: string, name: string): StaffBrand => ({
  merchantCode,
  code: name.toLowerCase().replace(/\s/g, ''),
  name,
  config: { code: 'sunrise', merchantCode, name, currency: 'PHP', languages: ['EN', 'TY', 'UR'] },
  switches: [
    {
      id: 'COMM3',
      kind: 'module',
      enabled: true,
      brandDefault: true,
      override: null,
      locked: true,
    },
    {
      id: 'ANNC3',
      kind: 'module',
      enabled: false,
      brandDefault: true,
      override: false,
      locked: false,
    },
    {
      id: 'FREEPLAY3',
      kind: 'flag',
      enabled: true,
      brandDefault: true,
      override: null,
      locked: false,
    },
  ],
});

const meta = { component: BrandsScreen, ...deskStories } satisfies Meta<typeof BrandsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const flipped: unknown[] = [];

/** Switches with where their value comes from; COMM3 cannot be turned off. */
export const Default: Story = {
  parameters: answering({
    brandList: async () => ({
      brands: [brand('SR77', 'Sunrise Play'), brand('LX88', 'Lucky 88')],
    }),
    brandSwitch: async (input: unknown) => {
      flipped.push(input);
      return brand('SR77', 'Sunrise Play');
    },
  }),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Switches of Sunrise Play' });
    await expect(table).toHaveTextContent('Changed by staff');
    await expect(canvas.getByRole('button', { name: 'Turn COMM3 off' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Turn ANNC3 on' }));
    await expect(flipped.at(-1)).toEqual({
      merchantCode: 'SR77',
      switchId: 'ANNC3',
      enabled: true,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Reset ANNC3 to brand.json' }));
    await expect(flipped.at(-1)).toEqual({
      merchantCode: 'SR77',
      switchId: 'ANNC3',
      enabled: null,
    });
    await expect(canvas.getByLabelText('brand.json of Sunrise Play')).toHaveTextContent('"PHP"');
    await userEvent.selectOptions(canvas.getByLabelText('Brand'), 'LX88');
    await expect(await canvas.findByRole('table', { name: 'Switches of Lucky 88' })).toBeVisible();
  },
};

/** The role may not read this desk: the server refuses, the desk says so. */
export const Refused: Story = refusedStory('brandList');

export const Loading: Story = loadingStory(['brandList']);

/** On a phone the switches and the configuration stand one above the other, inside the phone's width. */
export const Phone: Story = {
  ...Default,
  ...stackedOnPhone(twoHeadings('Switches', 'Configuration as loaded')),
};

/** On a desktop they share a row. */
export const Desktop: Story = {
  ...Default,
  ...sideBySideOnDesktop(twoHeadings('Switches', 'Configuration as loaded')),
};
