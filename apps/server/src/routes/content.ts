import type { Banner, Notice, PopupNotice } from '@portal/contract';
import type { HandlerMap } from './handler.ts';

const optional = <K extends string>(key: K, value: string | null) =>
  (value ? { [key]: value } : {}) as Partial<Record<K, string>>;

export const contentHandlers = {
  announcements: async (input, ctx) => {
    const { db } = ctx.services;
    const types = new Set(input.types.split(','));
    const session = ctx.session;
    let query = db
      .selectFrom('announcements')
      .selectAll()
      .where('merchant_id', '=', ctx.merchant.id)
      .where('type', 'in', [...types] as ('B' | 'PL' | 'PU' | 'PR' | 'H')[]);
    // What staff published (the console's content desk), inside its schedule, in the
    // portal's language or for every language.
    const now = ctx.services.clock();
    query = query
      .where('published', '=', true)
      .where((eb) => eb.or([eb('publish_from', 'is', null), eb('publish_from', '<=', now)]))
      .where((eb) => eb.or([eb('publish_until', 'is', null), eb('publish_until', '>', now)]))
      .where((eb) =>
        input.language
          ? eb.or([eb('language', 'is', null), eb('language', '=', input.language)])
          : eb('language', 'is', null),
      );
    // Member notices need a session; visitors get the public ones.
    if (!session) query = query.where('members_only', '=', false);
    const rows = await query.orderBy('type').orderBy('sort').orderBy('id').execute();

    // A member's first session is the first login: popups of execution F show then only.
    let firstLogin = false;
    if (session) {
      const { count } = await db
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('member_id', '=', session.memberId)
        .executeTakeFirstOrThrow();
      firstLogin = Number(count) <= 1;
    }
    const popupShown = (execution: string | null) =>
      session ? execution === 'A' || (execution === 'F' && firstLogin) : execution === 'B';

    const notice = (row: (typeof rows)[number]): Notice => ({
      id: row.id,
      title: row.title,
      content: row.content,
      ...optional('promotionType', row.promotion_type),
    });
    const banners: Banner[] = rows
      .filter((row) => row.type === 'B')
      .map((row) => ({
        groupName: row.group_name,
        url: row.image_url,
        ...optional('linkageType', row.linkage_type),
        ...optional('linkage', row.linkage),
      }));
    // H (marquee) notices travel with the player notices, first (contract: announcementsSchema).
    const player = [
      ...rows.filter((row) => row.type === 'H'),
      ...rows.filter((row) => row.type === 'PL'),
    ].map(notice);
    const popup: PopupNotice[] = rows
      .filter((row) => row.type === 'PU' && popupShown(row.execution))
      .map((row) => ({ ...notice(row), execution: row.execution ?? 'A' }));
    const promotion = rows.filter((row) => row.type === 'PR').map(notice);
    return { banners, player, popup, promotion };
  },

  helpCenter: async (_input, ctx) => {
    const rows = await ctx.services.db
      .selectFrom('help_topics')
      .select(['id', 'hash', 'title', 'content', 'sort'])
      .where('merchant_id', '=', ctx.merchant.id)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return { topics: rows };
  },
} satisfies HandlerMap;
