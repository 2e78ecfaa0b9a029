/**
 * Story helpers for the portal's screens: the brand from the Storybook toolbar and a router
 * in memory. Imported by stories only, never by the app.
 */
import type { Brand } from '@portal/brand';
import type { Balance, MemberInfo, SystemStatus, WhitelabelNode } from '@portal/contract';
import { formatMoney } from '@portal/i18n';
import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent, type within } from 'storybook/test';
import { BrandProvider } from './brand/BrandContext.tsx';
import { toPublicBrand } from './brand/publicBrand.ts';

/**
 * The toolbar's brand (the preview loads it into `loaded.brand`) and a router in memory, at
 * `parameters.route` or `/`.
 */
export const withBrandAndRouter: Decorator = (Story, { loaded, parameters }) => (
  <BrandProvider brand={toPublicBrand(loaded.brand as Brand)}>
    <MemoryRouter initialEntries={[typeof parameters.route === 'string' ? parameters.route : '/']}>
      <Story />
    </MemoryRouter>
  </BrandProvider>
);

const node = (modId: string, enabled: boolean): WhitelabelNode => ({
  modId,
  enabled: enabled ? '1' : '0',
  childrenNodes: [],
});

/** A system status as the platform answers it, with direct registration (and promotions) on or off. */
export const storySystemStatus = ({
  directRegistration = true,
  maintenance = false,
  regionRestriction = false,
  promotions = false,
} = {}): SystemStatus => ({
  info: {
    whitelabel: [
      {
        modId: 'REG3',
        enabled: '1',
        childrenNodes: [node('DIRECTREG3', directRegistration), node('USERNAMEREG3', true)],
      },
      node('PROMO3', promotions),
    ],
    register: {},
    resources: {},
    domainRoute: [],
    mainDomain: 'sunrise.example.com',
    analytics: { gtagId: '' },
    imageCDNs: ['https://img1.example.com'],
    launchGameCDNs: ['https://games.example.com'],
  },
  location: { ip: '203.0.113.42', country: 'PH' },
  maintenance: {
    active: maintenance,
    startsAt: '2026-11-21T02:00:00Z',
    endsAt: '2026-11-21T04:00:00Z',
    message: '',
  },
  regionRestriction: { active: regionRestriction },
});

export const storyMember = (type = 0): MemberInfo => ({
  id: 1001,
  account: 'demo',
  nickname: 'Demo',
  type,
  regDate: '2026-01-02',
  mobile: '*******1234',
  email: 'd***@example.com',
  currency: 'PHP',
  lastLoginAt: null,
  language: null,
});

/**
 * An amount as the story's brand (`loaded.brand`, the toolbar's) writes it in English: two
 * places for yuan and pesos, none for dong. The stories' amounts are whole, so one check holds
 * in every brand.
 */
export const shownIn = (loaded: { brand?: { currency: string } }, amount: string): string =>
  formatMoney(amount, loaded.brand?.currency ?? 'CNY', 'EN');

export const storyBalance = (sumBalance: string): Balance => ({
  sumBalance,
  balance: [{ accountTypeId: 1, availBalance: sumBalance }],
  currency: 'PHP',
  currencySymbol: '₱',
});

/**
 * The stories of a whole-page failure (offline, a screen that failed to draw): on a phone its
 * `heading` shows and its one `button` calls the `handler` arg once; on a desktop the heading
 * shows. `play` is the phone's check, for a story that draws the page another way.
 */
export const failurePageStories = (heading: string, button: string, handler: string) => {
  const play = async ({
    args,
    canvas,
  }: {
    args: Record<string, unknown>;
    canvas: ReturnType<typeof within>;
  }) => {
    await expect(canvas.getByRole('heading', { name: heading })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: button }));
    await expect(args[handler]).toHaveBeenCalledOnce();
  };
  return {
    play,
    Phone: { globals: { viewport: { value: 'phone' } }, play },
    Desktop: {
      globals: { viewport: { value: 'desktop' } },
      play: async ({ canvas }: { canvas: ReturnType<typeof within> }) => {
        await expect(canvas.getByRole('heading', { name: heading })).toBeVisible();
      },
    },
  };
};
