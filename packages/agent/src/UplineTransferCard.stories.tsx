import { ApiError } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { agentScreen } from './storyFixtures.tsx';
import { UplineTransferCard } from './UplineTransferCard.tsx';

const asked: string[] = [];

const meta = {
  component: UplineTransferCard,
  beforeEach: () => {
    asked.length = 0;
  },
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
  parameters: {
    api: {
      agentSelf: async () => {
        asked.push('agentSelf');
        return { series: 1800, isAgent: false, upline: null };
      },
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(asked).toEqual(['agentSelf']));
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};

/** A trial account is refused by the call: not a failure, simply no upline. */
export const Trial: Story = {
  parameters: {
    api: {
      agentSelf: async () => {
        asked.push('agentSelf');
        throw new ApiError('trial.forbidden', undefined, 403);
      },
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(asked).toEqual(['agentSelf']));
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};

/** Any other failure is shown, with a retry. */
export const Failed: Story = {
  parameters: {
    api: {
      agentSelf: async () => {
        throw new ApiError('system.busy', undefined, 503);
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'My upline' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
