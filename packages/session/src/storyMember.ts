import { ApiError } from '@portal/api-client';
import type { MemberInfo, ModuleId, SystemStatus } from '@portal/contract';
import { expect } from 'storybook/test';

/**
 * For stories only (`parameters.session`): a signed-in demo member, the same in every
 * feature's stories. Not part of the package's runtime entry.
 */
export const storyMember: { token: string; memberInfo: MemberInfo } = {
  token: 'story-token',
  memberInfo: {
    id: 1,
    account: 'demo',
    nickname: 'Demo',
    type: 0,
    regDate: '2026-01-02',
    mobile: '',
    email: '',
    currency: 'PHP',
    lastLoginAt: null,
    language: null,
  },
};

/**
 * The demo member as the account, promotions and agent stories show it: in yuan, with its
 * contact details masked as the server answers them.
 */
export const storyMemberCny: MemberInfo = {
  ...storyMember.memberInfo,
  id: 1001,
  regDate: '2026-01-02T00:00:00.000Z',
  mobile: '*******1234',
  email: 'd***@example.com',
  currency: 'CNY',
};

/** A signed-in session of `memberInfo` for `parameters.session`. */
export const storySession = (memberInfo: MemberInfo) => ({ token: 'story-token', memberInfo });

/**
 * For stories: the system status of a brand with one module on ('1') or off ('0'), the rest
 * of it as the demo brand answers (the games' live hosts and the lottery's missions alike).
 */
export const storySystemStatus = (modId: ModuleId, enabled: '0' | '1'): SystemStatus => ({
  info: {
    whitelabel: [{ modId, enabled, childrenNodes: [] }],
    register: {},
    resources: {},
    domainRoute: [],
    mainDomain: 'lucky88.example.com',
    analytics: { gtagId: '' },
    imageCDNs: ['https://img1.example.com'],
    launchGameCDNs: ['https://games.example.com'],
  },
  location: { ip: '203.0.113.42', country: 'PH' },
  maintenance: { active: false, startsAt: '', endsAt: '', message: '' },
  regionRestriction: { active: false },
});

/**
 * For a centre's stories (the member centre, the agent centre: a menu named `menuName` and the
 * chosen section's screen as its next sibling): the menu story checks its links; the Phone story checks the menu is a row above
 * the screen, scrolling sideways, the screen taking the width; the Desktop story a column beside
 * it. Both centres draw this layout, so both check it the same way.
 */
export const centreLayoutStories = (menuName: string) => {
  const layoutOf = (canvas: {
    getByRole: (role: 'navigation', o: { name: string }) => HTMLElement;
  }) => {
    const menu = canvas.getByRole('navigation', { name: menuName });
    const [first, second] = Array.from(menu.querySelectorAll('a'), (a) =>
      a.getBoundingClientRect(),
    );
    const screen = menu.nextElementSibling?.getBoundingClientRect();
    return { menu: menu.getBoundingClientRect(), first, second, screen };
  };
  return {
    /** The menu's links in order, the page shown (`current`) marked as the current one. */
    menu: (links: readonly string[], current: string) => ({
      play: async ({
        canvas,
      }: {
        canvas: Parameters<typeof layoutOf>[0] & {
          getByRole: (role: 'link', o: { name: string }) => HTMLElement;
        };
      }) => {
        const menu = canvas.getByRole('navigation', { name: menuName });
        const shown = Array.from(menu.querySelectorAll('a')).map((a) => a.textContent);
        await expect(shown).toEqual(links);
        await expect(canvas.getByRole('link', { name: current })).toHaveAttribute(
          'aria-current',
          'page',
        );
      },
    }),
    Phone: {
      globals: { viewport: { value: 'phone' } },
      play: async ({ canvas }: { canvas: Parameters<typeof layoutOf>[0] }) => {
        const { menu, first, second, screen } = layoutOf(canvas);
        await expect(second?.top).toBe(first?.top);
        await expect(screen?.top).toBeGreaterThanOrEqual(menu.bottom);
        await expect(screen?.left).toBe(menu.left);
        await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
      },
    },
    Desktop: {
      globals: { viewport: { value: 'desktop' } },
      play: async ({ canvas }: { canvas: Parameters<typeof layoutOf>[0] }) => {
        const { menu, first, second, screen } = layoutOf(canvas);
        await expect(second?.top).toBeGreaterThanOrEqual(first?.bottom ?? Number.POSITIVE_INFINITY);
        await expect(screen?.left).toBeGreaterThanOrEqual(menu.right);
        await expect(screen?.top).toBeLessThan(menu.bottom);
      },
    },
  };
};

type StoryCanvas = {
  findByText: (text: string) => Promise<HTMLElement>;
  findByRole: (role: 'alert') => Promise<HTMLElement>;
};

/**
 * The three states of a portal screen that reads one `call` (`parameters.api`), as stories:
 * Empty (the call answers `empty` and the screen says `says`), Loading (the call never
 * answers) and Failed (the call is refused with `code`; the alert says `alert` where given).
 */
export const callStateStories = (
  call: string,
  {
    empty,
    says,
    code = 'system.busy',
    status = 503,
    alert,
  }: {
    empty: unknown;
    says: string;
    code?: string;
    status?: number;
    alert?: string | RegExp;
  },
) => ({
  Empty: {
    parameters: { api: { [call]: async () => empty } },
    play: async ({ canvas }: { canvas: StoryCanvas }) => {
      await expect(await canvas.findByText(says)).toBeVisible();
    },
  },
  Loading: { parameters: { api: { [call]: () => new Promise<never>(() => undefined) } } },
  Failed: {
    parameters: {
      api: {
        [call]: async () => {
          throw new ApiError(code, undefined, status);
        },
      },
    },
    play: async ({ canvas }: { canvas: StoryCanvas }) => {
      const shown = await canvas.findByRole('alert');
      if (alert === undefined) await expect(shown).toBeVisible();
      else await expect(shown).toHaveTextContent(alert);
    },
  },
});
