import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { api, member, resetFavourites } from './storyGamesApi.ts';
import { VendorGames } from './VendorGames.tsx';

const meta = {
  component: VendorGames,
  args: { vassalage: 'DEMO', gameType: 'RNG' },
  parameters: { api },
  beforeEach: resetFavourites,
} satisfies Meta<typeof VendorGames>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

export const Visitor: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('button', { name: 'Demo game 1' });
    await expect(canvas.queryByRole('button', { name: /^Favourite/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByRole('button', { name: 'Demo game 13' })).toBeVisible();
  },
};

export const MemberLaunches: Story = {
  parameters: { session: member },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Demo game 3' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Demo game 3' });
    await expect(within(dialog).getByTitle('Demo game 3').tagName).toBe('IFRAME');
  },
};

export const MemberFavourites: Story = {
  parameters: { session: member },
  play: async ({ canvas, userEvent }) => {
    const second = await canvas.findByRole('button', { name: 'Favourite: Demo game 2' });
    await waitFor(() => expect(second).toHaveAttribute('aria-pressed', 'true'));
    const first = canvas.getByRole('button', { name: 'Favourite: Demo game 1' });
    await expect(first).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(first);
    await waitFor(() => expect(first).toHaveAttribute('aria-pressed', 'true'));
  },
};

export const TrialMember: Story = {
  parameters: { session: { ...member, memberInfo: { ...member.memberInfo, type: 4 } } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Demo game 1' }));
    const alert = await body(canvasElement).findByRole('alertdialog');
    await expect(alert).toHaveTextContent('Trial accounts cannot play games');
  },
};

const launched = fn(api.launchGame);

/** A multi-wallet brand (sunrise): the demo games play from a wallet of their own. */
const multiWallet = (autoTransfer: boolean) => ({
  ...api,
  merchantWallet: async () => ({
    isSingle: 0,
    wallets: [
      { accountTypeId: 1, name: 'Main wallet', vassalage: null },
      { accountTypeId: 2, name: 'Demo games', vassalage: 'DEMO' },
    ],
  }),
  balance: async () => ({
    sumBalance: '1000.00',
    balance: [
      { accountTypeId: 1, availBalance: '1000.00' },
      { accountTypeId: 2, availBalance: '0.00' },
    ],
    currency: 'PHP',
    currencySymbol: '₱',
  }),
  autoTransfer: async () => ({ enabled: autoTransfer }),
  launchGame: launched,
});

/** The game's wallet holds less than the main one: the transfer is offered before it opens. */
export const MultiWalletOffer: Story = {
  parameters: { session: member, api: multiWallet(false) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Demo game 3' }));
    const offer = await body(canvasElement).findByRole('dialog', {
      name: 'Move money to Demo games?',
    });
    await expect(offer).toHaveTextContent('This game plays from its own wallet, Demo games');
  },
};

/**
 * The member has the automatic transfer on: the server moves the money as the game launches,
 * so no offer comes first, and the launch carries its own id (the movements' key).
 */
export const MultiWalletAutoTransfer: Story = {
  parameters: { session: member, api: multiWallet(true) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    launched.mockClear();
    await userEvent.click(await canvas.findByRole('button', { name: 'Demo game 3' }));
    await body(canvasElement).findByRole('dialog', { name: 'Demo game 3' });
    await expect(body(canvasElement).queryByRole('dialog', { name: /Move money/ })).toBeNull();
    await expect(launched).toHaveBeenCalledWith(
      expect.objectContaining({ launchId: expect.stringMatching(/^[0-9a-f-]{36}$/) }),
    );
  },
};
