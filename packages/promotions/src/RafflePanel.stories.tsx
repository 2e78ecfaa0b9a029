import { ApiError } from '@portal/api-client';
import type { RaffleDraw, RaffleVerification } from '@portal/contract';
import { drawRafflePrize, RAFFLE_ALGORITHM } from '@portal/lottery-rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RafflePanel } from './RafflePanel.tsx';
import { memberSession, promotion, shownIn, withRouter } from './storyFixtures.tsx';

const SEED = '3f'.repeat(32);
const PROMOTION_ID = 4;
const MEMBER_ID = memberSession.memberInfo.id;
const IN_STOCK = [
  { prizeId: 1, weight: 70 },
  { prizeId: 2, weight: 25 },
  { prizeId: 3, weight: 5 },
];
const PRIZES: Record<number, { prizeName: string; prizeAmount: string }> = {
  1: { prizeName: 'Small prize', prizeAmount: '5' },
  2: { prizeName: 'Big prize', prizeAmount: '50' },
  3: { prizeName: 'Grand prize', prizeAmount: '500' },
};

const sha256Hex = async (hex: string): Promise<string> => {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++)
    bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
};

/**
 * The member's draws as the server would record them: each drawn from SEED by the same pure
 * module, so the panel's verification really recomputes them (no result is written in).
 */
const verification = async ({
  revealed = true,
  tamperTicket,
  commitment,
  tickets = [1, 2, 3],
}: {
  revealed?: boolean;
  tamperTicket?: number;
  commitment?: string;
  tickets?: number[];
} = {}): Promise<RaffleVerification> => {
  const draws: RaffleDraw[] = [];
  for (const ticket of tickets) {
    const drawn = await drawRafflePrize(
      SEED,
      { promotionId: PROMOTION_ID, memberId: MEMBER_ID, ticket },
      IN_STOCK,
    );
    // A record that claims another prize of the list than the one the seed gives.
    const prizeId = ticket === tamperTicket ? (drawn % 3) + 1 : drawn;
    const prize = PRIZES[prizeId] ?? { prizeName: '', prizeAmount: '0' };
    draws.push({
      ticket,
      prizeId,
      ...prize,
      inStock: IN_STOCK,
      drawnAt: '2026-11-20T08:00:00.000Z',
    });
  }
  return {
    promotionId: PROMOTION_ID,
    memberId: MEMBER_ID,
    algorithm: RAFFLE_ALGORITHM,
    commitment: commitment ?? (await sha256Hex(SEED)),
    seed: revealed ? SEED : null,
    ticketsEarned: 5,
    ticketsUsed: tickets.length,
    draws,
  };
};

const raffle = promotion(PROMOTION_ID, 'Lucky draw', 'claim', { kind: 'raffle' });

const meta = {
  component: RafflePanel,
  decorators: [withRouter(`/promotions/${PROMOTION_ID}`)],
  args: { promotion: raffle },
  parameters: {
    session: memberSession,
    api: { raffleVerification: () => verification() },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof RafflePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The raffle has ended: every draw recomputed from the revealed seed matches. */
export const Verified: Story = {
  args: { promotion: { ...raffle, status: 'claimed' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Verified: all 3 draws match the revealed seed.'),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Tickets: 3 drawn of 5 earned')).toBeInTheDocument();
    await expect(canvas.getAllByText(/ - matches$/)).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: 'Draw' })).not.toBeInTheDocument();
  },
};

/** A recorded prize the seed does not give: that ticket is named and nothing reads as verified. */
export const NotVerified: Story = {
  args: { promotion: { ...raffle, status: 'claimed' } },
  parameters: { api: { raffleVerification: () => verification({ tamperTicket: 2 }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Not verified: tickets 2 do not match the seed.',
    );
    await expect(canvas.getByText(/^Ticket 2:.* - does not match$/)).toBeInTheDocument();
    await expect(canvas.queryByText(/^Verified/)).not.toBeInTheDocument();
  },
};

/** A seed that is not the one committed to before the raffle. */
export const WrongCommitment: Story = {
  args: { promotion: { ...raffle, status: 'claimed' } },
  parameters: {
    api: { raffleVerification: () => verification({ commitment: '00'.repeat(32) }) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Not verified: the seed does not match its commitment.',
    );
  },
};

/** While the raffle runs the seed is secret: the commitment shows, nothing is checked yet. */
export const SeedNotRevealed: Story = {
  parameters: { api: { raffleVerification: () => verification({ revealed: false }) } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Revealed when the raffle ends; your draws can then be checked here.',
      ),
    ).toBeInTheDocument();
    await expect(canvas.queryByText(/^Verified|^Not verified/)).not.toBeInTheDocument();
  },
};

/** A member with a ticket draws: the call names the raffle and the prize shows. */
export const Draws: Story = {
  parameters: {
    api: {
      raffleVerification: () => verification({ revealed: false, tickets: [] }),
      claimRaffle: fn(async () => ({
        promotionId: PROMOTION_ID,
        prizeName: 'Big prize',
        prizeAmount: '50',
      })),
    },
  },
  play: async ({ loaded, canvas, userEvent, parameters }) => {
    await expect(await canvas.findByText('No draws yet.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Draw' }));
    await expect(parameters.api.claimRaffle).toHaveBeenCalledWith({ promotionId: PROMOTION_ID });
    await expect(
      await canvas.findByText(`You won Big prize (${shownIn(loaded, '50')})!`),
    ).toBeInTheDocument();
  },
};

/** A refused draw (no ticket left, say) shows the catalogue's message. */
export const DrawRefused: Story = {
  parameters: {
    api: {
      raffleVerification: () => verification({ revealed: false }),
      claimRaffle: async () => {
        throw new ApiError('system.busy', undefined, 503);
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Draw' }));
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
  },
};

/** A visitor is asked to sign in; no draw is made and no draws are asked for. */
export const Visitor: Story = {
  args: { promotion: { ...raffle, status: 'join' } },
  parameters: {
    session: { token: null, memberInfo: null },
    api: { claimRaffle: fn(), raffleVerification: fn() },
  },
  play: async ({ canvas, userEvent, parameters }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Draw' }));
    await expect(parameters.api.claimRaffle).not.toHaveBeenCalled();
    await expect(parameters.api.raffleVerification).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('region', { name: 'Verify your draws' })).toBeNull();
  },
};

export const Failed: Story = {
  parameters: {
    api: {
      raffleVerification: async () => {
        throw new ApiError('system.busy', undefined, 503);
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
  },
};
