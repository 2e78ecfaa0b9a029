import type { Promotion, PromotionGrant } from '@portal/contract';
import { formatMoney } from '@portal/i18n';
import { storyMemberCny, storySession } from '@portal/session/story';
import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { expect, fn, type within } from 'storybook/test';

/** A promotion of the hall, with the fields a story changes given. */
export const promotion = (
  promotionId: number,
  title: string,
  status: Promotion['status'],
  more: Partial<Promotion> = {},
): Promotion => ({
  promotionId,
  title,
  content: '<p>Terms apply.</p>',
  imageUrl: '',
  promotionType: 'depositBonus',
  status,
  needsApplication: false,
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: null,
  kind: 'depositBonus',
  grant: null,
  ...more,
});

/** A grant part-way through its wagering (120 of 3,000; whole, so valid in every brand's currency). */
export const activeGrant = (
  grantId: number,
  more: Partial<PromotionGrant> = {},
): PromotionGrant => ({
  grantId,
  amount: '100',
  wageringRequired: '3000',
  wageringProgress: '120',
  status: 'active',
  grantedAt: '2026-11-20T08:00:00.000Z',
  expiresAt: '2026-12-20T08:00:00.000Z',
  ...more,
});

/** The hall call's answer: one page of these promotions. */
export const hall =
  (...rows: Promotion[]) =>
  async () => ({ content: rows, pageNum: 1, totalPages: 1 });

export const memberSession = storySession(storyMemberCny);

/**
 * A member joins promotion 1, drawn as `joinable(status)`: the call names the promotion, the
 * hall answers it joined from then on, and the screen shows it joined, with no Join button.
 * The hall and the promotion's page both let a member join.
 */
export const memberJoinsStory = (joinable: (status: Promotion['status']) => Promotion) => {
  let joined = false;
  const joinPromotion = fn(async ({ promotionId }: { promotionId: number }) => {
    joined = true;
    return { promotionId, status: 'signedUp' };
  });
  return {
    parameters: {
      session: memberSession,
      api: {
        promotions: async () => hall(joinable(joined ? 'signedUp' : 'join'))(),
        joinPromotion,
      },
    },
    play: async ({
      canvas,
      userEvent,
    }: {
      canvas: ReturnType<typeof within>;
      userEvent: { click: (element: Element) => Promise<void> };
    }) => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Join' }));
      await expect(joinPromotion).toHaveBeenCalledWith({ promotionId: 1 });
      await expect(await canvas.findByText('Joined')).toBeInTheDocument();
      await expect(canvas.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    },
  };
};

/** Where the story's router is, so a play function can see a link lead somewhere. */
const Address = () => <output aria-label="Address">{useLocation().pathname}</output>;

/** The promotions' screens link with the router: a memory router, its address shown. */
export const withRouter =
  (path = '/promotions'): Decorator =>
  (Story) => (
    <MemoryRouter initialEntries={[path]}>
      <Story />
      <Address />
    </MemoryRouter>
  );

/**
 * An amount as the story's brand (`loaded.brand`, the brand toolbar's) writes it in English:
 * the story tests run in every demo brand, two places for yuan and pesos, none for dong. The
 * stories' amounts are whole, so one check holds in each.
 */
export const shownIn = (loaded: { brand?: { currency: string } }, amount: string): string =>
  formatMoney(amount, loaded.brand?.currency ?? 'CNY', 'EN');
