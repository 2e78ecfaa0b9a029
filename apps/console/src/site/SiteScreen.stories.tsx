import type { StaffSiteRules } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  answering,
  deskStories,
  loadingStory,
  refusedStory,
  sideBySideOnDesktop,
  stackedOnPhone,
  twoHeadings,
} from '../storyDecorators.tsx';
import { SiteScreen } from './SiteScreen.tsx';

const merchants = async () => ({
  merchants: [
    { merchantCode: 'LX88', name: 'Lucky 88' },
    { merchantCode: 'SR77', name: 'Sunrise Play' },
  ],
});

const rules = (merchantCode: string): StaffSiteRules => ({
  merchantCode,
  defaultLanguage: 'CN',
  windows: [
    {
      windowId: 7,
      startsAt: '2026-11-28T20:00:00.000Z',
      endsAt: '2026-11-28T23:00:00.000Z',
      messages: { CN: '收银台升级中', EN: 'Upgrading the cashier' },
      active: true,
    },
  ],
  countries: [{ countryCode: 'US', blocked: true }],
  networks: [{ network: '8.8.4.0/24', blocked: false, countryCode: '' }],
  allowList: [{ network: '198.51.100.0/24', note: 'Office' }],
});

const empty = (merchantCode: string): StaffSiteRules => ({
  merchantCode,
  defaultLanguage: 'EN',
  windows: [],
  countries: [],
  networks: [],
  allowList: [],
});

const meta = { component: SiteScreen, ...deskStories } satisfies Meta<typeof SiteScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const sent: { call: string; input: unknown }[] = [];
const record = (call: string) => async (input: unknown) => {
  sent.push({ call, input });
  return rules('LX88');
};

/** A window in force, a blocked country, a network let in and the office on the allow-list. */
export const Default: Story = {
  parameters: answering({
    staffMerchants: merchants,
    siteRules: async (input: unknown) => rules((input as { merchantCode: string }).merchantCode),
    siteMaintenanceLift: record('siteMaintenanceLift'),
    siteCountryRule: record('siteCountryRule'),
    siteNetworkRule: record('siteNetworkRule'),
    siteAllowList: record('siteAllowList'),
    siteMaintenanceSave: record('siteMaintenanceSave'),
  }),
  play: async ({ canvas }) => {
    const windows = await canvas.findByRole('table', { name: 'Maintenance windows' });
    await expect(windows).toHaveTextContent('In force');
    await expect(windows).toHaveTextContent('EN: Upgrading the cashier');
    await userEvent.click(within(windows).getByRole('button', { name: /^End the maintenance/ }));
    await expect(sent.at(-1)).toEqual({
      call: 'siteMaintenanceLift',
      input: { merchantCode: 'LX88', windowId: 7 },
    });
    const countries = canvas.getByRole('table', { name: 'Country rules' });
    await expect(countries).toHaveTextContent('Blocked');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove the rule for US' }));
    await expect(sent.at(-1)).toEqual({
      call: 'siteCountryRule',
      input: { merchantCode: 'LX88', countryCode: 'US', blocked: null },
    });
    const block = canvas.getByRole('form', { name: 'Block a country' });
    await userEvent.type(within(block).getByLabelText('Country code (two letters)'), 'cn');
    await userEvent.click(within(block).getByRole('button', { name: 'Block the country' }));
    await expect(sent.at(-1)).toEqual({
      call: 'siteCountryRule',
      input: { merchantCode: 'LX88', countryCode: 'CN', blocked: true },
    });
    const add = canvas.getByRole('form', { name: 'Add a network' });
    await userEvent.type(within(add).getByLabelText('Network or address'), '203.0.113.0/24');
    await userEvent.type(within(add).getByLabelText('Note'), 'Support desk');
    await userEvent.click(within(add).getByRole('button', { name: 'Add the network' }));
    await expect(sent.at(-1)).toEqual({
      call: 'siteAllowList',
      input: {
        merchantCode: 'LX88',
        network: '203.0.113.0/24',
        allowed: true,
        note: 'Support desk',
      },
    });
    await expect(canvas.getByRole('table', { name: 'Staff allow-list' })).toHaveTextContent(
      '198.51.100.0/24',
    );
  },
};

/** Scheduling: the default language's message and one more; times are required. */
export const Schedule: Story = {
  parameters: answering({
    staffMerchants: merchants,
    siteRules: async () => empty('LX88'),
    siteMaintenanceSave: record('siteMaintenanceSave'),
  }),
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Schedule maintenance' });
    const before = sent.length;
    await userEvent.click(within(form).getByRole('button', { name: 'Schedule maintenance' }));
    await expect(await within(form).findByText('Give a start time.')).toBeVisible();
    await expect(sent.length).toBe(before);
    await userEvent.type(within(form).getByLabelText('Starts'), '2026-12-01T01:00');
    await userEvent.type(within(form).getByLabelText('Ends'), '2026-12-01T03:00');
    await userEvent.type(
      within(form).getByLabelText('Message in EN (the default for every language)'),
      'Upgrading the lottery',
    );
    await userEvent.selectOptions(within(form).getByLabelText('Another language'), 'VI');
    await userEvent.type(within(form).getByLabelText('Message in that language'), 'Đang nâng cấp');
    await userEvent.click(within(form).getByRole('button', { name: 'Schedule maintenance' }));
    const last = sent.at(-1) as { call: string; input: Record<string, unknown> };
    await expect(last.call).toBe('siteMaintenanceSave');
    await expect(last.input).toMatchObject({
      merchantCode: 'LX88',
      startsAt: new Date('2026-12-01T01:00').toISOString(),
      endsAt: new Date('2026-12-01T03:00').toISOString(),
      messages: { EN: 'Upgrading the lottery', VI: 'Đang nâng cấp' },
    });
  },
};

/** A role without the site permission: the server refuses, the desk says so. */
export const Refused: Story = refusedStory('siteRules', { staffMerchants: merchants });

export const Loading: Story = loadingStory(['siteRules'], { staffMerchants: merchants });

/** On a phone the maintenance windows and the country rules stand one above the other, inside the phone's width. */
export const Phone: Story = {
  ...Default,
  ...stackedOnPhone(twoHeadings('Maintenance', 'Countries')),
};

/** On a desktop they share a row. */
export const Desktop: Story = {
  ...Default,
  ...sideBySideOnDesktop(twoHeadings('Maintenance', 'Countries')),
};
