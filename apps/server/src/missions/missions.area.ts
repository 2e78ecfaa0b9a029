import { defineArea } from '../http/area.ts';
import * as missions from './migrations/0020_missions.ts';
import { missionsHandlers } from './missions.handler.ts';

/** Missions and their claims. */
export const area = defineArea({
  name: 'missions',
  handlers: missionsHandlers,
  migrations: { '0020_missions': missions },
});
