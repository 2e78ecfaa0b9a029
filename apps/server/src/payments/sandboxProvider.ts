import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Task } from 'graphile-worker';
import { sql } from 'kysely';
import { cashierDb } from '../cashier/cashierDb.ts';
import type {
  PayinRequest,
  PaymentProvider,
  PayoutRequest,
  ProviderEventType,
  ProviderStatement,
  StatementRequest,
} from '../cashier/paymentProvider.ts';
import type { Db } from '../db/database.ts';
import { addJob } from '../jobs/jobQueue.ts';
import { merchantSecret, SIGNATURE_HEADER, signatureHeader } from './signature.ts';

/**
 * The built-in sandbox payment provider. It behaves like a real one from the platform's side:
 * a hosted cashier page (sandboxRoutes.ts) where the payer approves or declines, payouts that
 * complete later, and signed callbacks delivered as jobs, retried with growing gaps until the
 * platform answers 200, and now and then delivered twice or late.
 *
 * Sandbox conventions: a payout to an account number ending in 0000 fails (returned by the
 * bank), as test card numbers do at real providers.
 */

export const SANDBOX = 'sandbox';
export const SANDBOX_DELIVERY_TASK = 'sandbox-webhook-delivery';
export const SANDBOX_PAYOUT_TASK = 'sandbox-payout';
export const SANDBOX_WEBHOOK_PATH = '/payments/sandbox/webhook';

export interface SandboxOptions {
  /** Chance that a delivered callback is delivered again (0 to 1). */
  duplicateChance: number;
  /** The longest a redelivery waits (ms): a late callback. */
  lateMs: number;
  /** How long a payout takes at the "bank" (ms). */
  payoutDelayMs: number;
}

export const DEFAULT_SANDBOX_OPTIONS: SandboxOptions = {
  duplicateChance: 0.2,
  lateMs: 60_000,
  payoutDelayMs: 3_000,
};

/** A callback as the sandbox sends it (amount in minor units, as a digit string). */
export interface SandboxEvent {
  eventId: string;
  type: ProviderEventType;
  providerRef: string;
  reference: string;
  amount: string;
  currency: string;
}

interface DeliveryPayload {
  merchantCode: string;
  event: SandboxEvent;
  /** A redelivery does not roll the dice for another one. */
  redelivery?: boolean;
}

const newRef = () => `sbx_${randomBytes(18).toString('base64url')}`;
const newEventId = () => `evt_${randomBytes(12).toString('hex')}`;

export class SandboxProvider implements PaymentProvider {
  readonly name = SANDBOX;
  readonly options: SandboxOptions;
  private readonly clock: () => Date;

  constructor(clock: () => Date, options: Partial<SandboxOptions> = {}) {
    this.clock = clock;
    this.options = { ...DEFAULT_SANDBOX_OPTIONS, ...options };
  }

  async createPayin(db: Db, payin: PayinRequest) {
    const providerRef = await this.#open(db, 'payin', payin, 'open');
    return { providerRef, cashierUrl: `/sandbox-pay/checkout/${providerRef}` };
  }

  /** The provider's own record of a payment it was asked for; answers its reference. */
  async #open(
    db: Db,
    kind: 'payin' | 'payout',
    payment: { merchantId: number; reference: string; amount: bigint; currency: string },
    status: 'open' | 'failed',
  ): Promise<string> {
    const providerRef = newRef();
    await cashierDb(db)
      .insertInto('sandbox_payments')
      .values({
        provider_ref: providerRef,
        merchant_id: payment.merchantId,
        kind,
        reference: payment.reference,
        amount: payment.amount,
        currency: payment.currency,
        status,
        created_at: this.clock(),
      })
      .execute();
    return providerRef;
  }

  async createPayout(db: Db, payout: PayoutRequest) {
    // The "bank" outcome is decided now, from the account number (see above).
    const providerRef = await this.#open(
      db,
      'payout',
      payout,
      payout.accountNumber.endsWith('0000') ? 'failed' : 'open',
    );
    await addJob(
      db,
      SANDBOX_PAYOUT_TASK,
      { providerRef },
      { runAt: new Date(this.clock().getTime() + this.options.payoutDelayMs) },
    );
    return { providerRef };
  }

  /** The sandbox's book for a period: pay-ins approved and payouts paid, by when they settled. */
  async statement(db: Db, period: StatementRequest): Promise<ProviderStatement> {
    const row = await cashierDb(db)
      .selectFrom('sandbox_payments')
      .select((eb) => [
        eb.fn
          .coalesce(eb.fn.sum<string>('settled_amount').filterWhere('kind', '=', 'payin'), sql`0`)
          .as('payins'),
        eb.fn
          .coalesce(eb.fn.sum<string>('settled_amount').filterWhere('kind', '=', 'payout'), sql`0`)
          .as('payouts'),
      ])
      .where('merchant_id', '=', period.merchantId)
      .where('currency', '=', period.currency)
      .where('settled_at', '>=', period.from)
      .where('settled_at', '<', period.to)
      .executeTakeFirstOrThrow();
    return { payins: BigInt(row.payins), payouts: BigInt(row.payouts) };
  }
}

const merchantCodeOf = async (db: Db, merchantId: number): Promise<string> =>
  (
    await db
      .selectFrom('merchants')
      .select('merchant_code')
      .where('id', '=', merchantId)
      .executeTakeFirstOrThrow()
  ).merchant_code;

const enqueueEvent = async (
  db: Db,
  merchantId: number,
  event: Omit<SandboxEvent, 'eventId'>,
): Promise<void> => {
  const payload: DeliveryPayload = {
    merchantCode: await merchantCodeOf(db, merchantId),
    event: { eventId: newEventId(), ...event },
  };
  await addJob(db, SANDBOX_DELIVERY_TASK, { ...payload }, { maxAttempts: 25 });
};

/**
 * The payer's answer on the hosted page. Only an open pay-in takes one; the payer may pay a
 * different amount than asked (a real wallet lets them), which the platform must notice.
 */
export const payerDecision = async (
  db: Db,
  providerRef: string,
  decision: 'approve' | 'decline',
  paidAmount: bigint | null,
): Promise<'done' | 'closed'> => {
  const row = await cashierDb(db)
    .updateTable('sandbox_payments')
    .set(
      decision === 'approve'
        ? {
            status: 'approved',
            // The book's clock is the database's, as the ledger's is: one day for both.
            settled_amount: sql<string>`coalesce(${paidAmount}::bigint, amount)`,
            settled_at: sql<Date>`now()`,
          }
        : { status: 'declined' },
    )
    .where('provider_ref', '=', providerRef)
    .where('kind', '=', 'payin')
    .where('status', '=', 'open')
    .returningAll()
    .executeTakeFirst();
  if (!row) return 'closed';
  await enqueueEvent(db, row.merchant_id, {
    type: decision === 'approve' ? 'payin.succeeded' : 'payin.failed',
    providerRef,
    reference: row.reference,
    amount: String(decision === 'approve' && paidAmount !== null ? paidAmount : BigInt(row.amount)),
    currency: row.currency,
  });
  return 'done';
};

/**
 * The "bank" completes a payout: paid, or failed as decided when it was created. A rerun of
 * the job may send a failure again: the platform's receiver changes nothing the second time.
 */
export const completePayout = async (db: Db, providerRef: string): Promise<void> => {
  const cdb = cashierDb(db);
  const found = await cdb
    .selectFrom('sandbox_payments')
    .selectAll()
    .where('provider_ref', '=', providerRef)
    .where('kind', '=', 'payout')
    .executeTakeFirst();
  if (!found || (found.status !== 'open' && found.status !== 'failed')) return;
  const row =
    found.status === 'failed'
      ? found
      : await cdb
          .updateTable('sandbox_payments')
          .set({
            status: 'paid',
            settled_amount: sql<string>`amount`,
            settled_at: sql<Date>`now()`,
          })
          .where('provider_ref', '=', providerRef)
          .where('status', '=', 'open')
          .returningAll()
          .executeTakeFirst();
  if (!row) return;
  await enqueueEvent(db, row.merchant_id, {
    type: row.status === 'failed' ? 'payout.failed' : 'payout.paid',
    providerRef,
    reference: row.reference,
    amount: row.amount,
    currency: row.currency,
  });
};

/** The callback as a signed HTTP request, exactly as the platform's receiver reads it. */
export const signedCallback = async (
  db: Db,
  merchantId: number,
  event: SandboxEvent,
  now: Date,
): Promise<{ body: string; headers: Record<string, string> }> => {
  const body = JSON.stringify(event);
  const secret = await merchantSecret(db, merchantId, SANDBOX);
  return {
    body,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signatureHeader(secret, body, now),
    },
  };
};

export interface SandboxTaskDeps {
  app: FastifyInstance;
  db: Db;
  clock: () => Date;
  provider: SandboxProvider;
}

/**
 * The sandbox's jobs. A delivery posts the callback through the server's own HTTP pipeline
 * (the same route, headers and raw body a remote provider's request takes); anything but a
 * 200 throws, and graphile-worker retries it with exponentially growing gaps.
 */
export const sandboxTasks = ({
  app,
  db,
  clock,
  provider,
}: SandboxTaskDeps): Record<string, Task> => ({
  [SANDBOX_PAYOUT_TASK]: async (payload) => {
    const { providerRef } = payload as { providerRef: string };
    await completePayout(db, providerRef);
  },
  [SANDBOX_DELIVERY_TASK]: async (payload) => {
    const { merchantCode, event, redelivery } = payload as DeliveryPayload;
    const merchant = await db
      .selectFrom('merchants')
      .select('id')
      .where('merchant_code', '=', merchantCode)
      .executeTakeFirstOrThrow();
    const { body, headers } = await signedCallback(db, merchant.id, event, clock());
    const response = await app.inject({
      method: 'POST',
      url: `${SANDBOX_WEBHOOK_PATH}/${merchantCode}`,
      headers,
      payload: body,
    });
    if (response.statusCode !== 200) {
      throw new Error(`the platform answered ${response.statusCode}; the callback is retried`);
    }
    if (!redelivery && Math.random() < provider.options.duplicateChance) {
      const late = new Date(clock().getTime() + randomInt(0, Math.max(1, provider.options.lateMs)));
      await addJob(
        db,
        SANDBOX_DELIVERY_TASK,
        { merchantCode, event, redelivery: true },
        { runAt: late },
      );
    }
  },
});
