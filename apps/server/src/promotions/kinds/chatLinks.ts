import type { ChatApp, ChatLink } from '@portal/contract';
import { sql } from 'kysely';
import { CatalogueError } from '../../catalogueError.ts';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../ledger/ledger.ts';
import { moneyOf } from '../../ledger/money.ts';
import { type CodeDeps, consumeCode, rationSend, storeCode } from '../../session/codes.ts';
import { messageLanguage, wordMessage } from '../../session/memberTexts.ts';
import { checkMobile, smsRecipient } from '../../session/smsCodes.ts';
import type { Merchant } from '../../system/merchants.ts';
import { grantReward } from '../grants.ts';
import { audienceAllows, hallPromotions, type MemberFacts, ONCE } from '../hall.ts';
import { kindsDb } from './kindsDb.ts';
import { rewardOf } from './kindTerms.ts';

/**
 * Linking a Zalo or WhatsApp number (promotions-rules.md kind 7): a code is sent to the number
 * through the messaging provider, and the number links when the member types it back; the
 * brand's running messenger bonus then pays once. The code is the session area's one-time
 * code (only its keyed hash stored, expiring, five tries, sends rationed per number and per
 * caller address). Ours: the provider interface carries SMS and e-mail; a chat app's code goes
 * through it on the SMS channel with the app named in its subject, where a Zalo ZNS or WhatsApp
 * gateway would plug in as the provider. One number per member and app, each number once per
 * app and brand (unique keys); the bonus once per member (its grant key) and once per number:
 * a number another member already linked, on either app, links but pays nothing (the same
 * phone carries both apps, so one person could otherwise earn it twice).
 */

const APP_NAMES: Record<ChatApp, string> = { zalo: 'Zalo', whatsapp: 'WhatsApp' };

/** What a link is stored under: the dialing code and the digits (the app is its own column). */
const numberKey = (mobile: string, dialingCode: string | undefined) =>
  `${(dialingCode ?? '').replace(/^\+/, '')}|${mobile}`;

/** All but the last three digits masked. */
const masked = (stored: string) => {
  const digits = stored.split('|').pop() ?? '';
  return `${'*'.repeat(Math.max(digits.length - 3, 0))}${digits.slice(-3)}`;
};

interface ChatNumber {
  app: ChatApp;
  mobile: string;
  dialingCode?: string | undefined;
}

/** Refuses a number already linked: by this member for the app, or by anyone for the app. */
const refuseLinked = async (
  db: Db,
  merchantId: number,
  memberId: number,
  key: string,
  app: ChatApp,
) => {
  const taken = await kindsDb(db)
    .selectFrom('chat_links')
    .select('member_id')
    .where('merchant_id', '=', merchantId)
    .where((eb) =>
      eb.or([
        eb('number', '=', key),
        eb.and([eb('member_id', '=', memberId), eb('app', '=', app)]),
      ]),
    )
    .where('app', '=', app)
    .executeTakeFirst();
  // Ours, no new code: a number another member linked, or a second number for the same app,
  // cannot earn the bonus again, which is what "not eligible" tells the member.
  if (taken) throw new CatalogueError('promotion.not.eligible');
};

/** Sends a code to the number; answers the portal's countdown. */
export const sendChatLinkCode = async (
  deps: CodeDeps,
  merchant: Merchant,
  memberId: number,
  input: ChatNumber,
  requesterIp: string,
  now: Date,
): Promise<{ expiredMinutes: number }> => {
  const mobile = checkMobile(merchant, input.mobile, input.dialingCode);
  const key = numberKey(mobile, input.dialingCode);
  await refuseLinked(deps.db, merchant.id, memberId, key, input.app);
  const message = {
    merchantId: merchant.id,
    channel: 'sms' as const,
    recipient: smsRecipient(mobile, input.dialingCode),
  };
  await rationSend(deps, { ...message, requesterIp }, now);
  const code = await storeCode(
    deps,
    merchant.id,
    'chatLink',
    `${memberId}|${input.app}|${key}`,
    now,
  );
  const member = await deps.db
    .selectFrom('members')
    .select('language')
    .where('id', '=', memberId)
    .executeTakeFirst();
  const text = await wordMessage(
    messageLanguage({ memberLanguage: member?.language, merchant }),
    { subject: 'chatLinkSubject', body: 'chatLinkBody' },
    {
      brand: merchant.brand.name,
      app: APP_NAMES[input.app],
      code,
      minutes: deps.settings.codeMinutes,
    },
  );
  await deps.messages.send(
    {
      ...message,
      ...text,
      code,
    },
    now,
  );
  return { expiredMinutes: deps.settings.codeMinutes };
};

const isUniqueViolation = (error: unknown): boolean =>
  (error as { code?: string } | null)?.code === '23505';

/**
 * Links the number proven by its code and pays the brand's messenger bonus (the first running
 * one whose audience has the member), all in one transaction: the link row and the grant.
 */
export const linkChatNumber = async (
  deps: CodeDeps,
  merchant: Merchant,
  facts: MemberFacts,
  input: ChatNumber & { verificationCode: string },
  now: Date,
): Promise<ChatLink> => {
  const memberId = facts.memberId;
  const mobile = checkMobile(merchant, input.mobile, input.dialingCode);
  const key = numberKey(mobile, input.dialingCode);
  await refuseLinked(deps.db, merchant.id, memberId, key, input.app);
  // The code binds the member too: one sent for another member's account does not link here.
  await consumeCode(
    deps,
    merchant.id,
    'chatLink',
    `${memberId}|${input.app}|${key}`,
    input.verificationCode,
    now,
  );
  const currency = merchant.brand.currency;
  const bonus = (await hallPromotions(deps.db, merchant.id, now)).find(
    (p) =>
      p.kind === 'messengerBonus' &&
      p.starts_at <= now &&
      audienceAllows(p, facts) &&
      rewardOf(p, currency) > 0n,
  );
  try {
    return await inTransaction(deps.db, async (trx) => {
      const kdb = kindsDb(trx);
      // Links of one number take turns, so two members' parallel links cannot both pay.
      await sql`SELECT pg_advisory_xact_lock(hashtext('chat-number'), hashtext(${`${merchant.id}|${key}`}))`.execute(
        trx,
      );
      const paidElsewhere = await kdb
        .selectFrom('chat_links')
        .select('member_id')
        .where('merchant_id', '=', merchant.id)
        .where('number', '=', key)
        .where('member_id', '<>', memberId)
        .where('grant_id', 'is not', null)
        .executeTakeFirst();
      await kdb
        .insertInto('chat_links')
        .values({
          merchant_id: merchant.id,
          member_id: memberId,
          app: input.app,
          number: key,
          linked_at: now,
        })
        .execute();
      const granted =
        bonus && !paidElsewhere
          ? await grantReward(trx, {
              merchantId: merchant.id,
              memberId,
              currency,
              promotion: { id: bonus.id, kind: bonus.kind, terms: bonus.terms },
              periodKey: ONCE,
              amount: rewardOf(bonus, currency),
              now,
            })
          : null;
      if (granted) {
        await kdb
          .updateTable('chat_links')
          .set({ grant_id: String(granted.grantId) })
          .where('merchant_id', '=', merchant.id)
          .where('member_id', '=', memberId)
          .where('app', '=', input.app)
          .execute();
      }
      return {
        app: input.app,
        maskedNumber: masked(key),
        linkedAt: now.toISOString(),
        bonusAmount: granted && bonus ? moneyOf(rewardOf(bonus, currency), currency) : null,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new CatalogueError('promotion.not.eligible');
    throw error;
  }
};

/** The member's linked numbers, with the bonus each paid. */
export const chatLinksOf = async (
  db: Db,
  merchant: Merchant,
  memberId: number,
): Promise<ChatLink[]> => {
  const rows = await kindsDb(db)
    .selectFrom('chat_links')
    .leftJoin('promotion_grants', 'promotion_grants.id', 'chat_links.grant_id')
    .select([
      'chat_links.app',
      'chat_links.number',
      'chat_links.linked_at',
      'promotion_grants.amount',
    ])
    .where('chat_links.merchant_id', '=', merchant.id)
    .where('chat_links.member_id', '=', memberId)
    .orderBy('chat_links.linked_at')
    .execute();
  return rows.map((r) => ({
    app: r.app as ChatApp,
    maskedNumber: masked(r.number),
    linkedAt: r.linked_at.toISOString(),
    bonusAmount: r.amount === null ? null : moneyOf(r.amount, merchant.brand.currency),
  }));
};
