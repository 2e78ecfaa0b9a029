import { ApiError } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { agentScreen } from './storyFixtures.tsx';
import { UplineTransferCard } from './UplineTransferCard.tsx';

const meta = {
  component: UplineTransferCard,
  ...agentScreen('team', {
    agentSelf: async () => ({
      series: 1900,
      isAgent: false,
      upline: { memberId: 2001, username: 'agent' },
    }),
  }),
} satisfies Meta<typeof UplineTransferCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member of a team finds its upline in the wallet and opens the transfer to it. */
export const WithUpline: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Transfer to my upline' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', {
        name: 'Transfer to agent',
      }),
    ).toBeInTheDocument();
  },
};

/** A member who registered without an agent: nothing to show. */
export const NoUpline: Story = {
  parameters: { api: { agentSelf: async () => ({ series: 1800, isAgent: false, upline: null }) } },
  play: async ({ canvas, canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvas.queryByRole('heading', { name: 'My upline' })).toBeNull();
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};

/** A trial account is refused by the call: not a failure, simply no upline. */
export const Trial: Story = {
  parameters: {
    api: {
      agentSelf: async () => {
        throw new ApiError('trial.forbidden', undefined, 403);
      },
    },
  },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};
