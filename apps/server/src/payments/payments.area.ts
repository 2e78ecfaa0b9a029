import { defineArea } from '../http/area.ts';
import { SandboxProvider, sandboxTasks } from './sandboxProvider.ts';
import { registerSandboxProvider } from './sandboxRoutes.ts';

/** The payment provider: the sandbox's pages, callbacks and delayed payouts. */
export const area = defineArea({
  name: 'payments',
  // The sandbox's payouts are its own jobs: they exist only when the sandbox is the provider.
  tasks: ({ app, services }) =>
    services.payments instanceof SandboxProvider
      ? sandboxTasks({ app, db: services.db, clock: services.clock, provider: services.payments })
      : {},
  routes: ({ app, services }) =>
    registerSandboxProvider(app, {
      db: services.db,
      merchants: services.merchants,
      clock: services.clock,
    }),
});
