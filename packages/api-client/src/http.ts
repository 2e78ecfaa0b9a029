import { ApiError } from './apiError.ts';

export interface HttpOptions {
  /** Origin of the server; '' for the page's own origin. */
  baseUrl: string;
  timeoutMs: number;
  fetch?: typeof globalThis.fetch | undefined;
  credentials?: RequestCredentials;
}

export interface HttpRequest {
  method: string;
  headers: Record<string, string>;
  /** The input, in the address (calls without a body). */
  searchParams?: Record<string, string>;
  /** The input, as the JSON body. */
  json?: unknown;
}

/**
 * The clients' one way to the network: `fetch` under a time limit, with the input in the
 * address or as a JSON body, and the transport's failures as the catalogue's network codes. An
 * HTTP error status is an answer, not a failure here: the caller reads its envelope. In place
 * of ky, of which the clients used only this much, while its 7 KiB (brotli) were in every page's
 * first load (issue 27's budget).
 */
export const createHttp =
  (options: HttpOptions) =>
  async (path: string, request: HttpRequest): Promise<Response> => {
    const query = new URLSearchParams(request.searchParams).toString();
    const url = `${options.baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}${query ? `?${query}` : ''}`;
    try {
      return await (options.fetch ?? globalThis.fetch)(url, {
        method: request.method,
        ...(request.json === undefined
          ? { headers: request.headers }
          : {
              headers: { ...request.headers, 'Content-Type': 'application/json' },
              body: JSON.stringify(request.json),
            }),
        ...(options.credentials ? { credentials: options.credentials } : {}),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'TimeoutError') {
        throw new ApiError('network.timeout', undefined, 0);
      }
      // fetch rejects with a TypeError when no answer came (refused, reset, offline).
      if (error instanceof TypeError) throw new ApiError('network.error', undefined, 0);
      throw error;
    }
  };
