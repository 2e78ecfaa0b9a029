import * as v from 'valibot';
import { defineCall, qInt } from '../call.ts';
import { PRIZE_MODES } from '../enums.ts';

/**
 * What a game's plays pay (issue 12, designed here: the specs show no odds). Decimal odds,
 * stake included, per point of stake, rounded down to hundredths: Elott's by the rules
 * (`0.97 / p`) unless the brand overrides a play or a prize of it (brand.json
 * `lottery.elottOdds`), Lott's by the series, SEA's the rules' fixed multipliers.
 */
export const playOddsSchema = v.object({
  play: v.string(),
  /** One line per prize that pays its own odds; `key` null: every prize of the play. */
  prizes: v.array(v.object({ key: v.nullable(v.string()), odds: v.number() })),
});
export type PlayOdds = v.InferOutput<typeof playOddsSchema>;

export const lotteryOddsCalls = {
  lotteryOdds: defineCall({
    method: 'GET',
    path: '/lgw/odds',
    token: false,
    module: 'LOTT3',
    request: v.object({
      gameId: qInt(1),
      /** Absent: the brand's first prize mode (VN and SEA games are always SEA). */
      prizeMode: v.optional(v.picklist(PRIZE_MODES)),
    }),
    response: v.array(playOddsSchema),
    summary: 'What each play of a game pays in a prize mode, as decimal odds',
  }),
};
