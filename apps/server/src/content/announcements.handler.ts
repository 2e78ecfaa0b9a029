import type { Banner, Notice, PopupNotice } from '@portal/contract';
import type { HandlerMap } from '../http/context.ts';
import { callerLanguage, textIn } from '../member/callerLanguage.ts';
import { announcementRows, sessionCount } from './content.ts';

const optional = <K extends string>(key: K, value: string | null) =>
  (value ? { [key]: value } : {}) as Partial<Record<K, string>>;

/** Banners and notices, the popups by their audience (A all members, B visitors, F first login). */
export const announcementsHandlers = {
  announcements: async (input, ctx) => {
    const { db } = ctx.services;
    const types = new Set(input.types.split(','));
    const session = ctx.session;
    const language = await callerLanguage(ctx, input.language);
    const rows = await announcementRows(
      db,
      ctx.merchant.id,
      [...types],
      session !== null,
      ctx.services.clock(),
      language,
    );

    // A member's first session is the first login: popups of execution F show then only.
    const firstLogin = session ? (await sessionCount(db, session.memberId)) <= 1 : false;
    const popupShown = (execution: string | null) =>
      session ? execution === 'A' || (execution === 'F' && firstLogin) : execution === 'B';

    const notice = (row: (typeof rows)[number]): Notice => ({
      id: row.id,
      ...textIn(language, row),
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
} satisfies HandlerMap;
