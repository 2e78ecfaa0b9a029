import { defineArea } from '../http/area.ts';
import { withEtags } from '../http/etags.ts';
import { dashboardHandlers } from './dashboardDesk.handler.ts';
import { registerDemoVendor } from './demoVendor.ts';
import { favouritesHandlers } from './favourites.handler.ts';
import { gameListHandlers } from './gameList.handler.ts';
import { launchHandlers } from './launch.handler.ts';
import { registerMediaRoutes } from './mediaRoutes.ts';
import * as games from './migrations/0006_games.ts';
import * as vendorRoundWallet from './migrations/0012_vendor_round_wallet.ts';
import * as gameNames from './migrations/0046_game_names.ts';
import { gameNamesHandlers } from './namesDesk.handler.ts';
import { roomsHandlers } from './rooms.handler.ts';
import { ROUND_RECOVERY_CRONTAB, roundRecoveryTasks, startRoundRecovery } from './roundRecovery.ts';
import { vendorsHandlers } from './vendors.handler.ts';
import { winnerBoardHandlers } from './winnerBoard.handler.ts';

/**
 * The game catalogue, launches and the demo vendor's rounds (with their recovery). The staff
 * dashboard answers here: its figures are mostly the vendor rounds' (with members and sessions
 * read from the areas below).
 */
export const area = defineArea({
  name: 'games',
  handlers: {
    ...vendorsHandlers,
    ...gameListHandlers,
    ...favouritesHandlers,
    ...launchHandlers,
    ...roomsHandlers,
    ...winnerBoardHandlers,
  },
  staffHandlers: { ...dashboardHandlers, ...gameNamesHandlers },
  migrations: {
    '0006_games': games,
    '0012_vendor_round_wallet': vendorRoundWallet,
    '0046_game_names': gameNames,
  },
  tasks: ({ services, roundRecoveryMs }) =>
    roundRecoveryTasks({ db: services.db, clock: services.clock, windowMs: roundRecoveryMs }),
  crontab: [ROUND_RECOVERY_CRONTAB],
  // The sweep reschedules itself; this starts the chain at once after a (re)start.
  start: ({ services }) => startRoundRecovery(services.db),
  routes: ({ app, services }) => {
    withEtags(app, (media) => registerMediaRoutes(media, services.db));
    registerDemoVendor(app, {
      db: services.db,
      merchants: services.merchants,
      clock: services.clock,
    });
  },
});
