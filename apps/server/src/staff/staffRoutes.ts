import {
  ERRORS,
  fail,
  ok,
  roleCan,
  STAFF_CSRF_HEADER,
  type StaffCallName,
  type StaffCallSpec,
  staffCallNames,
  staffCalls,
} from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { CatalogueError } from '../catalogueError.ts';
import { type AuditRecord, writeAudit } from './audit.ts';
import type { StaffContext, StaffHandler, StaffHandlerMap, StaffServices } from './staffContext.ts';
import {
  clearedSessionCookie,
  csrfMatches,
  resumeStaffSession,
  type SignedInStaff,
  sessionCookie,
  tokenFromCookies,
} from './staffSessions.ts';

export interface StaffRouteOptions {
  staffServices: StaffServices;
  handlers: StaffHandlerMap;
  /** Whether a request's Host is the console's (staff calls answer nowhere else). */
  isConsoleHost: (host: string) => boolean;
  checkResponses: boolean;
}

const routePath = (path: string): string => path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');

const describeIssues = (issues: readonly v.BaseIssue<unknown>[]): string =>
  issues
    .slice(0, 5)
    .map((issue) => `${v.getDotPath(issue) ?? 'body'}: ${issue.message}`)
    .join('; ');

const notSignedIn = () => new CatalogueError('staff.session.required');

/**
 * A write must come from the console's own page: when the browser names an Origin it must be
 * this host's (a login CSRF from another site is refused even before a session exists).
 */
const checkOrigin = (request: FastifyRequest): void => {
  const origin = request.headers.origin;
  if (origin === undefined) return;
  if (origin !== `${request.protocol}://${request.host}`) {
    throw new CatalogueError('staff.csrf.invalid');
  }
};

/**
 * The staff pipeline. One route per contract staff call; every other `/staff/` path is
 * caught too. In order: console host, staff session (from the cookie only: a member's
 * Authorization header means nothing here), Origin and CSRF token on writes, the role's
 * permission from the contract's table, the request schema; then the handler, inside one
 * transaction for writes so its audit entry commits with it.
 */
export const registerStaffRoutes = (app: FastifyInstance, options: StaffRouteOptions): void => {
  const { staffServices, handlers, isConsoleHost, checkResponses } = options;
  const { db } = staffServices;
  const clock = staffServices.platform.clock;

  const signedIn = async (request: FastifyRequest): Promise<SignedInStaff | null> => {
    if (!isConsoleHost(request.host)) return null;
    const token = tokenFromCookies(request.headers.cookie);
    return token ? resumeStaffSession(db, token, clock()) : null;
  };

  const serve = async (name: StaffCallName, request: FastifyRequest, reply: FastifyReply) => {
    const spec: StaffCallSpec = staffCalls[name];
    reply.header('cache-control', 'no-store');
    if (!isConsoleHost(request.host)) throw notSignedIn();
    const write = spec.method !== 'GET';
    if (write) checkOrigin(request);

    let staff: SignedInStaff | null = null;
    if (spec.access === 'staff') {
      staff = await signedIn(request);
      if (!staff) throw notSignedIn();
      if (
        write &&
        !csrfMatches(staffServices.csrfSecret, staff.token, request.headers[STAFF_CSRF_HEADER])
      ) {
        throw new CatalogueError('staff.csrf.invalid');
      }
      if (spec.permission && !roleCan(staff.role, spec.permission)) {
        throw new CatalogueError('staff.permission.denied');
      }
    }

    // As the member calls: GET and DELETE carry their input in the query, the rest a body.
    const fromQuery = spec.method === 'GET' || spec.method === 'DELETE';
    const raw = fromQuery ? request.query : request.body;
    if (!fromQuery && (raw === undefined || raw === null || raw === '')) {
      throw new CatalogueError('request_body_required');
    }
    const params = request.params as Record<string, string> | undefined;
    const input =
      params && Object.keys(params).length > 0 && typeof raw === 'object' && raw !== null
        ? { ...raw, ...params }
        : raw;
    const parsed = v.safeParse(spec.request, input);
    if (!parsed.success) {
      throw new CatalogueError('request_param_err', {
        message: `The request has invalid or missing fields: ${describeIssues(parsed.issues)}`,
      });
    }

    const now = clock();
    let output: unknown;
    if (!staff) {
      const handler = handlers[name] as unknown as StaffHandler<'staffSignInPassword'>;
      output = await handler(parsed.output as never, {
        staffServices,
        db,
        now,
        ip: request.ip,
        setSessionCookie: (token) => reply.header('set-cookie', sessionCookie(token)),
      });
    } else {
      const actor = staff;
      const handler = handlers[name] as unknown as StaffHandler<'memberLock'>;
      const tasks: (() => Promise<void>)[] = [];
      const run = (trx: StaffContext['db']) => {
        const ctx: StaffContext = {
          staffServices,
          db: trx,
          now,
          ip: request.ip,
          host: request.host,
          staff: actor,
          audit: (record: AuditRecord) => writeAudit(trx, actor, request.ip, now, record),
          afterCommit: (task) => tasks.push(task),
          clearSessionCookie: () => reply.header('set-cookie', clearedSessionCookie()),
        };
        return handler(parsed.output as never, ctx);
      };
      output = write ? await db.transaction().execute(run) : await run(db);
      for (const task of tasks) await task();
    }

    if (checkResponses) {
      const checked = v.safeParse(spec.response, output);
      if (!checked.success) {
        throw new Error(`${name} answered outside its contract: ${describeIssues(checked.issues)}`);
      }
    }
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(ok(output)));
  };

  const methodsByPath = new Map<string, Set<string>>();
  for (const name of staffCallNames) {
    const spec = staffCalls[name];
    const url = routePath(spec.path);
    methodsByPath.set(url, (methodsByPath.get(url) ?? new Set()).add(spec.method));
    app.route({
      method: spec.method,
      url,
      ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
      handler: (request, reply) => serve(name, request, reply),
    });
  }

  // Anything else under /staff/: without a session it is 401 like the rest (an unknown path
  // tells a stranger nothing); with one, 405 for a known path's other methods, else 404.
  const other = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    if (!(await signedIn(request))) throw notSignedIn();
    const path = request.routeOptions.url ?? '';
    const known = methodsByPath.get(path);
    if (known) {
      return reply
        .code(405)
        .header('allow', [...known].join(', '))
        .send(fail('http_method_not_support', ERRORS.http_method_not_support.message));
    }
    return reply.code(404).send(fail('not.found', ERRORS['not.found'].message));
  };
  const ALL = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];
  app.route({ method: ALL, url: '/staff', handler: other });
  app.route({ method: ALL, url: '/staff/*', handler: other });
  for (const [url, methods] of methodsByPath) {
    const rest = ALL.filter((m) => !methods.has(m));
    if (!methods.has('GET')) rest.push('HEAD');
    app.route({ method: rest, url, handler: other });
  }
};
