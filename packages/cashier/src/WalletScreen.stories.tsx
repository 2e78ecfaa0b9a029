import { ApiError } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { member, multiBalance, never } from './storyFixtures.ts';
import { WalletScreen } from './WalletScreen.tsx';

const meta = {
  component: WalletScreen,
  parameters: {
    session: member,
    api: {
      merchantWallet: async () => ({
        isSingle: 1,
        wallets: [{ accountTypeId: 1, name: 'Main wallet', vassalage: null }],
      }),
    },
  },
} satisfies Meta<typeof WalletScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'My wallet' })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: {
    api: {
      merchantWallet: async () => {
        throw new ApiError('function.not.available', undefined, 403);
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Not enabled function, please contact customer service.',
    );
  },
};

/** Waiting for the brand's wallets. */
export const Loading: Story = { parameters: { api: { merchantWallet: never } } };

const multiWallet = {
  merchantWallet: async () => ({
    isSingle: 0,
    wallets: [
      { accountTypeId: 1, name: 'Main wallet', vassalage: null },
      { accountTypeId: 2, name: 'Demo games', vassalage: 'DEMO' },
    ],
  }),
  autoTransfer: async () => ({ enabled: false }),
};
const saved = fn(async ({ enabled }: { enabled: boolean }) => ({ enabled }));

/** A multi-wallet brand: the automatic transfer is saved as the member switches it on. */
export const AutoTransferSaved: Story = {
  parameters: {
    session: { ...member, balance: multiBalance },
    api: { ...multiWallet, setAutoTransfer: saved },
  },
  play: async ({ canvas, userEvent }) => {
    saved.mockClear();
    const toggle = await canvas.findByRole('switch', { name: 'Automatic transfer' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await waitFor(() => expect(saved).toHaveBeenCalledWith({ enabled: true }));
    await waitFor(() => expect(toggle).toBeChecked());
    await expect(toggle).toBeEnabled();
  },
};

/** Refused (a frozen account): the catalogue's message, and the switch back off. */
export const AutoTransferRefused: Story = {
  parameters: {
    session: { ...member, balance: multiBalance },
    api: {
      ...multiWallet,
      setAutoTransfer: async () => {
        throw new ApiError('member.frozen', undefined, 403);
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const toggle = await canvas.findByRole('switch', { name: 'Automatic transfer' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This account is frozen for this',
    );
    await expect(toggle).not.toBeChecked();
  },
};

/** A single-wallet brand has no automatic transfer: nothing to move between. */
export const SingleWalletNoSetting: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'My wallet' });
    await expect(canvas.queryByRole('switch', { name: 'Automatic transfer' })).toBeNull();
  },
};
