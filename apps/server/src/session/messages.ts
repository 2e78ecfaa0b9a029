import type { Db } from '../db/database.ts';

export type MessageChannel = 'sms' | 'email';

/** One SMS or e-mail as the server composes it. */
export interface OutgoingMessage {
  merchantId: number;
  channel: MessageChannel;
  /** A mobile number (with its dialing code when known) or an e-mail address. */
  recipient: string;
  subject: string;
  body: string;
  /** The one-time code or password-reset link inside the body, if any (the dev outbox shows it). */
  code?: string;
}

/** Where SMS and e-mail go: a gateway in production, the outbox table by default. */
export interface MessageProvider {
  send(message: OutgoingMessage, now: Date): Promise<void>;
}

/**
 * The default provider: every message lands in the `outbox` table, where the development
 * endpoint (`GET /dev/outbox`) lets the demo and the end-to-end tests read real codes.
 */
export class OutboxProvider implements MessageProvider {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async send(message: OutgoingMessage, now: Date): Promise<void> {
    await this.#db
      .insertInto('outbox')
      .values({
        merchant_id: message.merchantId,
        channel: message.channel,
        recipient: message.recipient,
        subject: message.subject,
        body: message.body,
        code: message.code ?? null,
        created_at: now,
      })
      .execute();
  }
}
