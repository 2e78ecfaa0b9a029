import type { PlayDefinition } from './play.ts';

// One literal import a family, so that the bundler sees each family's module and splits it.
const LOADERS: Readonly<Record<string, () => Promise<readonly PlayDefinition[]>>> = {
  SSC: () => import('./plays/digits.ts').then((family) => family.SSC_PLAYS),
  LF: () => import('./plays/digits.ts').then((family) => family.LF_PLAYS),
  K3: () => import('./plays/k3.ts').then((family) => family.K3_PLAYS),
  '11X5': () => import('./plays/numbers.ts').then((family) => family.X115_PLAYS),
  PK10: () => import('./plays/numbers.ts').then((family) => family.PK10_PLAYS),
  LHC: () => import('./plays/numbers.ts').then((family) => family.LHC_PLAYS),
  HK6: () => import('./plays/numbers.ts').then((family) => family.HK6_PLAYS),
  PCB: () => import('./plays/numbers.ts').then((family) => family.PCB_PLAYS),
  VN: () => import('./plays/vnSea.ts').then((family) => family.VN_PLAYS),
  SEA: () => import('./plays/vnSea.ts').then((family) => family.SEA_PLAYS),
};

/**
 * A draw group's plays, in catalogue order, loaded with their family's module: a bundler makes
 * each family (digits, dice, numbers, VN/SEA) a chunk of its own, so a game page loads the one
 * family it shows rather than the whole catalogue (issue 27: the game page's first load). The
 * same lists `PLAYS` is made of (`playsOfGroup` gives them at once, for the server and tests).
 * A group the rules do not know (a menu's code is any string) has none.
 */
export async function loadPlaysOfGroup(group: string): Promise<readonly PlayDefinition[]> {
  const load = Object.hasOwn(LOADERS, group) ? LOADERS[group] : undefined;
  return load ? load() : [];
}
