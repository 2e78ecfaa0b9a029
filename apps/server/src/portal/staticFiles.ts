import { relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Hashed file names never change content, so browsers may keep them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const SHORT_LIVED = 'public, max-age=3600';
/**
 * A page (or the service worker) is revalidated every time, or a deploy would not reach
 * returning visitors.
 */
export const REVALIDATE = 'no-cache';

/**
 * Resolves a URL path below a folder, refusing anything that could leave it (`..`,
 * encoded slashes, NUL bytes). Null when the path is not a safe file path.
 */
export const safeJoin = (root: string, urlPath: string): string | null => {
  const segments: string[] = [];
  for (const raw of urlPath.split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) return null;
    segments.push(segment);
  }
  if (segments.length === 0) return null;
  const base = resolve(root);
  const file = resolve(base, ...segments);
  return file.startsWith(base + sep) ? file : null;
};

/** The Cache-Control each reply's file gets, as its route asked (sendStatic). */
const cachePolicy = new WeakMap<FastifyReply, string>();

/**
 * Adds routes that send built files through @fastify/static: the `.br` or `.gz` copy the
 * build wrote beside a file when the browser accepts it (`Vary: Accept-Encoding` either
 * way), an ETag and Last-Modified per copy, and 304 on If-None-Match / If-Modified-Since.
 * The plugin decorates the reply of its own scope, so the portal and the console each
 * register theirs without clashing; the app's hooks (security headers) and its not-found
 * answer still apply inside.
 */
export const withStaticFiles = (
  app: FastifyInstance,
  routes: (scope: FastifyInstance) => void,
): void => {
  app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      // No root and no routes of its own: each route picks the folder by host and path.
      serve: false,
      preCompressed: true,
      // The plugin would write `public, max-age=0` where a page needs `no-cache`.
      cacheControl: false,
      // Only a file found (200 or 304) gets its policy: a 404 must not be kept for a year.
      setHeaders: (reply) => {
        const policy = cachePolicy.get(reply);
        if (policy) reply.header('cache-control', policy);
      },
    });
    routes(scope);
  });
};

/**
 * Sends the file at `urlPath` below `root` (as `safeJoin` allows) with the given
 * Cache-Control; a path leading out or a missing file gets the catalogue's not-found.
 * Only inside a `withStaticFiles` scope.
 */
export const sendStatic = (
  reply: FastifyReply,
  root: string,
  urlPath: string,
  cacheControl: string,
): FastifyReply => {
  const file = safeJoin(root, urlPath);
  if (!file) {
    reply.callNotFound();
    return reply;
  }
  cachePolicy.set(reply, cacheControl);
  return reply.sendFile(relative(resolve(root), file).split(sep).join('/'), resolve(root));
};
