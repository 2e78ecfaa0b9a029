import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE, REVALIDATE, sendStatic, withStaticFiles } from '../portal/staticFiles.ts';

/**
 * The console's headers, stricter than a brand site's: nothing from other origins at all (no
 * CDN images, no game frames), never framed, no referrer.
 */
export const CONSOLE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': [
    "default-src 'self'",
    "script-src 'self'",
    // Emotion injects its style tags at run time.
    "style-src 'self' 'unsafe-inline'",
    // The enrolment QR code is a data URL.
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

/** Whether a Host header (maybe with a port) names the console's host. */
export const consoleHostMatcher = (consoleHost: string) => {
  const expected = consoleHost.toLowerCase();
  return (host: string): boolean => host.toLowerCase().replace(/:\d+$/, '') === expected;
};

const isFile = (path: string) =>
  stat(path).then(
    (s) => s.isFile(),
    () => false,
  );

/**
 * Serves the console's build on its own host only: `/assets/*` (hashed, kept a year) and
 * its page for every other path (client-side routes). Brand hosts never see it, and the
 * console host never sees a brand's page.
 */
export const registerConsoleSite = (
  app: FastifyInstance,
  options: { consoleHost: string; distDir: string },
): void => {
  const distDir = resolve(options.distDir);
  const isConsole = consoleHostMatcher(options.consoleHost);
  const host = new RegExp(
    `^${options.consoleHost.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(:\\d+)?$`,
    'i',
  );

  app.addHook('onSend', async (request, reply, payload) => {
    if (isConsole(request.host)) {
      for (const [name, value] of Object.entries(CONSOLE_SECURITY_HEADERS))
        reply.header(name, value);
    }
    return payload;
  });

  withStaticFiles(app, (scope) => {
    scope.get('/*', { constraints: { host } }, async (request, reply) => {
      const path = request.url.split('?', 1)[0] ?? '/';
      if (path.startsWith('/assets/')) {
        return sendStatic(reply, join(distDir, 'assets'), path.slice('/assets/'.length), IMMUTABLE);
      }
      if (!(await isFile(join(distDir, 'index.html')))) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send(
            'The console is not built yet: run `pnpm --filter @portal/console build`, then reload.',
          );
      }
      return sendStatic(reply, distDir, 'index.html', REVALIDATE);
    });
  });
};
