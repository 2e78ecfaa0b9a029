import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import type { MessageChannel, MessageProvider } from './messages.ts';

/** Wrong guesses a code survives; the next one spends it. */
export const CODE_MAX_TRIES = 5;
/** Send limits count over this window, and "try again after 5 minutes" says so. */
const SEND_WINDOW_MS = 5 * 60_000;

/** How one-time codes and their messages are rationed (per deployment; tests shrink them). */
export interface CodeSettings {
  /** Life of a code, also the `expiredMinutes` the portal counts down. */
  codeMinutes: number;
  /** Messages to one number or address per window. */
  sendsPerRecipient: number;
  /** Messages asked for from one caller address per window. */
  sendsPerAddress: number;
}

export const DEFAULT_CODE_SETTINGS: CodeSettings = {
  codeMinutes: 1,
  sendsPerRecipient: 3,
  sendsPerAddress: 20,
};

/** What a code is for; a code sent for one purpose never passes for another. */
export type CodePurpose = 'login' | 'register' | 'newip' | 'paymentPassword' | 'chatLink';

export interface CodeDeps {
  db: Db;
  secret: Buffer;
  messages: MessageProvider;
  settings: CodeSettings;
}

const codeHash = (secret: Buffer, purpose: string, destination: string, code: string): Buffer =>
  createHmac('sha256', secret).update(`${purpose}|${destination}|${code}`).digest();

/**
 * Refuses a send over the limits for its recipient or for the caller's address, and logs
 * this one. `code` names the refusal: phone flows use the phone-verification catalogue.
 */
export const rationSend = async (
  deps: CodeDeps,
  send: { merchantId: number; channel: MessageChannel; recipient: string; requesterIp: string },
  now: Date,
  refusal: 'too-many-requests' | 'too.many.requests' = 'too-many-requests',
): Promise<void> => {
  const { db, settings } = deps;
  const since = new Date(now.getTime() - SEND_WINDOW_MS);
  const counts = await db
    .selectFrom('message_log')
    .select((eb) => [
      eb.fn.countAll<string>().filterWhere('recipient', '=', send.recipient).as('to_recipient'),
      eb.fn
        .countAll<string>()
        .filterWhere('requester_ip', '=', send.requesterIp)
        .as('from_address'),
    ])
    .where('merchant_id', '=', send.merchantId)
    .where('sent_at', '>', since)
    .where((eb) =>
      eb.or([eb('recipient', '=', send.recipient), eb('requester_ip', '=', send.requesterIp)]),
    )
    .executeTakeFirstOrThrow();
  if (
    Number(counts.to_recipient) >= settings.sendsPerRecipient ||
    Number(counts.from_address) >= settings.sendsPerAddress
  ) {
    throw new CatalogueError(refusal);
  }
  await db
    .insertInto('message_log')
    .values({
      merchant_id: send.merchantId,
      channel: send.channel,
      recipient: send.recipient,
      requester_ip: send.requesterIp,
      sent_at: now,
    })
    .execute();
};

/** Six random digits. */
const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * Stores a fresh code (only its keyed hash) for a purpose and destination, and returns the
 * plain code for the message. An earlier unused code for the same destination stays valid
 * until it expires, so a late SMS still works after a resend.
 */
export const storeCode = async (
  deps: CodeDeps,
  merchantId: number,
  purpose: CodePurpose,
  destination: string,
  now: Date,
): Promise<string> => {
  const code = newCode();
  await deps.db
    .insertInto('verification_codes')
    .values({
      merchant_id: merchantId,
      purpose,
      destination,
      code_hash: codeHash(deps.secret, purpose, destination, code),
      created_at: now,
      expires_at: new Date(now.getTime() + deps.settings.codeMinutes * 60_000),
    })
    .execute();
  return code;
};

/**
 * Spends a code: right, unexpired and unused, it passes once (two parallel uses: one wins).
 * A wrong code uses up a try on the live codes; the answers are the phone catalogue's.
 */
export const consumeCode = async (
  deps: CodeDeps,
  merchantId: number,
  purpose: CodePurpose,
  destination: string,
  code: string | undefined,
  now: Date,
): Promise<void> => {
  if (!code) throw new CatalogueError('missing-verification-code');
  const { db, secret } = deps;
  const rows = await db
    .selectFrom('verification_codes')
    .select(['id', 'code_hash', 'expires_at', 'attempts'])
    .where('merchant_id', '=', merchantId)
    .where('purpose', '=', purpose)
    .where('destination', '=', destination)
    .where('used_at', 'is', null)
    .where('attempts', '<', CODE_MAX_TRIES)
    .orderBy('created_at', 'desc')
    .limit(5)
    .execute();
  const hash = codeHash(secret, purpose, destination, code.trim());
  const matching = rows.find((r) => timingSafeEqual(r.code_hash, hash));
  if (matching) {
    if (matching.expires_at <= now) throw new CatalogueError('code-expired');
    const spent = await db
      .updateTable('verification_codes')
      .set({ used_at: now })
      .where('id', '=', matching.id)
      .where('used_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!spent) throw new CatalogueError('invalid-verification-code');
    return;
  }
  const live = rows.filter((r) => r.expires_at > now);
  if (live.length === 0 && rows.length > 0) throw new CatalogueError('code-expired');
  if (live.length > 0) {
    await db
      .updateTable('verification_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where(
        'id',
        'in',
        live.map((r) => r.id),
      )
      .execute();
  }
  throw new CatalogueError('invalid-verification-code');
};

/** Sends a message through the provider after the send limits let it through. */
export const sendMessage = async (
  deps: CodeDeps,
  message: Parameters<MessageProvider['send']>[0],
  requesterIp: string,
  now: Date,
  refusal?: 'too-many-requests' | 'too.many.requests',
): Promise<void> => {
  await rationSend(
    deps,
    {
      merchantId: message.merchantId,
      channel: message.channel,
      recipient: message.recipient,
      requesterIp,
    },
    now,
    refusal,
  );
  await deps.messages.send(message, now);
};
