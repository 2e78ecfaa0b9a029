import { CIPHER_MAX_SKEW_MS, CipherError, cipherAad, openRequest } from '@portal/cipher';
import {
  type CallName,
  type CallSpec,
  callNames,
  calls,
  fail,
  LANGUAGES,
  type Language,
  MAX_IMAGE_BYTES,
  MAX_IMAGES,
  type Method,
  ok,
} from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { CatalogueError } from '../catalogueError.ts';
import { forgetOldNonces, rememberNonce } from '../cipher/serverKey.ts';
import { isSwitchOn, type Merchant } from '../system/merchants.ts';
import type { CallContext, CallHandler, HandlerMap, Services } from './context.ts';

/** The `Language` header, kept only when it names one of the 18 (anything else is ignored). */
const languageHeader = (header: string | string[] | undefined): { requestLanguage?: Language } =>
  typeof header === 'string' && (LANGUAGES as readonly string[]).includes(header)
    ? { requestLanguage: header as Language }
    : {};

const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;

/** Calls that carry images (inline data URLs) may send this much: every image at full size. */
export const UPLOAD_BODY_LIMIT_BYTES =
  MAX_IMAGES * Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 64 * 1024;

/**
 * Whether a request schema takes inline images: somewhere in it a string must match a
 * `data:image/...` URL (the contract's image upload field). Walks the valibot schema tree.
 */
export const takesImages = (schema: unknown, seen = new Set<unknown>()): boolean => {
  if (typeof schema !== 'object' || schema === null || seen.has(schema)) return false;
  seen.add(schema);
  const node = schema as Record<string, unknown>;
  if (
    node.type === 'regex' &&
    node.requirement instanceof RegExp &&
    node.requirement.source.startsWith('^data:image')
  ) {
    return true;
  }
  const children = [node.entries, node.wrapped, node.item, node.pipe, node.options];
  return children.some((child) =>
    Array.isArray(child)
      ? child.some((c) => takesImages(c, seen))
      : typeof child === 'object' && child !== null && 'kind' in child
        ? takesImages(child, seen)
        : typeof child === 'object' && child !== null
          ? Object.values(child).some((c) => takesImages(c, seen))
          : false,
  );
};

/** The contract writes path parameters as `{name}`; Fastify reads `:name`. */
const routePath = (path: string): string => path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');

const countHeader = (rawHeaders: readonly string[], name: string): number => {
  let count = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    if (rawHeaders[i]?.toLowerCase() === name) count++;
  }
  return count;
};

const describeIssues = (issues: readonly v.BaseIssue<unknown>[]): string =>
  issues
    .slice(0, 5)
    .map((issue) => `${v.getDotPath(issue) ?? 'body'}: ${issue.message}`)
    .join('; ');

/** The tenant of a request: exactly one `Merchant` header naming a known merchant code. */
const resolveMerchant = async (request: FastifyRequest, services: Services): Promise<Merchant> => {
  const value = request.headers.merchant;
  if (
    countHeader(request.raw.rawHeaders, 'merchant') !== 1 ||
    typeof value !== 'string' ||
    !/^[A-Za-z0-9]{1,32}$/.test(value)
  ) {
    throw new CatalogueError('merchant.header.invalid');
  }
  const merchant = await services.merchants.byMerchantCode(value.toUpperCase());
  if (!merchant) throw new CatalogueError('merchant.unknown');
  return merchant;
};

/** Opens a sealed body and spends its nonce; the payload is the call's real input. */
const openSealedBody = async (
  request: FastifyRequest,
  spec: CallSpec,
  services: Services,
): Promise<unknown> => {
  const now = services.clock();
  let opened: Awaited<ReturnType<typeof openRequest>>;
  try {
    opened = await openRequest(
      services.serverKey,
      request.headers,
      request.body,
      cipherAad(spec.method, spec.path),
      now.getTime(),
    );
  } catch (error) {
    if (!(error instanceof CipherError)) throw error;
    throw new CatalogueError(
      error.message === 'stale timestamp' ? 'cipher.replayed' : 'cipher.invalid',
    );
  }
  if (!(await rememberNonce(services.db, opened.nonce, now))) {
    throw new CatalogueError('cipher.replayed');
  }
  return opened.payload;
};

/** The raw input of a call: the query for GET and DELETE, the body for POST and PUT. */
const rawInput = (request: FastifyRequest, spec: CallSpec): unknown => {
  const fromQuery = spec.method === 'GET' || spec.method === 'DELETE';
  const input = fromQuery ? request.query : request.body;
  if (!fromQuery && (input === undefined || input === null || input === '')) {
    throw new CatalogueError('request_body_required');
  }
  return input;
};

/** Path parameters join the input, so one schema validates everything the caller sent. */
const withPathParams = (input: unknown, request: FastifyRequest): unknown => {
  const params = request.params as Record<string, string> | undefined;
  if (!params || Object.keys(params).length === 0) return input;
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  return { ...input, ...params };
};

/**
 * The guards every call passes before its input is read, in order: merchant, site rules
 * (maintenance, region), module switch, session. Exported for the routes that answer outside
 * the catalogue's JSON but must admit callers the same way (the chat room's live feed).
 */
export const admitCall = async (
  request: FastifyRequest,
  services: Services,
  spec: Pick<CallSpec, 'module' | 'token' | 'tokenOptional'>,
  { siteGuard = true }: { siteGuard?: boolean } = {},
): Promise<{ merchant: Merchant; session: CallContext['session'] }> => {
  const merchant = await resolveMerchant(request, services);
  if (siteGuard) await services.siteGuard.check(merchant.id, request.ip, services.clock());
  if (!isSwitchOn(merchant, spec.module)) throw new CatalogueError('function.not.available');

  let session: CallContext['session'] = null;
  const token = request.headers.authorization;
  if ((spec.token || spec.tokenOptional) && typeof token === 'string') {
    session = await services.sessions.resume(token, merchant.id, services.clock());
  }
  // A stale optional token just makes the call anonymous.
  if (spec.token && !session) throw new CatalogueError('login.not.session');
  return { merchant, session };
};

export interface CallRouteOptions {
  services: Services;
  handlers: HandlerMap;
  /** Validate every answer against the contract's response schema (on outside production). */
  checkResponses: boolean;
}

/**
 * Registers one route per catalogue entry (method and path straight from the contract),
 * and for each contract path a 405 answer for the methods it does not take. A call passes
 * the guards in this order: merchant, module switch, session, implementation, sealed body,
 * input schema; then its handler runs and the answer is wrapped (or not, for `/lgw`).
 */
export const registerCallRoutes = (app: FastifyInstance, options: CallRouteOptions): void => {
  const { services, handlers, checkResponses } = options;
  const methodsByPath = new Map<string, Set<Method>>();

  const serve = async (name: CallName, request: FastifyRequest, reply: FastifyReply) => {
    const spec: CallSpec = calls[name];
    const { merchant, session } = await admitCall(request, services, spec, {
      // The status call must still answer: it is how the portal learns to show those pages.
      siteGuard: name !== 'systemStatus',
    });

    // The generic pipeline cannot name N; the map's typing ties each handler to its call.
    const handler = handlers[name] as CallHandler<CallName> | undefined;
    if (!handler) throw new CatalogueError('not.implemented');

    let input = rawInput(request, spec);
    if (spec.encrypted) input = await openSealedBody(request, spec, services);
    const parsed = v.safeParse(spec.request, withPathParams(input, request));
    if (!parsed.success) {
      throw new CatalogueError('request_param_err', {
        message: `The request has invalid or missing fields: ${describeIssues(parsed.issues)}`,
      });
    }

    const output: unknown = await handler(parsed.output as never, {
      services,
      merchant,
      session,
      ip: request.ip,
      host: request.host,
      ...languageHeader(request.headers.language),
    });
    if (checkResponses) {
      const checked = v.safeParse(spec.response, output);
      if (!checked.success) {
        throw new Error(`${name} answered outside its contract: ${describeIssues(checked.issues)}`);
      }
    }
    return reply
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(spec.bare ? output : ok(output)));
  };

  for (const name of callNames) {
    const spec: CallSpec = calls[name];
    const url = routePath(spec.path);
    const methods = methodsByPath.get(url) ?? new Set<Method>();
    methods.add(spec.method);
    methodsByPath.set(url, methods);
    app.route({
      method: spec.method,
      url,
      ...(takesImages(spec.request) ? { bodyLimit: UPLOAD_BODY_LIMIT_BYTES } : {}),
      handler: (request, reply) => serve(name, request, reply),
    });
  }

  for (const [url, methods] of methodsByPath) {
    const others: string[] = HTTP_METHODS.filter((m) => !methods.has(m as Method));
    // Fastify answers HEAD itself wherever GET exists.
    if (!methods.has('GET')) others.push('HEAD');
    app.route({
      method: others,
      url,
      handler: async (_request, reply) =>
        reply
          .code(405)
          .header('allow', [...methods].join(', '))
          .send(fail('http_method_not_support', 'This method is not supported here.')),
    });
  }

  // The replay guard only needs nonces young enough to pass the cipher's clock check.
  const sweep = setInterval(() => {
    forgetOldNonces(services.db, services.clock()).catch((error: unknown) =>
      app.log.warn({ err: error }, 'could not forget old cipher nonces'),
    );
  }, CIPHER_MAX_SKEW_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
};
