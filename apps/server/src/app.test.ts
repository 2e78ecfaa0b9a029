import type { AddressInfo } from 'node:net';
import { calls } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { ALPHA } from '../test/harness.ts';
import { useTestServer } from '../test/useTestServer.ts';
import { memberHandlers as handlers } from './app.ts';

let releaseSlowCall: () => void = () => {};
let slowCallStarted: () => void = () => {};

const server = useTestServer({
  handlers: {
    ...handlers,
    countryCodes: async () => {
      slowCallStarted();
      await new Promise<void>((resolve) => {
        releaseSlowCall = resolve;
      });
      return [{ countryCode: 'CN', countryDialingCode: '86' }];
    },
  },
});

describe('graceful close', () => {
  it('finishes the call in flight before closing', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const started = new Promise<void>((resolve) => {
      slowCallStarted = resolve;
    });
    // Raw on purpose: a real socket's request in flight while the server closes, which the
    // typed client (an inject, no socket) cannot hold open.
    const inFlight = fetch(`http://127.0.0.1:${port}${calls.countryCodes.path}`, {
      headers: { merchant: ALPHA },
    });
    await started;

    let closed = false;
    const closing = server.app.close().then(() => {
      closed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(closed).toBe(false);

    releaseSlowCall();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toEqual({
      success: true,
      value: [{ countryCode: 'CN', countryDialingCode: '86' }],
    });
    await closing;
    expect(closed).toBe(true);
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  });
});
