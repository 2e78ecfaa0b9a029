import type { PlayDefinition } from '@portal/lottery-rules';

/**
 * The plays the portal offers, by the rules' code: every play of every group the engine
 * knows. Each one has its name in playNames.ts (the type makes a missing name fail), and a
 * test checks that the list and the engine's catalogue agree.
 */
export const OFFERED_PLAYS = [
  'SSC.star5.direct',
  'SSC.back3.direct',
  'SSC.front2.direct',
  'SSC.back2.direct',
  'SSC.back3.group3',
  'SSC.back3.group6',
  'SSC.fixed',
  'SSC.position.bsoe',
  'SSC.sum.bsoe',
  'SSC.dragon.tiger',
  'K3.sum',
  'K3.bsoe',
  'K3.triple.any',
  'K3.triple.one',
  'K3.pair.any',
  'K3.pair.single',
  'K3.three.different',
  'K3.two.different',
  'K3.straight',
  '11X5.any.1',
  '11X5.any.2',
  '11X5.any.3',
  '11X5.any.4',
  '11X5.any.5',
  '11X5.any.6',
  '11X5.any.7',
  '11X5.any.8',
  '11X5.front1',
  '11X5.front2.direct',
  '11X5.front2.group',
  '11X5.front3.direct',
  '11X5.front3.group',
  'PK10.fixed',
  'PK10.top2.sum',
  'PK10.position.bsoe',
  'PK10.dragon.tiger',
  'LHC.special',
  'LHC.special.bsoe',
  'LHC.special.colour',
  'LHC.special.zodiac',
  'LHC.regular.any',
  'HK6.special',
  'HK6.special.bsoe',
  'HK6.special.colour',
  'HK6.special.zodiac',
  'HK6.regular.any',
  'PCB.sum',
  'PCB.bsoe',
  'PCB.bsoe.combo',
  'PCB.extreme',
  'PCB.triple',
  'LF.direct',
  'LF.group3',
  'LF.group6',
  'LF.fixed',
  'VN.lo2',
  'VN.de',
  'VN.de.head.tail',
  'VN.three.cang',
  'VN.xien2',
  'VN.xien3',
  'VN.xien4',
  'VN.head',
  'VN.tail',
  'SEA.top3.straight',
  'SEA.top3.any',
  'SEA.top2',
  'SEA.bottom2',
  'SEA.run.top',
  'SEA.run.bottom',
] as const;
export type OfferedPlay = (typeof OFFERED_PLAYS)[number];

const offered: ReadonlySet<string> = new Set(OFFERED_PLAYS);

export const isOfferedPlay = (code: string): code is OfferedPlay => offered.has(code);

/** The plays of a group the portal can offer, in the engine's order. */
export const offeredPlays = (plays: readonly PlayDefinition[]): PlayDefinition[] =>
  plays.filter((play) => isOfferedPlay(play.code));
