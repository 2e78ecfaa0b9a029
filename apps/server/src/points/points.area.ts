import { defineArea } from '../http/area.ts';
import * as points from './migrations/0030_points.ts';
import * as redeemRequest from './migrations/0035_points_redeem_request.ts';
import { pointsHandlers } from './points.handler.ts';
import { pointsDeskHandlers } from './pointsDesk.handler.ts';

/** Points: earned with the activity figures, spent in the mall, converted to money. */
export const area = defineArea({
  name: 'points',
  handlers: pointsHandlers,
  staffHandlers: pointsDeskHandlers,
  migrations: { '0030_points': points, '0035_points_redeem_request': redeemRequest },
});
