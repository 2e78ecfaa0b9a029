import type { Db } from '../db/database.ts';
import { cashierDb } from './cashierDb.ts';
import type { ProviderEvent } from './paymentProvider.ts';

/**
 * Records a provider's event once, by the provider's event id, in the transaction that applies
 * it: true the first time, false for a redelivery (the webhook is then acknowledged and
 * nothing else happens). Pay-ins and payouts alike.
 */
export const recordCallback = async (
  trx: Db,
  provider: string,
  event: ProviderEvent,
  now: Date,
): Promise<boolean> => {
  const recorded = await cashierDb(trx)
    .insertInto('payment_callbacks')
    .values({
      provider,
      provider_ref: event.providerRef,
      event_id: event.eventId,
      event_type: event.type,
      amount: event.amount,
      received_at: now,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return recorded !== undefined;
};
