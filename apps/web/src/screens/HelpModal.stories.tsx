import type { HelpTopic } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withBrandAndRouter } from '../storyDecorators.tsx';
import { HelpModal } from './HelpModal.tsx';

const topics: HelpTopic[] = [
  { id: 1, hash: 'about', title: 'About us', content: '<p>Who we are.</p>', sort: 1 },
  {
    id: 2,
    hash: 'deposit',
    title: 'How to deposit',
    content: '<p>Open the wallet.</p><script>window.__helpScriptRan = true</script>',
    sort: 2,
  },
];

const meta = {
  component: HelpModal,
  decorators: [withBrandAndRouter],
  parameters: { api: { helpCenter: async () => ({ topics }) } },
} satisfies Meta<typeof HelpModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Topics: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', {
        name: 'Help centre',
      }),
    );
    await expect(await dialog.findByRole('region', { name: 'How to deposit' })).toHaveAttribute(
      'id',
      'deposit',
    );
    await expect(dialog.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '#about');
    await expect((window as { __helpScriptRan?: boolean }).__helpScriptRan).toBeUndefined();
  },
};
