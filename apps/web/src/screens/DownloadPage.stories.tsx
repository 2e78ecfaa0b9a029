import type { Brand } from '@portal/brand';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withBrandAndRouter } from '../storyDecorators.tsx';
import { DownloadPage } from './DownloadPage.tsx';

const meta = {
  component: DownloadPage,
  decorators: [withBrandAndRouter],
} satisfies Meta<typeof DownloadPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One QR code per app the toolbar's brand offers (iOS profile, Android), no more. */
export const ForTheBrand: Story = {
  play: async ({ canvas, loaded }) => {
    const brand = loaded.brand as Brand;
    const apps = brand.resources.filter((resource) =>
      ['MOBILECONFIG', 'Android'].includes(resource.resourceType),
    );
    const codes = canvas.queryAllByRole('img', { name: /^QR code: / });
    await expect(codes).toHaveLength(apps.length);
    for (const app of apps) {
      await expect(canvas.getByRole('link', { name: app.labelNameEn })).toHaveAttribute(
        'href',
        app.url,
      );
    }
  },
};
