import { callStateStories } from '@portal/session/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { MessagesScreen } from './MessagesScreen.tsx';
import { memberScreen, shownIn, storyMessages } from './storyFixtures.tsx';

const page = (content = storyMessages) => ({
  content,
  pageNum: 1,
  totalPages: content.length ? 1 : 0,
  unreadMessage: content.filter((m) => !m.read).length,
});

/** The inbox holds `content`; opening a message marks it read. */
const reading = (content = storyMessages) => ({
  api: {
    inbox: async () => page(content),
    readMessages: fn(async () => ({ unreadMessage: 0 })),
  },
});

const meta = {
  component: MessagesScreen,
  ...memberScreen('messages', { inbox: async () => page() }),
} satisfies Meta<typeof MessagesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: /Deposit credited/ }),
    ).toHaveAccessibleName('Unread Deposit credited');
    await expect(canvas.getByRole('button', { name: 'Maintenance tonight' })).toBeInTheDocument();
  },
};

export const OpensAndMarksRead: Story = {
  parameters: reading(),
  play: async ({ loaded, canvas, parameters, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Deposit credited/ }));
    // The amount as the brand writes it, after whatever currency sign the brand puts before it.
    const amount = shownIn(loaded, '100');
    await expect(
      canvas.getByText(
        (text) =>
          text.startsWith('Your deposit D20261120-7 of ') &&
          text.endsWith(`${amount} is in your wallet.`),
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(parameters.api.readMessages).toHaveBeenCalledWith({ messageIds: [3] }),
    );
  },
};

const states = callStateStories('inbox', {
  empty: page([]),
  says: 'No messages.',
  alert: 'The system is busy, please try again.',
});

export const Empty: Story = states.Empty;

export const Loading: Story = states.Loading;

export const Failed: Story = states.Failed;

/** A platform notice is worded in the member's language from its template (Thai here). */
export const PlatformNoticeInThai: Story = {
  globals: { language: 'TH' },
  play: async ({ canvas }) => {
    const notice = await canvas.findByRole('button', { name: /เติมเงินเข้าบัญชีแล้ว/ });
    await expect(notice).toBeInTheDocument();
    await expect(canvas.queryByText('Deposit credited')).toBeNull();
    // Staff write in their own words: their message is shown as written.
    await expect(canvas.getByRole('button', { name: 'Maintenance tonight' })).toBeInTheDocument();
  },
};

/** The answer to an affiliate application (issue 24), worded from its notice with the reason. */
export const AgentApplicationDeclined: Story = {
  parameters: reading([
    {
      messageId: 9,
      source: 'platform',
      title: 'Your agent application is declined',
      body: 'Reason: no licence',
      notice: { kind: 'agentApplicationRejected', reference: '4', reason: 'no licence' },
      sentAt: '2026-11-21T10:00:00.000Z',
      read: true,
    },
  ]),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Agent application declined' }),
    );
    await expect(
      canvas.getByText('Your application to become an agent was declined: no licence'),
    ).toBeInTheDocument();
  },
};

const contractNotice = (
  messageId: number,
  notice: NonNullable<(typeof storyMessages)[number]['notice']>,
  title: string,
) => ({
  messageId,
  source: 'platform' as const,
  title,
  body: 'English text for readers of the API',
  notice,
  sentAt: '2026-11-21T10:00:00.000Z',
  read: false,
});

/**
 * The agent contract lifecycle's messages (issue 24) are notices too: worded in the member's
 * language (Vietnamese here) with the contract type's own name, not the server's English.
 */
export const AgentContractNoticesInVietnamese: Story = {
  globals: { language: 'VI' },
  parameters: reading([
    contractNotice(
      21,
      {
        kind: 'agentContractOffered',
        reference: '7',
        contractType: 'dailySalary',
        rate: '1.5',
      },
      'Contract offer',
    ),
    contractNotice(
      22,
      {
        kind: 'agentContractTerminateAsked',
        reference: '8',
        contractType: 'dividend',
        reason: 'restructure',
      },
      'Request to end a contract',
    ),
    contractNotice(
      23,
      { kind: 'agentContractCancelled', reference: '9', contractType: 'hourlySalary' },
      'Contract cancelled',
    ),
  ]),
  play: async ({ canvas, userEvent }) => {
    const offer = await canvas.findByRole('button', { name: /Đề nghị hợp đồng: Lương ngày/ });
    await userEvent.click(offer);
    await expect(
      canvas.getByText('Tỷ lệ cao nhất 1.5%. Hãy chấp nhận hoặc từ chối trong trung tâm đại lý.'),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Chấm dứt hợp đồng:/ }));
    await expect(canvas.getByText(/restructure/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Hợp đồng đã bị hủy:/ })).toBeInTheDocument();
    await expect(canvas.queryByText('Contract offer')).toBeNull();
    await expect(canvas.queryByText(/English text/)).toBeNull();
  },
};

/**
 * The answers to an activity application and to a points redemption (issue 25) are notices
 * too: worded in the member's language (Vietnamese here) with the promotion's title the server
 * picked for it or the item's name, a rejection with the staff's reason.
 */
export const PromotionApplicationNoticesInVietnamese: Story = {
  globals: { language: 'VI' },
  parameters: reading([
    contractNotice(
      31,
      {
        kind: 'promotionApplicationApproved',
        reference: '5',
        subject: 'Ảnh chụp may mắn',
        amount: '20.00',
      },
      'Application approved: Lucky screenshot',
    ),
    contractNotice(
      32,
      {
        kind: 'promotionApplicationRejected',
        reference: '6',
        subject: 'Ảnh chụp may mắn',
        reason: 'ảnh bị cắt',
      },
      'Application declined: Lucky screenshot',
    ),
    contractNotice(
      33,
      {
        kind: 'pointsRedemptionRejected',
        reference: 'PR7',
        subject: 'Lucky mug',
        reason: 'hết hàng',
      },
      'Redemption rejected: Lucky mug',
    ),
  ]),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: /Đơn đã được duyệt: Ảnh chụp may mắn/ }),
    );
    await expect(
      canvas.getByText(/^Đơn của bạn đã được duyệt: .*20.* đã được cộng vào ví của bạn\.$/),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Đơn bị từ chối: Ảnh chụp may mắn/ }));
    await expect(canvas.getByText('Đơn của bạn bị từ chối: ảnh bị cắt')).toBeInTheDocument();
    // A points mall redemption's answer, worded the same way.
    await userEvent.click(canvas.getByRole('button', { name: /Đổi quà bị từ chối: Lucky mug/ }));
    await expect(
      canvas.getByText(
        'Yêu cầu đổi quà PR7 của bạn bị từ chối: hết hàng. Điểm của bạn đã được hoàn lại.',
      ),
    ).toBeInTheDocument();
    await expect(
      canvas.queryByText(/(Application|Redemption) (approved|declined|rejected)/),
    ).toBeNull();
    await expect(canvas.queryByText(/English text/)).toBeNull();
  },
};
