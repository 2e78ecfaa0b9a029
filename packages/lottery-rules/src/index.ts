export type { PcbColour, Pk10CarColour, WaveColour, ZodiacAnimal } from './balls.ts';
export {
  ballsOfZodiac,
  PCB_COLOURS,
  PK10_CAR_COLOURS,
  pcbColour,
  WAVE_COLOURS,
  waveColour,
  ZODIAC_ANIMALS,
  zodiacOfBall,
  zodiacOfLunarYear,
  zodiacYearAt,
} from './balls.ts';
export type { Bet, BetCheck, BetRefusal, Settlement, SettleTerms } from './bet.ts';
export { checkBet, checkPlayBet, refundOf, settleBet } from './bet.ts';
export { PLAYS, playByCode, playsOfGroup } from './catalogue.ts';
export type { DrawProof, ProofCheck } from './draw.ts';
export {
  commitmentOf,
  DRAW_ALGORITHM,
  drawValues,
  isSeed,
  makeProof,
  newSeed,
  verifyProof,
} from './draw.ts';
export type { Cadence, GameDefinition, ScheduledDraw } from './games.ts';
export { drawsOfDay, lockSecondsOf, SEED_GAMES } from './games.ts';
export { loadPlaysOfGroup } from './groupPlays.ts';
export type { DrawGroup, DrawShape } from './groups.ts';
export {
  DRAW_GROUPS,
  DRAW_SHAPES,
  isDrawGroup,
  SEA_PRIZE_DIGITS,
  VN_PRIZE_DIGITS,
  VN_PRIZE_GRADES,
} from './groups.ts';
export type { Rational } from './math.ts';
export type { PrizeTerms, UnitCode } from './money.ts';
export {
  DEFAULT_PRIZE_CAP,
  DEFAULT_SERIES,
  ELOTT_RETURN_PERCENT,
  elottOdds100,
  engineCap,
  lottPrize,
  MAX_MULTIPLIER,
  MAX_SERIES,
  prizePerHit,
  stakePrice,
  toMoney,
  UNIT_CODES,
  UNITS,
  zyPercent,
} from './money.ts';
export type { PrizeOdds } from './odds.ts';
export { oddsOf, prizeKeysOf } from './odds.ts';
export type {
  JudgeContext,
  Judgement,
  OptionSet,
  PlayDefinition,
  RowLabel,
  RowSpec,
  Selection,
} from './play.ts';
export { BSOE, COMBOS, DRAGON_TIGER, EXTREMES } from './play.ts';
export type {
  RaffleCheck,
  RaffleDrawRecord,
  RafflePrizeWeight,
  RaffleTicket,
} from './raffle.ts';
export {
  drawRafflePrize,
  RAFFLE_ALGORITHM,
  raffleListProblem,
  verifyRaffleDraws,
} from './raffle.ts';
export type { DrawnValues, ParsedResult, ResultRefusal } from './result.ts';
export { formatResult, parseResult, pcbSum, vnPrizes } from './result.ts';
