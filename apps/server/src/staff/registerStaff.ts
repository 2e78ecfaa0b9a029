import type { FastifyInstance } from 'fastify';
import type { Services } from '../http/context.ts';
import { loadSecret } from '../session/secrets.ts';
import { consoleHostMatcher, registerConsoleSite } from './consoleSite.ts';
import { seedDemoStaff } from './demoStaff.ts';
import type { StaffHandlerMap } from './staffContext.ts';
import { staffDb } from './staffDb.ts';
import { registerStaffRoutes } from './staffRoutes.ts';
import { sealPlainTotpSecrets } from './totpSecrets.ts';

export interface StaffOptions {
  /** Every staff call's handler: the areas' desks (app.ts assembles them). */
  handlers: StaffHandlerMap;
  /** The key TOTP secrets are sealed with (outside the database). */
  secretsKey: Buffer;
  /** The console's host name (`console.localhost` in development; CONSOLE_HOST). */
  consoleHost: string;
  /** The console's build output (apps/console/dist). */
  consoleDist: string;
  /** Seed the demo staff (outside production only). */
  demoStaff: boolean;
  checkResponses: boolean;
}

/** The staff pipeline: the demo staff, the staff calls (every area's desks), the console. */
export const registerStaff = async (
  app: FastifyInstance,
  services: Services,
  options: StaffOptions,
): Promise<void> => {
  const db = staffDb(services.db);
  if (options.demoStaff) {
    const first = await db.selectFrom('merchants').select('id').orderBy('id').executeTakeFirst();
    await seedDemoStaff(db, first?.id ?? null, options.secretsKey);
  }
  await sealPlainTotpSecrets(db, options.secretsKey);
  registerStaffRoutes(app, {
    staffServices: {
      platform: services,
      db,
      csrfSecret: await loadSecret(services.db, 'staff-csrf'),
      secretsKey: options.secretsKey,
    },
    handlers: options.handlers,
    isConsoleHost: consoleHostMatcher(options.consoleHost),
    checkResponses: options.checkResponses,
  });
  registerConsoleSite(app, { consoleHost: options.consoleHost, distDir: options.consoleDist });
};
