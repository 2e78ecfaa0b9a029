import { ApiError } from '@portal/api-client';
import type { AgentLink } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RegisterScreen } from './RegisterScreen.tsx';
import { agentScreen, never } from './storyFixtures.tsx';

const link = (linkId: number, code: string, type: number, series: number): AgentLink => ({
  linkId,
  code,
  type,
  series,
  registrations: linkId,
  createdAt: '2026-11-20T05:00:00.000Z',
});

/** The links the story's server holds: creating and deleting change them, as the real one. */
let links: AgentLink[] = [];
const registered: unknown[] = [];

const api = {
  agentSelf: async () => ({ series: 1950, isAgent: true, upline: null }),
  agentLinks: async () => ({ links }),
  agentLinkCreate: async (input: unknown) => {
    const { type, series } = input as { type: number; series: number };
    const created = link(links.length + 10, `NEW${series}`, type, series);
    links = [...links, created];
    return created;
  },
  agentLinkDelete: async (input: unknown) => {
    links = links.filter((l) => l.linkId !== (input as { linkId: number }).linkId);
    return { deleted: true };
  },
  agentRegisterDownline: async (input: unknown) => {
    registered.push(input);
    return { memberId: 5001, username: (input as { username: string }).username };
  },
};

const meta = {
  component: RegisterScreen,
  args: { origin: 'https://lucky88.example' },
  ...agentScreen('register', api),
  beforeEach: () => {
    links = [];
    registered.length = 0;
  },
} satisfies Meta<typeof RegisterScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No links yet: a downline agent is registered with a lower prize group, then a link made. */
export const NoLinks: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No affiliate links yet.')).toBeVisible();
    const form = canvas.getByRole('form', { name: 'New downline account' });
    const inForm = within(form);
    await userEvent.type(inForm.getByRole('textbox', { name: 'Username' }), 'newagent');
    await userEvent.type(inForm.getByLabelText('Password'), 'Agent@2027');
    await userEvent.click(inForm.getByRole('radio', { name: 'Agent' }));
    const series = inForm.getByRole('textbox', { name: 'Prize group' });
    await userEvent.clear(series);
    await userEvent.type(series, '1900');
    await userEvent.click(inForm.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText('The account newagent was created.')).toBeVisible();
    await expect(registered).toEqual([
      { username: 'newagent', password: 'Agent@2027', type: 1, series: 1900 },
    ]);
    const linkForm = within(canvas.getByRole('form', { name: 'New affiliate link' }));
    await userEvent.click(linkForm.getByRole('button', { name: 'Create link' }));
    const item = await canvas.findByRole('listitem', { name: 'NEW1950' });
    await expect(item).toHaveTextContent('https://lucky88.example/register?affiliateCode=NEW1950');
    await expect(
      within(item).getByRole('img', {
        name: 'QR code of https://lucky88.example/register?affiliateCode=NEW1950',
      }),
    ).toBeVisible();
  },
};

/** A prize group above the agent's own is refused before anything is sent. */
export const SeriesTooHigh: Story = {
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: 'New downline account' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Username' }), 'greedy');
    await userEvent.type(form.getByLabelText('Password'), 'Agent@2027');
    const series = form.getByRole('textbox', { name: 'Prize group' });
    await userEvent.clear(series);
    await userEvent.type(series, '1960');
    await userEvent.click(form.getByRole('button', { name: 'Create account' }));
    await expect(await form.findByText('Enter a prize group from 0 to 1950.')).toBeVisible();
    await expect(registered).toEqual([]);
  },
};

export const SeveralLinks: Story = {
  beforeEach: () => {
    links = [link(1, 'MEMB1950', 0, 1950), link(2, 'AGNT1900', 1, 1900)];
  },
  play: async ({ canvas, canvasElement }) => {
    const agentLink = await canvas.findByRole('listitem', { name: 'AGNT1900' });
    await expect(agentLink).toHaveTextContent('Agent · Prize group 1900 · 2 registered');
    await userEvent.click(
      within(agentLink).getByRole('button', { name: 'Delete the link AGNT1900' }),
    );
    // The dialog opens in the page's modal layer, outside the story's canvas.
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Delete the link?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(canvas.queryByRole('listitem', { name: 'AGNT1900' })).toBeNull());
    await expect(canvas.getByRole('listitem', { name: 'MEMB1950' })).toBeVisible();
  },
};

/** The server refuses: the username is taken. The catalogue's message shows in the form. */
export const RegisterRefused: Story = {
  parameters: {
    api: {
      ...api,
      agentRegisterDownline: async () => {
        throw new ApiError('register.username.taken', undefined, 409);
      },
    },
  },
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: 'New downline account' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Username' }), 'agent');
    await userEvent.type(form.getByLabelText('Password'), 'Agent@2027');
    await userEvent.click(form.getByRole('button', { name: 'Create account' }));
    await expect(await form.findByRole('alert')).toBeVisible();
    await expect(form.queryByRole('status')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { api: { ...api, agentSelf: never } },
};

export const Phone: Story = {
  beforeEach: () => {
    links = [link(1, 'MEMB1950', 0, 1950)];
  },
  globals: { viewport: { value: 'phone' } },
};
