import { isErrorCode } from '@portal/contract';
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
