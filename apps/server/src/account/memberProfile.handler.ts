import { CatalogueError } from '../catalogueError.ts';
import type { HandlerMap } from '../http/context.ts';
import { requireRealMember } from '../session/signIn.ts';
import { accountDb } from './accountDb.ts';

/** The preset avatars (drawn by the media routes); the first is everyone's until they pick. */
export const AVATAR_PRESETS = Array.from(
  { length: 8 },
  (_, i) => `/media/models/avatar-${i + 1}.svg`,
);

/** Shows the last six characters of a device id: enough to recognise, not to reuse. */
const shortDevice = (deviceId: string) => `…${deviceId.slice(-6)}`;

/** Avatar, nickname and login history of the member centre's profile screen. */
export const memberProfileHandlers = {
  memberIcon: async (_input, ctx) => {
    const row = await accountDb(ctx.services.db)
      .selectFrom('member_preferences')
      .select('icon')
      .where('member_id', '=', ctx.session.memberId)
      .executeTakeFirst();
    const icon = row && AVATAR_PRESETS.includes(row.icon) ? row.icon : AVATAR_PRESETS[0];
    return { icon: icon ?? '', icons: AVATAR_PRESETS };
  },

  updateMemberIcon: async (input, ctx) => {
    if (!AVATAR_PRESETS.includes(input.icon)) {
      throw new CatalogueError('request_param_err', { message: 'Pick one of the preset avatars.' });
    }
    await requireRealMember(ctx.services.db, ctx.merchant, ctx.session.memberId);
    await accountDb(ctx.services.db)
      .insertInto('member_preferences')
      .values({
        merchant_id: ctx.session.merchantId,
        member_id: ctx.session.memberId,
        icon: input.icon,
      })
      .onConflict((oc) => oc.column('member_id').doUpdateSet({ icon: input.icon }))
      .execute();
    return { icon: input.icon };
  },

  updateNickname: async (input, ctx) => {
    // Control and format characters would let one nickname pass for another.
    if (input.nickname === '' || /[\p{Cc}\p{Cf}]/u.test(input.nickname)) {
      throw new CatalogueError('request_param_err', { message: 'Choose another nickname.' });
    }
    await requireRealMember(ctx.services.db, ctx.merchant, ctx.session.memberId);
    await ctx.services.db
      .updateTable('members')
      .set({ nickname: input.nickname })
      .where('id', '=', ctx.session.memberId)
      .execute();
    return { nickname: input.nickname };
  },

  loginDevices: async (_input, ctx) => {
    const rows = await ctx.services.db
      .selectFrom('known_devices')
      .selectAll()
      .where('member_id', '=', ctx.session.memberId)
      .orderBy('last_seen_at', 'desc')
      .limit(50)
      .execute();
    return {
      list: rows.map((row) => ({
        device: shortDevice(row.device_id),
        firstSeenAt: row.first_seen_at.toISOString(),
        lastSeenAt: row.last_seen_at.toISOString(),
        lastAddress: row.last_address,
      })),
    };
  },
} satisfies HandlerMap;
