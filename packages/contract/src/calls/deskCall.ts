import type * as v from 'valibot';
import type { CallSpec } from '../call.ts';

/**
 * A console desk's call (designed, as the whole staff area): staff access, the permission it
 * needs (`null`: any signed-in staff member), and a body limit where a call takes uploads.
 * `P` is the desk's own permission list, so a desk cannot name another desk's permission.
 */
export type DeskCallSpec<
  Req extends v.GenericSchema,
  Res extends v.GenericSchema,
  P extends string | null,
> = Pick<CallSpec<Req, Res>, 'method' | 'path' | 'request' | 'response' | 'summary'> & {
  readonly access: 'staff';
  readonly permission: P;
  readonly bodyLimit?: number;
};

/**
 * The factory of one desk's calls: `const pointsDeskCall = deskCallOf<PointsDeskPermission>()`.
 * Pure, so that a bundle which never reads a staff call drops it (the portal does); that every
 * staff path starts /staff/ is checked by staff.test.ts.
 */
export const deskCallOf =
  <P extends string | null>() =>
  /* @__NO_SIDE_EFFECTS__ */
  <Req extends v.GenericSchema, Res extends v.GenericSchema>(
    init: Omit<DeskCallSpec<Req, Res, P>, 'access'>,
  ): DeskCallSpec<Req, Res, P> => ({ ...init, access: 'staff' });
