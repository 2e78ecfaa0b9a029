import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { DownloadQr, QR_SIZE } from './DownloadQr.tsx';

const favicon = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><circle cx="16" cy="16" r="15" fill="#0b7a7a"/></svg>',
)}`;

const meta = {
  component: DownloadQr,
  args: {
    url: 'https://get.example.com/android/app.apk',
    label: 'Android app',
    logoUrl: favicon,
  },
} satisfies Meta<typeof DownloadQr>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Android: Story = {
  play: async ({ canvas }) => {
    const code = canvas.getByRole('img', { name: 'QR code: Android app' });
    await expect(code).toHaveAttribute('width', String(QR_SIZE));
    // The code is drawn: its top-left finder pattern is dark (no margin around the code).
    await waitFor(() => {
      const pixel = (code as HTMLCanvasElement).getContext('2d')?.getImageData(1, 1, 1, 1).data;
      expect(pixel?.[3]).toBe(255);
      expect(pixel?.[0]).toBeLessThan(50);
    });
    await expect(canvas.getByRole('link', { name: 'Android app' })).toHaveAttribute(
      'href',
      'https://get.example.com/android/app.apk',
    );
  },
};
