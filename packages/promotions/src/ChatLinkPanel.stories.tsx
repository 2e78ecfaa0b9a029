import { ApiError } from '@portal/api-client';
import type { ChatLink } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ChatLinkPanel } from './ChatLinkPanel.tsx';
import { memberSession, shownIn, withRouter } from './storyFixtures.tsx';

const zalo: ChatLink = {
  app: 'zalo',
  maskedNumber: '*******789',
  linkedAt: '2026-11-15T08:00:00.000Z',
  bonusAmount: '20',
};

const meta = {
  component: ChatLinkPanel,
  decorators: [withRouter('/promotions/7')],
  parameters: {
    session: memberSession,
    api: { chatLinks: async () => [] },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof ChatLinkPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing linked: send a code to the number, then link it with the code; the bonus shows. */
export const Links: Story = {
  parameters: {
    api: (() => {
      let links: ChatLink[] = [];
      return {
        chatLinks: async () => links,
        sendChatLinkCode: fn(async () => ({ expiredMinutes: 5 })),
        linkChatNumber: fn(async () => {
          links = [{ ...zalo, linkedAt: '2026-11-28T08:00:00.000Z' }];
          return links[0];
        }),
      };
    })(),
  },
  play: async ({ loaded, canvas, userEvent, parameters }) => {
    await userEvent.type(await canvas.findByLabelText('Mobile number'), '0901234789');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(parameters.api.sendChatLinkCode).toHaveBeenCalledWith({
      app: 'zalo',
      mobile: '0901234789',
    });
    await expect(await canvas.findByText('Code sent. It is valid for 5 minutes.')).toHaveAttribute(
      'role',
      'status',
    );
    await userEvent.type(canvas.getByLabelText('Verification code'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Link number' }));
    await expect(parameters.api.linkChatNumber).toHaveBeenCalledWith({
      app: 'zalo',
      mobile: '0901234789',
      verificationCode: '123456',
    });
    const linked = await canvas.findByRole('list', { name: 'Linked numbers' });
    await expect(linked).toHaveTextContent('Zalo *******789');
    await expect(linked).toHaveTextContent(`bonus ${shownIn(loaded, '20')}`);
  },
};

/** Zalo linked already: only WhatsApp can still be linked. */
export const ZaloLinked: Story = {
  parameters: { api: { chatLinks: async () => [zalo] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Linked numbers' })).toHaveTextContent(
      'Zalo *******789',
    );
    const app = canvas.getByRole('combobox', { name: 'App' });
    await expect(app).toHaveValue('whatsapp');
    await expect(canvas.queryByRole('option', { name: 'Zalo' })).not.toBeInTheDocument();
  },
};

/** Both linked: nothing more to link. */
export const BothLinked: Story = {
  parameters: {
    api: { chatLinks: async () => [zalo, { ...zalo, app: 'whatsapp', bonusAmount: null }] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Linked numbers' })).toBeInTheDocument();
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
  },
};

/** A wrong code: the catalogue's message, nothing linked. */
export const WrongCode: Story = {
  parameters: {
    api: {
      chatLinks: async () => [],
      linkChatNumber: async () => {
        throw new ApiError('system.busy', undefined, 503);
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Mobile number'), '0901234789');
    await userEvent.type(canvas.getByLabelText('Verification code'), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Link number' }));
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Linked numbers' })).not.toBeInTheDocument();
  },
};

/** Submitting empty shows what is required and calls nothing. */
export const Required: Story = {
  parameters: { api: { chatLinks: async () => [], linkChatNumber: fn() } },
  play: async ({ canvas, userEvent, parameters }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Link number' }));
    await expect(parameters.api.linkChatNumber).not.toHaveBeenCalled();
    await expect(canvas.getAllByText('Required').length).toBeGreaterThan(0);
  },
};

export const Failed: Story = {
  parameters: {
    api: {
      chatLinks: async () => {
        throw new ApiError('system.busy', undefined, 503);
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
  },
};
