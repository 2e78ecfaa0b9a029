import type { PlayDefinition } from './play.ts';

/**
 * A draw group's plays, in catalogue order, loaded with their family's module: a bundler makes
 * each family (digits, dice, numbers, VN/SEA) a chunk of its own, so a game page loads the one
 * family it shows rather than the whole catalogue (issue 27: the game page's first load). The
 * same lists `PLAYS` is made of (`playsOfGroup` gives them at once, for the server and tests).
 * A group the rules do not know (a menu's code is any string) has none.
 */
export async function loadPlaysOfGroup(group: string): Promise<readonly PlayDefinition[]> {
  switch (group) {
    case 'SSC':
      return (await import('./plays/digits.ts')).SSC_PLAYS;
    case 'LF':
      return (await import('./plays/digits.ts')).LF_PLAYS;
    case 'K3':
      return (await import('./plays/k3.ts')).K3_PLAYS;
    case '11X5':
      return (await import('./plays/numbers.ts')).X115_PLAYS;
    case 'PK10':
      return (await import('./plays/numbers.ts')).PK10_PLAYS;
    case 'LHC':
      return (await import('./plays/numbers.ts')).LHC_PLAYS;
    case 'HK6':
      return (await import('./plays/numbers.ts')).HK6_PLAYS;
    case 'PCB':
      return (await import('./plays/numbers.ts')).PCB_PLAYS;
    case 'VN':
      return (await import('./plays/vnSea.ts')).VN_PLAYS;
    case 'SEA':
      return (await import('./plays/vnSea.ts')).SEA_PLAYS;
    default:
      return [];
  }
}
