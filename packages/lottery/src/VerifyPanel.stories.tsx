import type { DrawProofAnswer } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { VerifyPanel } from './VerifyPanel.tsx';

// The rules' example vector (lottery-rules' draw.test.ts): K3, game DEMO, numero 20261124-0001.
const proof: DrawProofAnswer = {
  gameCode: 'DEMO',
  group: 'K3',
  numero: '20261124-0001',
  commitment: '4773d12e2371bb935b9a0f5439b4a1c3ad3f2414b86980f8418d1cfabdfadfef',
  seed: '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff',
  algorithm: 'hmac-sha256-v1',
  winningNumbers: '415',
};

const meta = { component: VerifyPanel, args: { proof } } satisfies Meta<typeof VerifyPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Verified: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Recompute in my browser' }));
    const status = canvas.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Recomputed result415'));
    await expect(status).toHaveTextContent('Seed against the commitmentMatches');
    await expect(status).toHaveTextContent('Numbers against the resultMatches');
  },
};

export const TamperedResult: Story = {
  args: { proof: { ...proof, winningNumbers: '416' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Recompute in my browser' }));
    const status = canvas.getByRole('status');
    await expect(await canvas.findByText('Does not match', {}, { timeout: 3000 })).toBeVisible();
    await expect(status).toHaveTextContent('Seed against the commitmentMatches');
    await expect(status).toHaveTextContent('Numbers against the resultDoes not match');
  },
};

export const WrongCommitment: Story = {
  args: { proof: { ...proof, commitment: '0'.repeat(64) } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Recompute in my browser' }));
    const status = canvas.getByRole('status');
    await expect(await canvas.findByText('Does not match', {}, { timeout: 3000 })).toBeVisible();
    await expect(status).toHaveTextContent('Seed against the commitmentDoes not match');
  },
};
