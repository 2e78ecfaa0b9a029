import { ApiError } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RedEnvelopePop } from './RedEnvelopePop.tsx';
import { memberSession, promotion, shownIn, withRouter } from './storyFixtures.tsx';

const envelope = promotion(5, 'Lunar red envelope', 'join', { kind: 'redEnvelope' });

const meta = {
  component: RedEnvelopePop,
  decorators: [withRouter('/promotions/5')],
  args: { promotion: envelope },
  parameters: { session: memberSession },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof RedEnvelopePop>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member pops: the call names the promotion, the share and what is left show. */
export const Pops: Story = {
  parameters: {
    api: {
      popRedEnvelope: fn(async () => ({ promotionId: 5, amount: '8', envelopesLeft: 41 })),
    },
  },
  play: async ({ loaded, canvas, userEvent, parameters }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open the red envelope' }));
    await expect(parameters.api.popRedEnvelope).toHaveBeenCalledWith({ promotionId: 5 });
    const opened = (await canvas.findByText(`You got ${shownIn(loaded, '8')}!`)).closest(
      '[role="status"]',
    );
    await expect(opened).not.toBeNull();
    await expect(opened).toHaveTextContent('41 envelopes are left for others.');
    await expect(
      canvas.queryByRole('button', { name: 'Open the red envelope' }),
    ).not.toBeInTheDocument();
  },
};

export const LastEnvelope: Story = {
  parameters: {
    api: { popRedEnvelope: async () => ({ promotionId: 5, amount: '0.01', envelopesLeft: 0 }) },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open the red envelope' }));
    await expect(await canvas.findByText('That was the last envelope.')).toBeInTheDocument();
  },
};

/** All popped, or this member's one already taken: the catalogue's message. */
export const Refused: Story = {
  parameters: {
    api: {
      popRedEnvelope: async () => {
        throw new ApiError('system.busy', undefined, 503);
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open the red envelope' }));
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
  },
};

/** Already popped (the hall says claimed): no envelope to open. */
export const AlreadyPopped: Story = {
  args: { promotion: { ...envelope, status: 'claimed' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** A visitor is asked to sign in first; nothing is popped. */
export const Visitor: Story = {
  parameters: { session: { token: null, memberInfo: null }, api: { popRedEnvelope: fn() } },
  play: async ({ canvas, userEvent, parameters }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open the red envelope' }));
    await expect(parameters.api.popRedEnvelope).not.toHaveBeenCalled();
  },
};
