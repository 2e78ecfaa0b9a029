import type { MemberRow, StaffMessage } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  answering,
  deskStories,
  loadingStory,
  page,
  sideBySideOnDesktop,
  stackedOnPhone,
  storyMembers,
} from '../storyDecorators.tsx';
import { SupportScreen } from './SupportScreen.tsx';

const merchants = {
  merchants: [
    { merchantCode: 'SR77', name: 'Sunrise Play' },
    { merchantCode: 'LX88', name: 'Lucky 88' },
  ],
};
const message = (over: Partial<StaffMessage> = {}): StaffMessage => ({
  id: 3,
  merchantCode: 'SR77',
  memberId: null,
  memberUsername: null,
  title: 'Maintenance tonight',
  body: 'From 02:00 to 04:00.',
  sentBy: 'support',
  sentAt: '2026-11-23T10:00:00.000Z',
  ...over,
});

const meta = { component: SupportScreen, ...deskStories } satisfies Meta<typeof SupportScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const sent: { name: string; input: unknown }[] = [];

/** A broadcast and a message to one member (found by account first). */
export const Default: Story = {
  parameters: answering({
    staffMerchants: async () => merchants,
    messageList: async () =>
      page([message(), message({ id: 2, memberId: 1, memberUsername: 'demo', title: 'Hi' })]),
    messageBroadcast: async (input: unknown) => {
      sent.push({ name: 'messageBroadcast', input });
      return message();
    },
    memberSearch: async () => page(storyMembers as MemberRow[]),
    messageToMember: async (input: unknown) => {
      sent.push({ name: 'messageToMember', input });
      return message({ id: 4, memberId: 1, memberUsername: 'demo' });
    },
  }),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Messages sent' });
    await expect(await within(table).findByText('Every member')).toBeVisible();
    const broadcast = canvas.getByRole('form', { name: 'Message every member' });
    await userEvent.type(within(broadcast).getByLabelText('Title'), 'Maintenance tonight');
    await userEvent.type(within(broadcast).getByLabelText('Message'), 'From 02:00.');
    await userEvent.click(within(broadcast).getByRole('button', { name: 'Send to everyone' }));
    await expect(await within(broadcast).findByRole('status')).toHaveTextContent('SR77');
    await expect(sent.at(-1)).toEqual({
      name: 'messageBroadcast',
      input: { merchantCode: 'SR77', title: 'Maintenance tonight', body: 'From 02:00.' },
    });
    const one = canvas.getByRole('form', { name: 'Message one member' });
    await userEvent.type(within(one).getByLabelText('Member account'), 'demo');
    await userEvent.type(within(one).getByLabelText('Title'), 'Hello');
    await userEvent.type(within(one).getByLabelText('Message'), 'Answered.');
    await userEvent.click(within(one).getByRole('button', { name: 'Send' }));
    await expect(await within(one).findByRole('status')).toHaveTextContent('demo');
    await expect(sent.at(-1)).toEqual({
      name: 'messageToMember',
      input: { memberId: 1, title: 'Hello', body: 'Answered.' },
    });
  },
};

/** No such member in that brand: the catalogue's not-found message. */
export const MemberNotFound: Story = {
  parameters: answering({
    staffMerchants: async () => merchants,
    messageList: async () => page([]),
    memberSearch: async () => page([]),
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No messages sent yet.')).toBeVisible();
    const one = canvas.getByRole('form', { name: 'Message one member' });
    await userEvent.type(within(one).getByLabelText('Member account'), 'ghost');
    await userEvent.type(within(one).getByLabelText('Title'), 'Hello');
    await userEvent.type(within(one).getByLabelText('Message'), 'Anyone?');
    await userEvent.click(within(one).getByRole('button', { name: 'Send' }));
    await expect(await within(one).findByRole('alert')).toBeVisible();
  },
};

export const Loading: Story = loadingStory(['staffMerchants', 'messageList']);

/** On a phone the two message forms stand one above the other, inside the phone's width. */
export const Phone: Story = {
  ...Default,
  ...stackedOnPhone((canvas) => canvas.findAllByRole('form')),
};

/** On a desktop they share a row. */
export const Desktop: Story = {
  ...Default,
  ...sideBySideOnDesktop((canvas) => canvas.findAllByRole('form')),
};
