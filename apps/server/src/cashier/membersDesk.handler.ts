import type { Brand } from '@portal/brand';
import type { BetStatusCode } from '@portal/contract';
import { rgSettingsOf } from '../account/rg.handler.ts';
import { CatalogueError } from '../catalogueError.ts';
import { moneyOf } from '../ledger/money.ts';
import { memberInScope, memberRowOf, searchMembers } from '../member/memberQueries.ts';
import { issueResetToken, portalOrigin, resetLinkUrl } from '../member/resetLinks.ts';
import { messageLanguage, wordMessage } from '../session/memberTexts.ts';
import type { StaffHandlerMap } from '../staff/staffContext.ts';
import { platformDb } from '../staff/staffDb.ts';
import { adjustmentOf, adjustmentRows } from './adjustments.ts';
import { bankCardsOf } from './bankCards.ts';

const RECENT_ROWS = 50;

const maskEmail = (email: string): string => {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
};
const maskMobile = (mobile: string): string => `${mobile.slice(0, 3)}****${mobile.slice(-3)}`;

export const memberHandlers: Pick<
  StaffHandlerMap,
  | 'memberSearch'
  | 'memberDetail'
  | 'memberLock'
  | 'memberUnlock'
  | 'memberNote'
  | 'memberPasswordReset'
> = {
  memberSearch: (input, ctx) => searchMembers(ctx.db, input, ctx.staff.merchantId),

  memberDetail: async (input, ctx) => {
    const { db } = ctx;
    const member = await memberInScope(db, input.memberId, ctx.staff.merchantId);
    const { currency } = member.brand as unknown as Brand;
    const wallets = await db
      .selectFrom('ledger_accounts')
      .select(['code', 'currency', 'balance'])
      .where('member_id', '=', member.id)
      .orderBy('id')
      .execute();
    const ledger = await db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_accounts as acc', 'acc.id', 'e.account_id')
      .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
      .select(['t.id', 't.kind', 'e.amount', 't.currency', 't.created_at'])
      .where('acc.member_id', '=', member.id)
      .orderBy('t.id', 'desc')
      .limit(RECENT_ROWS)
      .execute();
    const rounds = await db
      .selectFrom('vendor_rounds')
      .select(['transaction_id', 'vassalage', 'bet_amount', 'win_amount', 'status', 'created_at'])
      .where('member_id', '=', member.id)
      .orderBy('created_at', 'desc')
      .limit(RECENT_ROWS)
      .execute();
    const lotteryOrders = await db
      .selectFrom('lottery_orders as o')
      .innerJoin('lottery_games as g', 'g.id', 'o.game_id')
      .select([
        'o.id',
        'g.game_code',
        'o.numero',
        'o.play',
        'o.amount',
        'o.payout',
        'o.status',
        'o.created_at',
      ])
      .where('o.member_id', '=', member.id)
      .orderBy('o.id', 'desc')
      .limit(RECENT_ROWS)
      .execute();
    const devices = await db
      .selectFrom('known_devices')
      .select(['device_id', 'first_seen_at', 'last_seen_at', 'last_address'])
      .where('member_id', '=', member.id)
      .orderBy('last_seen_at', 'desc')
      .execute();
    const notes = await db
      .selectFrom('member_notes as n')
      .innerJoin('staff as s', 's.id', 'n.staff_id')
      .select(['n.id', 'n.text', 's.username', 'n.created_at'])
      .where('n.member_id', '=', member.id)
      .orderBy('n.id', 'desc')
      .execute();
    const adjustments = await adjustmentRows(db)
      .where('a.member_id', '=', member.id)
      .orderBy('a.id', 'desc')
      .limit(RECENT_ROWS)
      .execute();
    return {
      profile: {
        ...memberRowOf(member),
        countryDialingCode: member.country_dialing_code,
        language: member.language,
        registerIp: member.register_ip,
        lockedAt: member.locked_at?.toISOString() ?? null,
        lockReason: member.lock_reason,
      },
      wallets: wallets.map((w) => ({
        code: w.code,
        currency: w.currency,
        balance: moneyOf(w.balance, w.currency),
      })),
      ledger: ledger.map((l) => ({
        transactionId: l.id,
        kind: l.kind,
        amount: moneyOf(l.amount, l.currency),
        currency: l.currency,
        at: l.created_at.toISOString(),
      })),
      rounds: rounds.map((r) => ({
        transactionId: r.transaction_id,
        vendor: r.vassalage,
        bet: moneyOf(r.bet_amount, currency),
        win: r.win_amount === null ? null : moneyOf(r.win_amount, currency),
        status: r.status,
        at: r.created_at.toISOString(),
      })),
      lotteryOrders: lotteryOrders.map((o) => ({
        id: Number(o.id),
        gameCode: o.game_code,
        numero: o.numero,
        play: o.play,
        amount: moneyOf(o.amount, currency),
        payout: moneyOf(o.payout, currency),
        status: o.status as BetStatusCode,
        at: o.created_at.toISOString(),
      })),
      devices: devices.map((d) => ({
        deviceId: d.device_id,
        firstSeenAt: d.first_seen_at.toISOString(),
        lastSeenAt: d.last_seen_at.toISOString(),
        address: d.last_address,
      })),
      notes: notes.map((n) => ({
        id: n.id,
        text: n.text,
        author: n.username,
        at: n.created_at.toISOString(),
      })),
      adjustments: adjustments.map(adjustmentOf),
      cards: await bankCardsOf(platformDb(db), member.id),
      responsibleGaming: await rgSettingsOf(platformDb(db), member.id, ctx.now, currency),
    };
  },

  memberLock: async (input, ctx) => {
    const member = await memberInScope(ctx.db, input.memberId, ctx.staff.merchantId);
    if (member.locked_at !== null) return memberRowOf(member);
    await ctx.db
      .insertInto('member_locks')
      .values({
        merchant_id: member.merchant_id,
        member_id: member.id,
        locked_at: ctx.now,
        reason: input.reason,
        locked_by: ctx.staff.id,
      })
      .execute();
    // Every live session ends with the lock; the portal's next call is refused.
    const revoked = await ctx.db
      .updateTable('sessions')
      .set({ revoked_at: ctx.now })
      .where('member_id', '=', member.id)
      .where('revoked_at', 'is', null)
      .returning('id')
      .execute();
    await ctx.audit({
      action: 'member.lock',
      targetType: 'member',
      targetId: member.id,
      merchantId: member.merchant_id,
      before: { locked: false },
      after: { locked: true, reason: input.reason, sessionsRevoked: revoked.length },
    });
    // This process remembers sessions for a few seconds; forget the revoked ones now.
    const sessions = ctx.staffServices.platform.sessions;
    ctx.afterCommit(async () => {
      for (const { id } of revoked) await sessions.revoke(id, ctx.now);
    });
    return { ...memberRowOf(member), locked: true };
  },

  memberUnlock: async (input, ctx) => {
    const member = await memberInScope(ctx.db, input.memberId, ctx.staff.merchantId);
    if (member.locked_at === null) return memberRowOf(member);
    await ctx.db.deleteFrom('member_locks').where('member_id', '=', member.id).execute();
    await ctx.audit({
      action: 'member.unlock',
      targetType: 'member',
      targetId: member.id,
      merchantId: member.merchant_id,
      before: { locked: true, reason: member.lock_reason },
      after: { locked: false },
    });
    return { ...memberRowOf(member), locked: false };
  },

  memberNote: async (input, ctx) => {
    const member = await memberInScope(ctx.db, input.memberId, ctx.staff.merchantId);
    const note = await ctx.db
      .insertInto('member_notes')
      .values({
        merchant_id: member.merchant_id,
        member_id: member.id,
        staff_id: ctx.staff.id,
        text: input.text,
        created_at: ctx.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.audit({
      action: 'member.note',
      targetType: 'member',
      targetId: member.id,
      merchantId: member.merchant_id,
      after: { noteId: note.id, text: input.text },
    });
    return { id: note.id };
  },

  memberPasswordReset: async (input, ctx) => {
    const member = await memberInScope(ctx.db, input.memberId, ctx.staff.merchantId);
    const channel = member.email !== '' ? 'email' : member.mobile !== '' ? 'sms' : null;
    if (channel === null) throw new CatalogueError('staff.member.unreachable');
    const { token, expiresAt } = await issueResetToken(ctx.db, {
      merchantId: member.merchant_id,
      memberId: member.id,
      staffId: ctx.staff.id,
      now: ctx.now,
    });
    const brand = member.brand as { name?: string; domains?: string[]; defaultLanguage?: string };
    const link = resetLinkUrl(
      portalOrigin(brand.domains ?? [], ctx.host, ctx.staffServices.platform.production),
      token,
    );
    const recipient =
      channel === 'email' ? member.email : `${member.country_dialing_code}${member.mobile}`;
    const language = messageLanguage({
      memberLanguage: member.language,
      merchant: { brand: { defaultLanguage: brand.defaultLanguage ?? 'EN' } },
    });
    const text = await wordMessage(
      language,
      { subject: 'passwordResetSubject', body: 'staffPasswordResetBody' },
      { brand: brand.name ?? member.merchant_code, username: member.username, link },
    );
    await ctx.staffServices.platform.messages.send(
      {
        merchantId: member.merchant_id,
        channel,
        recipient,
        ...text,
        code: link,
      },
      ctx.now,
    );
    const sentTo = channel === 'email' ? maskEmail(member.email) : maskMobile(member.mobile);
    // The audit names the channel, the masked recipient and the expiry, never the link.
    await ctx.audit({
      action: 'member.passwordReset',
      targetType: 'member',
      targetId: member.id,
      merchantId: member.merchant_id,
      after: { channel, sentTo, expiresAt: expiresAt.toISOString() },
    });
    return { channel, sentTo, expiresAt: expiresAt.toISOString() };
  },
};
