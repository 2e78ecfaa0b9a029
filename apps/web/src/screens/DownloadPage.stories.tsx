import type { Brand } from '@portal/brand';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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

/** The install guides staff write (content pages) are one step away, whatever the brand offers. */
export const InstallGuides: Story = {
  play: async ({ canvas }) => {
    const guides = canvas.getByRole('navigation', { name: 'Install guides' });
    await expect(
      within(guides).getByRole('link', { name: 'How to install on iPhone' }),
    ).toHaveAttribute('href', '/guide/ios');
    await expect(
      within(guides).getByRole('link', { name: 'How to add the lite app' }),
    ).toHaveAttribute('href', '/guide/lite');
  },
};
