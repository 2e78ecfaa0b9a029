import { ApiError } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { loadConsoleCatalogue, withConsole } from '../storyDecorators.tsx';
import { PromotionEditor } from './PromotionEditor.tsx';
import { storyPromotion } from './storyPromotions.ts';

const merchants = [{ merchantCode: 'SR77', name: 'Sunrise' }];

const meta = {
  component: PromotionEditor,
  decorators: [withConsole],
  loaders: [loadConsoleCatalogue],
  args: { merchants, promotion: null, onDone: fn() },
} satisfies Meta<typeof PromotionEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const saved: unknown[] = [];
const saving = {
  promotionSave: async (input: unknown) => {
    saved.push(input);
    return storyPromotion(9);
  },
};

/** A new deposit bonus: the form asks for what it needs, then sends rates as basis points. */
export const NewDepositBonus: Story = {
  parameters: { staff: { answers: saving } },
  play: async ({ canvas, args }) => {
    const form = await canvas.findByRole('form', { name: 'Promotion' });
    const count = saved.length;
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(within(form).getAllByText('Input cannot be empty.').length).toBeGreaterThan(0);
    await expect(saved).toHaveLength(count);
    await userEvent.type(within(form).getByLabelText('Title (EN)'), 'Half back');
    await userEvent.type(within(form).getByLabelText('Bonus (% of the deposit)'), '50.5');
    await userEvent.type(within(form).getByLabelText('Maximum bonus'), '500');
    await userEvent.type(
      within(form).getByLabelText('Maximum bet while wagering (empty: none)'),
      '5.0055',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(within(form).getByText('Enter an amount, such as 100 or 100.50.')).toBeVisible();
    await userEvent.clear(within(form).getByLabelText('Maximum bet while wagering (empty: none)'));
    await userEvent.type(
      within(form).getByLabelText('Maximum bet while wagering (empty: none)'),
      '50',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(saved.at(-1)).toMatchObject({
      merchantCode: 'SR77',
      kind: 'depositBonus',
      texts: { EN: { title: 'Half back' } },
      audience: { members: true, agents: false, newMembersOnly: false, vipLevels: [] },
      terms: {
        deposit: { which: 'first', percentBp: 5050, maxBonus: '500' },
        wagering: { multipleMille: 10_000, maxBet: '50', expiryDays: 7, includeDeposit: false },
      },
    });
    await expect(args.onDone).toHaveBeenCalled();
  },
};

/** A daily rebate shows a rate per game category and leaves the deposit terms out. */
export const NewDailyRebate: Story = {
  parameters: { staff: { answers: saving } },
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Promotion' });
    await userEvent.selectOptions(within(form).getByLabelText('Kind'), 'dailyRebate');
    await expect(within(form).queryByLabelText('Maximum bonus')).toBeNull();
    // Paid to every member at once by its job: the household rule is not offered.
    await expect(within(form).queryByRole('checkbox', { name: /household/ })).toBeNull();
    await userEvent.type(within(form).getByLabelText('Title (EN)'), 'Daily rebate');
    await userEvent.type(within(form).getByLabelText('Rebate on LOTT (%)'), '1');
    await userEvent.type(within(form).getByLabelText('Rebate on RNG (%)'), '1.2');
    await userEvent.click(within(form).getByLabelText('The bonus must be wagered'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const input = saved.at(-1) as { terms: Record<string, unknown> };
    await expect(input).toMatchObject({
      kind: 'dailyRebate',
      terms: { rebate: { ratesBp: { LOTT: 100, RNG: 120 }, dailyCap: null } },
    });
    await expect(input.terms.deposit).toBeUndefined();
    await expect(input.terms.wagering).toBeUndefined();
  },
};

/**
 * The rules' warning: a rate at or above a category's typical house edge is named with both
 * figures (LIVE's 1.1 %); a rate below it is not; the rate may still be saved.
 */
export const RebateAboveHouseEdge: Story = {
  parameters: { staff: { answers: saving } },
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Promotion' });
    await userEvent.selectOptions(within(form).getByLabelText('Kind'), 'dailyRebate');
    await expect(
      within(form).getByText(
        "A rate above a game's house edge pays more than the house made on it.",
      ),
    ).toBeVisible();
    await userEvent.type(within(form).getByLabelText('Rebate on RNG (%)'), '1.2');
    await expect(within(form).queryByRole('alert')).toBeNull();
    await userEvent.type(within(form).getByLabelText('Rebate on LIVE (%)'), '1.5');
    const warning = await within(form).findByRole('alert');
    await expect(warning).toHaveTextContent(
      "LIVE: a rebate of 1.5% is at or above the category's typical house edge (1.1%)",
    );
    await expect(warning).not.toHaveTextContent('RNG');
    await userEvent.type(within(form).getByLabelText('Title (EN)'), 'Generous rebate');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(saved.at(-1)).toMatchObject({
      terms: { rebate: { ratesBp: { RNG: 120, LIVE: 150 } } },
    });
  },
};

/**
 * An edit: brand and kind stay; one tab per language; a language is added; terms the form
 * does not show (the wagering's category weights) are kept.
 */
export const EditLanguages: Story = {
  args: { promotion: storyPromotion(1) },
  parameters: { staff: { answers: saving } },
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Promotion' });
    await expect(canvas.getByRole('heading', { name: 'Edit promotion 1' })).toBeVisible();
    await expect(within(form).getByLabelText('Kind')).toBeDisabled();
    const tabs = within(form).getByRole('tablist', { name: 'Languages' });
    await expect(within(tabs).getByRole('tab', { name: 'EN' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within(form).getByLabelText('Title (EN)')).toHaveValue('Welcome bonus');
    await userEvent.click(within(tabs).getByRole('tab', { name: 'CN' }));
    await expect(within(form).getByLabelText('Title (CN)')).toHaveValue('首存奖金');
    await userEvent.selectOptions(within(form).getByLabelText('Add a language'), 'TH');
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    await expect(within(tabs).getByRole('tab', { name: 'TH' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // A language without a title is opened, not sent.
    const count = saved.length;
    await userEvent.click(within(tabs).getByRole('tab', { name: 'EN' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(await within(form).findByRole('alert')).toHaveTextContent('Write a title in TH.');
    await expect(within(tabs).getByRole('tab', { name: 'TH' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(saved).toHaveLength(count);
    await userEvent.type(within(form).getByLabelText('Title (TH)'), 'โบนัสต้อนรับ');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(saved.at(-1)).toMatchObject({
      promotionId: 1,
      kind: 'depositBonus',
      texts: {
        EN: { title: 'Welcome bonus' },
        CN: { title: '首存奖金' },
        TH: { title: 'โบนัสต้อนรับ' },
      },
      terms: {
        deposit: { percentBp: 10_000, maxBonus: '1000.00' },
        wagering: { weightsBp: { LOTT: 10_000, LIVE: 5_000 }, maxBet: '50.00' },
      },
    });
  },
};

/** The server refuses the save: its catalogue message shows and the editor stays. */
export const SaveRefused: Story = {
  args: { promotion: storyPromotion(1) },
  parameters: {
    staff: {
      answers: {
        promotionSave: async () => {
          throw new ApiError('promotion.ended', undefined, 409);
        },
      },
    },
  },
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Promotion' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(await within(form).findByRole('alert')).toHaveTextContent(
      'This promotion has ended.',
    );
  },
};

/** A banner is uploaded and shown; the form sends its address. */
export const BannerUploaded: Story = {
  args: { promotion: storyPromotion(1) },
  parameters: {
    staff: {
      answers: {
        ...saving,
        promotionBannerUpload: async () => ({
          id: 5,
          url: '/media/uploads/5.png',
          contentType: 'image/png',
          size: 68,
        }),
      },
    },
  },
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Promotion' });
    await expect(within(form).getByText('No banner.')).toBeVisible();
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'banner.png', {
      type: 'image/png',
    });
    await userEvent.upload(within(form).getByLabelText('Banner image'), png);
    await expect(await within(form).findByRole('img', { name: 'Banner' })).toHaveAttribute(
      'src',
      '/media/uploads/5.png',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(saved.at(-1)).toMatchObject({ bannerUrl: '/media/uploads/5.png' });
  },
};

/** A file that is not an image by its bytes is refused by the server; nothing is attached. */
export const BannerRefused: Story = {
  args: { promotion: storyPromotion(1) },
  parameters: {
    staff: {
      answers: {
        promotionBannerUpload: async () => {
          throw new ApiError('staff.image.invalid', undefined, 400);
        },
      },
    },
  },
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Promotion' });
    const script = new File(['<script>alert(1)</script>'], 'photo.png', { type: 'image/png' });
    await userEvent.upload(within(form).getByLabelText('Banner image'), script);
    await expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The file is not a PNG, JPEG or WebP image of at most 1 MiB.',
    );
    await expect(within(form).getByText('No banner.')).toBeVisible();
  },
};

/**
 * A lucky draw: tickets, the prize list (added, removed, checked) and an end (its seed is
 * revealed then); the terms go to `extra.raffle` in the contract's shape.
 */
export const NewRaffle: Story = {
  parameters: { staff: { answers: saving } },
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Promotion' });
    await userEvent.selectOptions(within(form).getByLabelText('Kind'), 'raffle');
    await userEvent.type(within(form).getByLabelText('Title (EN)'), 'Lucky draw');
    await userEvent.selectOptions(within(form).getByLabelText('A ticket for'), 'Valid bets');
    await userEvent.type(within(form).getByLabelText('Amount per ticket'), '100');
    await userEvent.type(within(form).getByLabelText('Prize 1 name'), 'Gold');
    await userEvent.type(within(form).getByLabelText('Prize 1 amount'), '88.88');
    await userEvent.type(within(form).getByLabelText('Prize 1 stock'), '3');
    await userEvent.click(within(form).getByRole('button', { name: 'Add a prize' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add a prize' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Remove prize 2' }));
    await userEvent.type(within(form).getByLabelText('Prize 3 name'), 'Thank you');
    await userEvent.type(within(form).getByLabelText('Prize 3 amount'), '0');
    await userEvent.clear(within(form).getByLabelText('Prize 3 weight'));
    await userEvent.type(within(form).getByLabelText('Prize 3 weight'), '9');
    await userEvent.type(within(form).getByLabelText('Prize 3 stock'), 'many');
    const count = saved.length;
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(within(form).getByText('A whole number from 0 to 10000000.')).toBeVisible();
    await userEvent.clear(within(form).getByLabelText('Prize 3 stock'));
    await userEvent.type(within(form).getByLabelText('Prize 3 stock'), '1000');
    // Without an end the seed would never be revealed: the editor asks for one first.
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(await within(form).findByRole('alert')).toHaveTextContent(
      'A lucky draw needs an end time: its seed is revealed then.',
    );
    await expect(saved).toHaveLength(count);
    await userEvent.type(within(form).getByLabelText('Ends'), '2026-12-31T20:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(saved.at(-1)).toMatchObject({
      kind: 'raffle',
      terms: {
        extra: {
          raffle: {
            ticketBy: 'validBet',
            ticketAmount: '100',
            prizes: [
              { prizeId: 1, name: 'Gold', amount: '88.88', weight: 1, stock: 3 },
              { prizeId: 3, name: 'Thank you', amount: '0', weight: 9, stock: 1000 },
            ],
          },
        },
      },
    });
  },
};

/** A red envelope: pool, count and the promotion's own least and most share. */
export const NewRedEnvelope: Story = {
  parameters: { staff: { answers: saving } },
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Promotion' });
    await userEvent.selectOptions(within(form).getByLabelText('Kind'), 'redEnvelope');
    await userEvent.type(within(form).getByLabelText('Title (EN)'), 'Red envelopes');
    await userEvent.type(within(form).getByLabelText('Pool'), '1000');
    await userEvent.type(within(form).getByLabelText('Number of envelopes'), '0');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(within(form).getByText('A whole number from 1 to 100000.')).toBeVisible();
    await userEvent.clear(within(form).getByLabelText('Number of envelopes'));
    await userEvent.type(within(form).getByLabelText('Number of envelopes'), '100');
    await userEvent.type(within(form).getByLabelText('Smallest envelope (empty: 0.01)'), '1');
    await userEvent.type(within(form).getByLabelText('Largest envelope (empty: no cap)'), '88');
    // One envelope per household: a member linked to a holder is refused (the server's rule).
    await userEvent.click(
      within(form).getByRole('checkbox', {
        name: 'One grant per household (accounts sharing a device, address, payee name or card)',
      }),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(saved.at(-1)).toMatchObject({
      kind: 'redEnvelope',
      terms: {
        extra: { redEnvelope: { pool: '1000', envelopes: 100, minShare: '1', maxShare: '88' } },
        oneGrantPerHousehold: true,
      },
    });
  },
};

/** A referral: the referrer's reward is required, the invited member's optional. */
export const NewReferral: Story = {
  parameters: { staff: { answers: saving } },
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Promotion' });
    await userEvent.selectOptions(within(form).getByLabelText('Kind'), 'referral');
    await userEvent.type(within(form).getByLabelText('Title (EN)'), 'Invite a friend');
    await expect(within(form).getByText(/is held for review in Held referrals/)).toBeVisible();
    await userEvent.type(
      within(form).getByLabelText("Invited member's first deposit of at least"),
      '100',
    );
    await userEvent.type(
      within(form).getByLabelText("Invited member's reward (empty: none)"),
      '10',
    );
    const count = saved.length;
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(saved).toHaveLength(count);
    await userEvent.type(within(form).getByLabelText("Referrer's reward"), '20');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(saved.at(-1)).toMatchObject({
      kind: 'referral',
      terms: {
        reward: '20',
        extra: { referral: { minDeposit: '100', inviteeReward: '10' } },
      },
    });
  },
};

/** The wagering's category weights: shown as percentages, sent as basis points (0: left out). */
export const EditWeights: Story = {
  args: { promotion: storyPromotion(1) },
  parameters: { staff: { answers: saving } },
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Promotion' });
    await expect(within(form).getByLabelText('LIVE counts (%)')).toHaveValue('50');
    await expect(within(form).getByLabelText('RNG counts (%)')).toHaveValue('0');
    await userEvent.clear(within(form).getByLabelText('RNG counts (%)'));
    await userEvent.type(within(form).getByLabelText('RNG counts (%)'), '12.5');
    await userEvent.clear(within(form).getByLabelText('LIVE counts (%)'));
    await userEvent.type(within(form).getByLabelText('LIVE counts (%)'), '2000');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(within(form).getByText('A percentage from 0 to 1000.')).toBeVisible();
    await userEvent.clear(within(form).getByLabelText('LIVE counts (%)'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const input = saved.at(-1) as { terms: { wagering: { weightsBp: unknown } } };
    await expect(input.terms.wagering.weightsBp).toEqual({ LOTT: 10_000, RNG: 1_250 });
  },
};
