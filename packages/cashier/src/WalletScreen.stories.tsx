import { ApiError } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { member } from './storyFixtures.ts';
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

const never = () => new Promise<never>(() => undefined);

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
