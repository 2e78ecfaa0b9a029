import type { Promotion, PromotionGrant } from '@portal/contract';
import { formatMoney } from '@portal/i18n';
import { storyMemberCny, storySession } from '@portal/session/story';
import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter, useLocation } from 'react-router-dom';

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
