import { type CallName, calls, isErrorCode } from '@portal/contract';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { type CallOptions, call, sealedCall } from './harness.ts';

/** What a fuzz test needs of a contract call. */
interface FuzzedSpec {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  encrypted?: boolean;
}

/**
 * Sends a made-up body to a call the way a client could: a GET or DELETE as a query string
 * (each field a string, or its JSON), an encrypted call sealed when `sealed` says so, anything
 * else as JSON, whatever its shape.
 */
export const sendFuzzed = (
  app: FastifyInstance,
  spec: FuzzedSpec,
  body: unknown,
  options: Pick<CallOptions, 'token' | 'remoteAddress'>,
  sealed = false,
): Promise<LightMyRequestResponse> => {
  if (spec.method === 'GET' || spec.method === 'DELETE') {
    const fields = typeof body === 'object' && body !== null ? body : { value: body };
    // In the URL: inject would read a query object's own toString key.
    const query = new URLSearchParams(
      Object.entries(fields).map(([k, v]) => [
        k,
        typeof v === 'string' ? v : (JSON.stringify(v) ?? ''),
      ]),
    );
    return call(app, spec.method, `${spec.path}?${query}`, options);
  }
  if (spec.encrypted && sealed) {
    return sealedCall(app, spec.method === 'PUT' ? 'PUT' : 'POST', spec.path, body, options);
  }
  return call(app, spec.method, spec.path, {
    ...options,
    body: JSON.stringify(body ?? null),
    headers: { 'content-type': 'application/json' },
  });
};

/** A fuzzed request's answer: never a 5xx, and a refusal names a code of the catalogue. */
export const expectCatalogueAnswer = (name: string, response: LightMyRequestResponse): void => {
  expect(response.statusCode, `${name}: ${response.body}`).toBeLessThan(500);
  if (response.statusCode >= 400) {
    const code = response.json<{ code?: string }>().code;
    expect(isErrorCode(code), `${name}: ${response.body}`).toBe(true);
  }
};

/**
 * Made-up fields for a call: up to `maxKeys` of `fields`, each a short string, a number, null,
 * one of `more` kinds of value, or one of the call's own telling values (`samples`: ids, codes,
 * amounts that nearly parse). The fuzz tests each wrote this out.
 */
export const fuzzedRecord = (
  fields: readonly string[],
  samples: readonly unknown[],
  { maxKeys, more = [] }: { maxKeys: number; more?: readonly fc.Arbitrary<unknown>[] },
): fc.Arbitrary<Record<string, unknown>> =>
  fc.dictionary(
    fc.constantFrom(...fields),
    fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.integer(),
      fc.constant(null),
      ...more,
      fc.constantFrom(...samples),
    ),
    { maxKeys },
  );

/** A made-up member request body: such fields (`fuzzedRecord`), or any value at all. */
export const fuzzedBody = (...record: Parameters<typeof fuzzedRecord>): fc.Arbitrary<unknown> =>
  fc.oneof(fuzzedRecord(...record), fc.anything({ maxDepth: 2 }));

type FuzzOptions = Pick<CallOptions, 'token' | 'remoteAddress'>;

/**
 * Sends made-up bodies to each member call as a client could (`sendFuzzed`), `numRuns` a call,
 * with `options` (a function when each request takes its own, as an address), sealed or not at
 * random when `sealing`: every answer is under 500 and every refusal names a catalogue code.
 * What the calls must not have changed, the caller checks.
 */
export const fuzzMemberCalls = async (
  app: FastifyInstance,
  names: readonly CallName[],
  body: fc.Arbitrary<unknown>,
  options: FuzzOptions | (() => FuzzOptions),
  { numRuns, sealing = false }: { numRuns: number; sealing?: boolean },
): Promise<void> => {
  for (const name of names) {
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), async (fuzzed, sealed) => {
        const sent = typeof options === 'function' ? options() : options;
        expectCatalogueAnswer(
          name,
          await sendFuzzed(app, calls[name], fuzzed, sent, sealing && sealed),
        );
      }),
      { numRuns },
    );
  }
};
