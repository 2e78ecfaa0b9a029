import { ERRORS, fail } from '@portal/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import { cashierDb } from '../cashier/cashierDb.ts';
import { applyPayinEvent } from '../cashier/deposits.ts';
import { PROVIDER_EVENT_TYPES, type ProviderEvent } from '../cashier/paymentProvider.ts';
import { applyPayoutEvent } from '../cashier/withdrawals.ts';
import type { Db } from '../db/database.ts';
import type { MerchantDirectory } from '../system/merchants.ts';
import { payerDecision, SANDBOX, SANDBOX_WEBHOOK_PATH } from './sandboxProvider.ts';
import { merchantSecret, SIGNATURE_HEADER, signatureValid } from './signature.ts';

/**
 * The sandbox provider's hosted cashier page (the payer's side, served by our server under its
 * own path like the demo game vendor) and the platform's receiver of its signed callbacks.
 */

const eventSchema = v.strictObject({
  eventId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/)),
  type: v.picklist(PROVIDER_EVENT_TYPES),
  providerRef: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/)),
  reference: v.pipe(v.string(), v.maxLength(64)),
  amount: v.pipe(v.string(), v.regex(/^[1-9]\d{0,15}$/)),
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
});

const refParam = /^sbx_[A-Za-z0-9_-]{24}$/;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - Sandbox Pay</title>
<style>
body{font-family:system-ui,sans-serif;background:#eef2f7;color:#1b2430;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;padding:2rem;max-width:24rem;width:90%;box-shadow:0 4px 24px #0002}
h1{font-size:1.25rem;margin:0 0 1rem}p{margin:.5rem 0}label{display:block;margin:1rem 0 .25rem}
input{font-size:1rem;padding:.5rem;width:100%;box-sizing:border-box}
.actions{display:flex;gap:.75rem;margin-top:1.25rem}button,a.button{flex:1;font-size:1rem;padding:.75rem;border-radius:8px;border:0;cursor:pointer;text-align:center;text-decoration:none}
.approve{background:#1a7f37;color:#fff}.decline{background:#d1d9e0;color:#1b2430}a.button{display:block;background:#0b5cad;color:#fff}
</style></head><body><main>${body}</main></body></html>`;

const minorText = (minor: string, currency: string) =>
  `${currency} ${(Number(minor) / 100).toFixed(2)}`;

const sendHtml = (reply: FastifyReply, status: number, html: string) =>
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);

export interface SandboxRouteDeps {
  db: Db;
  merchants: MerchantDirectory;
  clock: () => Date;
}

export const registerSandboxProvider = (app: FastifyInstance, deps: SandboxRouteDeps): void => {
  const { db, merchants, clock } = deps;

  app.register(async (scope) => {
    // Both routes read their bodies raw: the form as text, the callback as the signed bytes.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'application/json'],
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, body),
    );

    scope.get<{ Params: { ref: string } }>('/sandbox-pay/checkout/:ref', async (request, reply) => {
      const { ref } = request.params;
      const row = refParam.test(ref)
        ? await cashierDb(db)
            .selectFrom('sandbox_payments')
            .selectAll()
            .where('provider_ref', '=', ref)
            .where('kind', '=', 'payin')
            .executeTakeFirst()
        : undefined;
      if (!row) return sendHtml(reply, 404, page('Not found', '<h1>No such payment</h1>'));
      const amount = (Number(row.amount) / 100).toFixed(2);
      if (row.status !== 'open') {
        return sendHtml(
          reply,
          200,
          page(
            'Payment closed',
            `<h1>This payment is ${escapeHtml(row.status)}</h1><a class="button" href="/member/deposit?orderNo=${encodeURIComponent(row.reference)}">Return to the merchant</a>`,
          ),
        );
      }
      return sendHtml(
        reply,
        200,
        page(
          'Pay',
          `<h1>Sandbox Pay</h1>
<p>Order <strong>${escapeHtml(row.reference)}</strong></p>
<p>Amount <strong>${escapeHtml(minorText(row.amount, row.currency))}</strong></p>
<form method="post" action="/sandbox-pay/checkout/${escapeHtml(ref)}">
<label for="amount">Amount to pay</label>
<input id="amount" name="amount" inputmode="decimal" value="${amount}">
<div class="actions">
<button class="approve" type="submit" name="decision" value="approve">Approve payment</button>
<button class="decline" type="submit" name="decision" value="decline">Decline</button>
</div></form>`,
        ),
      );
    });

    scope.post<{ Params: { ref: string }; Body: string }>(
      '/sandbox-pay/checkout/:ref',
      async (request, reply) => {
        const { ref } = request.params;
        const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
        const decision = form.get('decision');
        const amountText = form.get('amount') ?? '';
        const paid = /^\d{1,12}(\.\d{1,2})?$/.test(amountText)
          ? BigInt(Math.round(Number(amountText) * 100))
          : null;
        if (
          !refParam.test(ref) ||
          (decision !== 'approve' && decision !== 'decline') ||
          paid === 0n
        ) {
          return sendHtml(reply, 400, page('Error', '<h1>The payment form was not complete</h1>'));
        }
        const row = await cashierDb(db)
          .selectFrom('sandbox_payments')
          .select('reference')
          .where('provider_ref', '=', ref)
          .executeTakeFirst();
        if (!row) return sendHtml(reply, 404, page('Not found', '<h1>No such payment</h1>'));
        const outcome = await payerDecision(db, ref, decision, paid);
        const heading =
          outcome === 'closed'
            ? 'This payment was already answered'
            : decision === 'approve'
              ? 'Payment approved'
              : 'Payment declined';
        return sendHtml(
          reply,
          200,
          page(
            heading,
            `<h1>${heading}</h1><a class="button" href="/member/deposit?orderNo=${encodeURIComponent(row.reference)}">Return to the merchant</a>`,
          ),
        );
      },
    );

    scope.post<{ Params: { merchantCode: string }; Body: string }>(
      `${SANDBOX_WEBHOOK_PATH}/:merchantCode`,
      async (request, reply) => {
        const refuse = () =>
          reply
            .code(401)
            .send(fail('payment.signature.invalid', ERRORS['payment.signature.invalid'].message));
        const merchant = await merchants.byMerchantCode(request.params.merchantCode);
        const body = typeof request.body === 'string' ? request.body : '';
        if (!merchant) return refuse();
        const secret = await merchantSecret(db, merchant.id, SANDBOX);
        const now = clock();
        const header = request.headers[SIGNATURE_HEADER];
        if (!signatureValid(typeof header === 'string' ? header : undefined, body, [secret], now)) {
          return refuse();
        }
        let json: unknown;
        try {
          json = JSON.parse(body);
        } catch {
          json = undefined;
        }
        const parsed = v.safeParse(eventSchema, json);
        if (!parsed.success) {
          return reply.code(400).send(fail('request_param_err', ERRORS.request_param_err.message));
        }
        const event: ProviderEvent = { ...parsed.output, amount: BigInt(parsed.output.amount) };
        // The brands' settings the movement needs are read now, before its transaction opens.
        // Read inside it (the directory reloads every few seconds), they would wait for a
        // second pooled connection while holding one: duplicate callbacks arriving together
        // could then hold every connection, each waiting on the others, for good.
        const loaded = await merchants.all();
        const brandOf = (id: number) => {
          const found = loaded.find((m) => m.id === id);
          if (!found) throw new Error(`merchant ${id} is not loaded`);
          return found.brand;
        };
        const outcome = event.type.startsWith('payin.')
          ? await applyPayinEvent(
              db,
              SANDBOX,
              event,
              (id) => brandOf(id).cashier.withdrawal.turnoverMultiple,
              now,
            )
          : await applyPayoutEvent(
              db,
              SANDBOX,
              event,
              (id) => brandOf(id).cashier.autoReceiveMinutes,
              now,
            );
        // Acknowledged whatever the outcome: a duplicate or an unknown reference must stop
        // the retries too (unknown ones stay in payment_callbacks for staff).
        return reply.code(200).send({ received: true, outcome });
      },
    );
  });
};
