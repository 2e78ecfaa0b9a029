import type { StaffCallName } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Task } from 'graphile-worker';
import type { Migration } from 'kysely/migration';
import type { StaffHandler } from '../staff/staffContext.ts';
import type { HandlerMap, Services } from './context.ts';

/** What the assembly hands an area's jobs, start-up steps and routes. */
export interface AreaContext {
  app: FastifyInstance;
  services: Services;
  /** Development mode (never together with production): development-only routes. */
  development: boolean;
  /** How long a demo-vendor round may stay unsettled before recovery rolls it back (ms). */
  roundRecoveryMs: number;
}

/**
 * One server area (a folder under src/) as the assembly sees it. Each area exports one value of
 * this type from `<area>/<area>.area.ts`, and `app.ts` lists them in AREAS: the calls, desks,
 * migrations and jobs of an area are declared next to its code instead of in four places of the
 * assembly. Designed here (the specs show no such thing); docs/ARCHITECTURE.md shows it.
 *
 * `S` is the staff calls the area answers: the assembly checks at type level that the areas
 * together answer every staff call (see `MissingStaffCalls`).
 */
export interface AreaModule<S extends StaffCallName = never> {
  /** The folder's name, for errors ("two areas answer X"). */
  readonly name: string;
  /** The member (portal) calls it answers. */
  readonly handlers?: HandlerMap;
  /** The staff (console) calls it answers: its desks. */
  readonly staffHandlers?: { readonly [N in S]: StaffHandler<N> };
  /**
   * Its migrations, named `NNNN_what` with NNNN the next number of the ONE global sequence
   * (db/database.ts checks the numbers run 1..N without a gap or a repeat).
   */
  readonly migrations?: Readonly<Record<string, Migration>>;
  /** Its job-queue tasks, by task name (only when this instance runs a job runner). */
  readonly tasks?: (context: AreaContext) => Record<string, Task>;
  /** Its lines of the job runner's crontab. */
  readonly crontab?: readonly string[];
  /** Steps after the job runner has started (a self-rescheduling chain's first job). */
  readonly start?: (context: AreaContext) => Promise<void>;
  /** Routes outside the call catalogue (media, a provider's callback, a sandbox page). */
  readonly routes?: (context: AreaContext) => void | Promise<void>;
}

/** Declares an area; keeps the staff calls it answers in its type for the assembly's check. */
export const defineArea = <S extends StaffCallName = never>(area: AreaModule<S>): AreaModule<S> =>
  area;

/** Any area, whichever staff calls it answers (each is assignable to this). */
export type AnyArea = AreaModule<never>;

type StaffCallsOf<A> = A extends { readonly staffHandlers?: infer H }
  ? keyof NonNullable<H> & StaffCallName
  : never;

/**
 * The staff calls no area answers: `never` when every one has a handler. The assembly asserts
 * it is `never`, so a contract staff call without a desk fails to build, as the single staff
 * handler map's type made it before.
 */
export type MissingStaffCalls<Areas extends readonly AnyArea[]> = Exclude<
  StaffCallName,
  StaffCallsOf<Areas[number]>
>;

const mergeOnce = <T>(
  areas: readonly AnyArea[],
  pick: (area: AnyArea) => Readonly<Record<string, T>> | undefined,
  what: string,
): Record<string, T> => {
  const merged: Record<string, T> = {};
  const owner = new Map<string, string>();
  for (const area of areas) {
    for (const [name, value] of Object.entries(pick(area) ?? {})) {
      const first = owner.get(name);
      if (first) throw new Error(`${what} ${name} is declared by both ${first} and ${area.name}`);
      owner.set(name, area.name);
      merged[name] = value;
    }
  }
  return merged;
};

/** Every area's member handlers in one map; a call two areas answer is a start-up error. */
export const memberHandlersOf = (areas: readonly AnyArea[]): HandlerMap =>
  mergeOnce(areas, (area) => area.handlers, 'the call') as HandlerMap;

/** Every area's staff handlers in one map (the caller has checked none is missing). */
export const staffHandlersOf = <Areas extends readonly AnyArea[]>(
  areas: Areas,
): { readonly [N in StaffCallsOf<Areas[number]>]: StaffHandler<N> } =>
  mergeOnce(
    areas,
    (area) => area.staffHandlers as Readonly<Record<string, unknown>> | undefined,
    'the staff call',
  ) as never;

/** Every area's migrations in one record (db/database.ts orders and checks them). */
export const migrationsOf = (areas: readonly AnyArea[]): Record<string, Migration> =>
  mergeOnce(areas, (area) => area.migrations, 'the migration');

/** Every area's job tasks in one record. */
export const tasksOf = (areas: readonly AnyArea[], context: AreaContext): Record<string, Task> =>
  mergeOnce(areas, (area) => area.tasks?.(context), 'the job task');
