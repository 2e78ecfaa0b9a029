import { defineArea } from '../http/area.ts';
import * as activity from './migrations/0027_activity.ts';
import * as hedged from './migrations/0042_activity_hedged.ts';

/** The activity figures (play by day) the dashboard and the records read. */
export const area = defineArea({
  name: 'activity',
  migrations: { '0027_activity': activity, '0042_activity_hedged': hedged },
});
