import type { RequestCipher } from '@portal/cipher';
import { type CallInput, type CallName, type CallOutput, callRoutes } from '@portal/contract';
import { ApiError } from './apiError.ts';
import type { CallValidator } from './contractValidator.ts';
import { fillPath } from './fillPath.ts';
import { createHttp } from './http.ts';

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

export interface ApiClient {
  /** Calls a catalogue entry: typed input, typed output, failures as ApiError. */
  call<N extends CallName>(name: N, input: CallInput<N>): Promise<CallOutput<N>>;
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

export const createApiClient = (options: ApiClientOptions): ApiClient => {
  const http = createHttp({
    baseUrl: options.baseUrl,
    timeoutMs: options.timeoutMs ?? 15_000,
    fetch: options.fetch,
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

    const response = await http(path, {
      method: spec.method,
      headers,
      ...(body === undefined ? { searchParams: toSearchParams(rest) } : { json: body }),
    });

    const payload = await readJson(response);
    if (spec.bare) {
      if (!response.ok) throw new ApiError('unknown', undefined, response.status);
      return answer(name, payload, response.status);
    }
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

  return { call, clearCache: () => cache.clear() };
};
