import { ApiError } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { BankCardsPanel } from './BankCardsPanel.tsx';
import { cards, member, never } from './storyFixtures.ts';

const meta = {
  component: BankCardsPanel,
  parameters: {
    session: member,
    api: { bankCards: async () => ({ list: cards, realName: 'Dana Demo' }) },
  },
} satisfies Meta<typeof BankCardsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A bound card, masked, and the form to bind another with the real name filled in. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Bound bank cards' });
    await expect(list).toHaveTextContent('Test Bank');
    await expect(list).toHaveTextContent('**** **** 2222');
    await expect(list).toHaveTextContent('Dana Demo');
    await expect(canvas.getByRole('form', { name: 'Add a bank card' })).toBeVisible();
  },
};

/** None yet: says so; binding one sends the card and the payee. */
export const NoCard: Story = {
  parameters: {
    api: {
      bankCards: async () => ({ list: [], realName: null }),
      bankCardBind: fn(async () => cards[0]),
    },
  },
  play: async ({ canvas, userEvent, parameters }) => {
    await expect(await canvas.findByText('No bank card is bound yet.')).toBeVisible();
    const form = canvas.getByRole('form', { name: 'Add a bank card' });
    await userEvent.type(canvas.getByLabelText('Bank', { selector: 'input' }), 'Test Bank');
    await userEvent.type(
      canvas.getByLabelText('Account number', { selector: 'input' }),
      '6222000011112222',
    );
    await userEvent.type(
      canvas.getByLabelText('Payee (your real name)', { selector: 'input' }),
      'Dana Demo',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Add card' }));
    await waitFor(() =>
      expect(parameters.api.bankCardBind).toHaveBeenCalledWith(
        expect.objectContaining({ bankName: 'Test Bank', payee: 'Dana Demo' }),
      ),
    );
    await expect(form).toBeInTheDocument();
  },
};

export const Loading: Story = { parameters: { api: { bankCards: never } } };

export const Failed: Story = {
  parameters: {
    api: {
      bankCards: async () => {
        throw new ApiError('system.busy', undefined, 503);
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
  },
};
