import { ApiError } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { PaymentPasswordPanel } from './PaymentPasswordPanel.tsx';
import { info, member, never } from './storyFixtures.ts';

const meta = {
  component: PaymentPasswordPanel,
  parameters: {
    session: member,
    api: { withdrawalInfo: async () => info },
  },
} satisfies Meta<typeof PaymentPasswordPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: { getByLabelText: (l: string, o: object) => HTMLElement }, label: string) =>
  canvas.getByLabelText(label, { selector: 'input' });

/** Set: the change form (current and new) and the reset by SMS code. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your payment password is set.')).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Change the payment password' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Reset the payment password' })).toBeVisible();
  },
};

/** Changing it sends the current password with the new one. */
export const Changes: Story = {
  parameters: {
    api: {
      withdrawalInfo: async () => info,
      paymentPasswordSet: fn(async () => ({ set: true as const })),
    },
  },
  play: async ({ canvas, userEvent, parameters }) => {
    await canvas.findByRole('form', { name: 'Change the payment password' });
    await userEvent.type(field(canvas, 'Current payment password'), '246810');
    await userEvent.type(field(canvas, 'New payment password'), '135790');
    await userEvent.type(field(canvas, 'Confirm payment password'), '135790');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(parameters.api.paymentPasswordSet).toHaveBeenCalledWith({
        password: '135790',
        oldPassword: '246810',
      }),
    );
    await expect(await canvas.findByText('Your new payment password is set.')).toBeVisible();
  },
};

/** None yet: the form to set one, no reset. */
export const NotSet: Story = {
  parameters: {
    api: { withdrawalInfo: async () => ({ ...info, paymentPasswordSet: false }) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('form', { name: 'Set a payment password' })).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Reset the payment password' })).toBeNull();
  },
};

/** Locked after five wrong tries: only the reset, which unlocks it. */
export const Locked: Story = {
  parameters: {
    api: {
      withdrawalInfo: async () => ({
        ...info,
        paymentPasswordLockedUntil: '2026-11-23T10:30:00.000Z',
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/A reset by SMS code unlocks it now/)).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Change the payment password' })).toBeNull();
    await expect(canvas.getByRole('form', { name: 'Reset the payment password' })).toBeVisible();
  },
};

/** The server's answer before and after the reset in ResetUnlocks. */
let resetDone = false;

/** Locked, reset by code: the withdrawal info is asked again and shows it unlocked. */
export const ResetUnlocks: Story = {
  beforeEach: () => {
    resetDone = false;
  },
  parameters: {
    api: {
      withdrawalInfo: async () =>
        resetDone ? info : { ...info, paymentPasswordLockedUntil: '2026-11-23T10:30:00.000Z' },
      paymentPasswordResetCode: fn(async () => ({ expiredMinutes: 5, destination: '*******9999' })),
      paymentPasswordReset: fn(async () => {
        resetDone = true;
        return { set: true as const };
      }),
    },
  },
  play: async ({ canvas, userEvent, parameters }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Send a code' }));
    await userEvent.type(await canvas.findByLabelText('Verification code'), '123456');
    await userEvent.type(field(canvas, 'New payment password'), '864200');
    await userEvent.type(field(canvas, 'Confirm payment password'), '864200');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset payment password' }));
    await waitFor(() =>
      expect(parameters.api.paymentPasswordReset).toHaveBeenCalledWith({
        code: '123456',
        password: '864200',
      }),
    );
    await expect(await canvas.findByText('Your payment password is set.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { api: { withdrawalInfo: never } },
};

export const Failed: Story = {
  parameters: {
    api: {
      withdrawalInfo: async () => {
        throw new ApiError('function.not.available', undefined, 403);
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};
