import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { watchInstallPrompt } from '../start/installPrompt.ts';
import { AddToHomeScreen } from './AddToHomeScreen.tsx';

/** The portal's start keeps the browser's offer; here the story does. */
const withInstallWatch: Decorator = (Story) => {
  useEffect(watchInstallPrompt, []);
  return <Story />;
};

const meta = {
  component: AddToHomeScreen,
  decorators: [withInstallWatch],
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof AddToHomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What Chromium fires when the app can be installed. */
const offerToInstall = () => {
  const prompt = fn(async () => ({ outcome: 'accepted' }));
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt });
  window.dispatchEvent(event);
  return { event, prompt };
};

export const Offered: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('button', { name: 'Add to home screen' })).toBeNull();
    const { event, prompt } = offerToInstall();
    // The browser's own bar gives way to the block's button.
    await expect(event.defaultPrevented).toBe(true);
    const button = await canvas.findByRole('button', { name: 'Add to home screen' });
    await userEvent.click(button);
    await expect(prompt).toHaveBeenCalledOnce();
    // The offer is used up: the button goes until the browser makes another.
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Add to home screen' })).toBeNull(),
    );
  },
};

export const NotSupported: Story = {
  play: async ({ canvas }) => {
    // Without the browser's offer (Safari, Firefox, already installed) nothing is shown.
    await expect(canvas.queryByRole('button', { name: 'Add to home screen' })).toBeNull();
  },
};

export const Installed: Story = {
  play: async ({ canvas }) => {
    offerToInstall();
    await canvas.findByRole('button', { name: 'Add to home screen' });
    window.dispatchEvent(new Event('appinstalled'));
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Add to home screen' })).toBeNull(),
    );
  },
};
