import type { RequestCipher } from '@portal/cipher';
import { type CallInput, type CallName, type CallOutput, callRoutes } from '@portal/contract';
import ky, { isNetworkError, isTimeoutError } from 'ky';
import { ApiError } from './apiError.ts';
import type { CallValidator } from './contractValidator.ts';
import { fillPath } from './fillPath.ts';

export interface ApiClientOptions {
  /** Origin of the platform server; '' for the page's own origin. */
  baseUrl: string;
  merchant: string;
  getLanguage: () => string;
  /** The session token, sent raw in `Authorization` on calls that need one (wire-protocol.md). */
  getToken: () => string | null;
  device?: string;
  timeoutMs?: number;
  /** The encrypted-call scheme; the default is ECDH P-256 + AES-256-GCM. */
  cipher?: RequestCipher;
  fetch?: typeof globalThis.fetch;
  /**
   * Checks inputs and answers against the contract (`contractValidator`). Without it the
   * client sends and hands on what the server answers, unchecked: the portal's production
   * build, whose first load leaves the schemas out.
   */
  validator?: CallValidator;
}

/** What an open feed tells its reader (see `ApiClient.listen`). */
export interface FeedHandlers {
  /** The server accepted the feed; events follow. */
  onOpen(): void;
  /** One event's data, parsed from its JSON (unchecked, as the production client's answers). */
  onEvent(data: unknown): void;
  /**
   * The feed was refused (the catalogue's code) or ended (`network.error`); it is closed, and
   * the reader decides whether to open it again.
   */
  onError(error: ApiError): void;
}

export interface ApiClient {
  /** Calls a catalogue entry: typed input, typed output, failures as ApiError. */
  call<N extends CallName>(name: N, input: CallInput<N>): Promise<CallOutput<N>>;
  /**
   * Opens a server-sent event feed at `path` (the contract's `CHAT_STREAM_PATH`) with the
   * headers a token call carries; the answer closes it. A fetch stream rather than
   * `EventSource`, which cannot send the `Merchant` and `Authorization` headers.
   */
  listen(path: string, handlers: FeedHandlers): () => void;
  /** Forgets every session-cached answer (on login, logout and language change). */
  clearCache(): void;
}

const bodyMethods = new Set(['POST', 'PUT']);

const toSearchParams = (input: unknown): Record<string, string> => {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries((input ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    params[key] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return params;
};

const readJson = async (response: Response): Promise<unknown> => {
  try {
    return await response.json();
  } catch {
    throw new ApiError('unknown', undefined, response.status);
  }
};

/**
 * Reads server-sent events until the body ends, handing each event's `data` on parsed from
 * JSON. Comment lines (`:`, the server's heartbeat) and fields other than `data` are skipped;
 * an event whose data is not JSON is dropped rather than ending the feed.
 */
export const readEventStream = async (
  body: ReadableStream<Uint8Array>,
  onEvent: (data: unknown) => void,
): Promise<void> => {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    // Lines end in `\n` (the platform's feeds never send `\r`).
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const data = buffer
        .slice(0, end)
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(line.startsWith('data: ') ? 6 : 5))
        .join('\n');
      buffer = buffer.slice(end + 2);
      let parsed: unknown;
      try {
        parsed = data ? JSON.parse(data) : undefined;
      } catch {
        // Not JSON: not an event of ours.
      }
      if (parsed !== undefined) onEvent(parsed);
      end = buffer.indexOf('\n\n');
    }
  }
};

export const createApiClient = (options: ApiClientOptions): ApiClient => {
  // ky, the team's HTTP client (about 7 KiB of the first load: kept, see docs/ARCHITECTURE).
  const http = ky.create({
    prefix: options.baseUrl || '/',
    timeout: options.timeoutMs ?? 15_000,
    retry: 0,
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const cache = new Map<string, Promise<unknown>>();
  const answer = (name: CallName, value: unknown, status: number): unknown =>
    options.validator ? options.validator.response(name, value, status) : value;

  const send = async (name: CallName, input: unknown): Promise<unknown> => {
    const spec = callRoutes[name];
    options.validator?.request(name, input);
    const headers: Record<string, string> = {
      Merchant: options.merchant,
      Language: options.getLanguage(),
      Device: options.device ?? 'web',
    };
    const token = options.getToken();
    // Optional-token calls (announcements, vendor lanes) answer members personally.
    if ((spec.token || spec.tokenOptional) && token) headers.Authorization = token;

    // A path with `{field}` takes that field out of the input (lotteryDrawHistory's game).
    const { path, rest } =
      typeof input === 'object' && input !== null && spec.path.includes('{')
        ? fillPath(spec.path, input as Record<string, unknown>)
        : { path: spec.path, rest: input };
    let body: unknown;
    if (bodyMethods.has(spec.method)) {
      body = rest ?? {};
      if (spec.encrypted) {
        // The cipher module comes with the first encrypted call (a login), not the first load.
        const [key, { cipherAad, ecdhAesGcmCipher }] = await Promise.all([
          call('cipherKey', {}),
          import('@portal/cipher'),
        ]);
        const cipher = options.cipher ?? ecdhAesGcmCipher;
        const sealed = await cipher.seal(key, cipherAad(spec.method, spec.path), body);
        Object.assign(headers, sealed.headers);
        body = sealed.body;
      }
    }

    let response: Response;
    try {
      response = await http(path, {
        method: spec.method,
        headers,
        ...(body === undefined ? { searchParams: toSearchParams(rest) } : { json: body }),
      });
    } catch (error) {
      if (isTimeoutError(error)) throw new ApiError('network.timeout', undefined, 0);
      if (isNetworkError(error) || error instanceof TypeError) {
        throw new ApiError('network.error', undefined, 0);
      }
      throw error;
    }

    const payload = await readJson(response);
    // A bare (`/lgw`) call answers its value alone, but fails like every call, in the envelope:
    // its catalogue code is read below (a failover's 503 system.busy, a closed draw's 409).
    if (spec.bare && response.ok) return answer(name, payload, response.status);
    const envelope = payload as {
      success?: unknown;
      value?: unknown;
      message?: unknown;
      code?: unknown;
    };
    if (envelope?.success === true) return answer(name, envelope.value, response.status);
    throw new ApiError(
      typeof envelope?.code === 'string' ? envelope.code : 'unknown',
      typeof envelope?.message === 'string' ? envelope.message : undefined,
      response.status,
      envelope?.value,
    );
  };

  const call = <N extends CallName>(name: N, input: CallInput<N>): Promise<CallOutput<N>> => {
    if (callRoutes[name].cache !== 'session') return send(name, input) as Promise<CallOutput<N>>;
    const key = `${name}:${JSON.stringify(input ?? {})}`;
    const hit = cache.get(key);
    if (hit) return hit as Promise<CallOutput<N>>;
    const pending = send(name, input);
    cache.set(key, pending);
    // A failure is not an answer worth keeping: the next call asks again.
    pending.catch(() => cache.delete(key));
    return pending as Promise<CallOutput<N>>;
  };

  const listen = (path: string, handlers: FeedHandlers): (() => void) => {
    const aborted = new AbortController();
    let done = false;
    const fail = (error: ApiError) => {
      if (done) return;
      done = true;
      handlers.onError(error);
    };
    const headers: Record<string, string> = {
      Merchant: options.merchant,
      Language: options.getLanguage(),
      Device: options.device ?? 'web',
      Accept: 'text/event-stream',
    };
    const token = options.getToken();
    if (token) headers.Authorization = token;
    const run = async () => {
      // No timeout: a feed stays open for as long as the room does.
      const response = await (options.fetch ?? globalThis.fetch)(
        `${(options.baseUrl || '').replace(/\/$/, '')}${path}`,
        { headers, signal: aborted.signal },
      );
      if (!response.ok || !response.body) {
        const envelope = (await readJson(response).catch(() => null)) as { code?: unknown } | null;
        const code = typeof envelope?.code === 'string' ? envelope.code : 'unknown';
        throw new ApiError(code, undefined, response.status);
      }
      handlers.onOpen();
      await readEventStream(response.body, handlers.onEvent);
      throw new ApiError('network.error', undefined, 0);
    };
    run().catch((error: unknown) => {
      if (aborted.signal.aborted) return;
      fail(error instanceof ApiError ? error : new ApiError('network.error', undefined, 0));
    });
    return () => {
      done = true;
      aborted.abort();
    };
  };

  return { call, listen, clearCache: () => cache.clear() };
};
