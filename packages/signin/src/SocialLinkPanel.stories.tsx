import { ApiError } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SocialLinkList } from './SocialLinkPanel.tsx';

const meta = {
  component: SocialLinkList,
  args: { providers: ['google', 'facebook'], linked: [], onLink: fn(async () => undefined) },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof SocialLinkList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing linked yet: a link button per provider of the brand. */
export const NoneLinked: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('region', { name: 'Linked accounts' })).toBeVisible();
    await expect(canvas.getByText('Google: not linked')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Link Facebook' }));
    await expect(args.onLink).toHaveBeenCalledWith('facebook');
  },
};

/** Google linked: as whom, and it can be replaced by another account. */
export const OneLinked: Story = {
  args: { linked: [{ provider: 'google', email: 'demo.person@example.com' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Google: linked as demo.person@example.com')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Link another Google account' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Link Facebook' })).toBeVisible();
  },
};

/** A brand without social login: nothing. */
export const NoProviders: Story = {
  args: { providers: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

export const Refused: Story = {
  args: {
    onLink: fn(async () => {
      throw new ApiError('too.many.requests', undefined, 429);
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Link Google' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};
