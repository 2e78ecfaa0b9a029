import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ballsOfZodiac,
  DRAW_GROUPS,
  DRAW_SHAPES,
  type DrawGroup,
  formatResult,
  parseResult,
  pcbColour,
  VN_PRIZE_DIGITS,
  VN_PRIZE_GRADES,
  waveColour,
  ZODIAC_ANIMALS,
  zodiacOfBall,
  zodiacYearAt,
} from './index.ts';

/** Any result a draw of the group can make. */
function drawnValues(group: DrawGroup): fc.Arbitrary<number[]> {
  const shape = DRAW_SHAPES[group];
  if (shape.kind === 'digits')
    return fc.array(fc.integer({ min: 0, max: 9 }), {
      minLength: shape.count,
      maxLength: shape.count,
    });
  if (shape.kind === 'dice')
    return fc.array(fc.integer({ min: 1, max: 6 }), {
      minLength: shape.count,
      maxLength: shape.count,
    });
  return fc
    .shuffledSubarray(
      Array.from({ length: shape.pool }, (_, i) => i + 1),
      { minLength: shape.count, maxLength: shape.count },
    )
    .chain((picked) =>
      fc.shuffledSubarray(picked, { minLength: picked.length, maxLength: picked.length }),
    );
}

describe('results are written and read as the rules table says', () => {
  it.each([
    ['SSC', [3, 8, 2, 0, 1], '38201'],
    ['K3', [2, 5, 6], '256'],
    ['11X5', [3, 11, 7, 1, 9], '03,11,07,01,09'],
    ['PCB', [4, 0, 9], '4,0,9'],
    ['LF', [0, 0, 7], '007'],
    ['SEA', [0, 4, 8, 2, 1, 3, 5, 7], '048213,57'],
    ['LHC', [1, 2, 3, 4, 5, 6, 49], '01,02,03,04,05,06,49'],
  ] as const)('%s %j is %s', (group, values, text) => {
    expect(formatResult(group, values)).toBe(text);
    expect(parseResult(group, text)).toEqual({ ok: true, values });
  });

  it('VN: 27 prizes in prize order, leading zeros kept, graded special to G7', () => {
    const values = Array.from({ length: 107 }, (_, i) => i % 10);
    const text = formatResult('VN', values);
    const prizes = text.split(',');
    expect(prizes.map((p) => p.length)).toEqual(VN_PRIZE_DIGITS);
    expect(prizes[0]).toBe('01234');
    expect(VN_PRIZE_GRADES.filter((g) => g === 7)).toHaveLength(4);
    expect(parseResult('VN', text)).toEqual({ ok: true, values });
  });

  it('every result round-trips through its written form', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...DRAW_GROUPS)
          .chain((group) => fc.tuple(fc.constant(group), drawnValues(group))),
        ([group, values]) => {
          expect(parseResult(group, formatResult(group, values))).toEqual({ ok: true, values });
        },
      ),
    );
  });

  it.each([
    ['SSC', '3820', 'result.format'],
    ['SSC', '3820a', 'result.format'],
    ['K3', '706', 'result.range'],
    ['11X5', '03,11,07,01,12', 'result.range'],
    ['11X5', '03,11,07,01,03', 'result.repeat'],
    ['11X5', '3,11,7,1,9', 'result.format'],
    ['PCB', '4,0', 'result.format'],
    ['PCB', '409', 'result.format'],
    ['SEA', '48213,57', 'result.format'],
    ['PK10', '01,02,03,04,05,06,07,08,09,09', 'result.repeat'],
  ] as const)('%s %s is refused (%s)', (group, text, reason) => {
    expect(parseResult(group, text)).toEqual({ ok: false, reason });
  });
});

describe('balls', () => {
  it('the waves hold 17 red, 16 blue and 16 green balls, as listed', () => {
    const balls = Array.from({ length: 49 }, (_, i) => i + 1);
    const count = (c: string) => balls.filter((b) => waveColour(b) === c).length;
    expect([count('red'), count('blue'), count('green')]).toEqual([17, 16, 16]);
    expect([waveColour(1), waveColour(3), waveColour(5), waveColour(49)]).toEqual([
      'red',
      'blue',
      'green',
      'green',
    ]);
  });

  it("the year's animal owns 01, 13, 25, 37, 49 and the previous one 02, 14, 26, 38", () => {
    const horse = ZODIAC_ANIMALS.indexOf('horse');
    expect(ballsOfZodiac(horse, horse)).toEqual([1, 13, 25, 37, 49]);
    expect(ballsOfZodiac(ZODIAC_ANIMALS.indexOf('snake'), horse)).toEqual([2, 14, 26, 38]);
    expect(ZODIAC_ANIMALS[zodiacOfBall(12, horse)]).toBe('goat');
  });

  it('the lunar year turns at Chinese New Year (2026: the horse from 17 February)', () => {
    expect(ZODIAC_ANIMALS[zodiacYearAt(new Date('2026-02-16T12:00:00Z'))]).toBe('snake');
    expect(ZODIAC_ANIMALS[zodiacYearAt(new Date('2026-02-17T12:00:00Z'))]).toBe('horse');
    expect(ZODIAC_ANIMALS[zodiacYearAt(new Date('2026-11-24T12:00:00Z'))]).toBe('horse');
  });

  it('PC28 sums: gray 0, 13, 14, 27, then green, blue, red', () => {
    expect([0, 1, 2, 3, 13, 14, 15, 26, 27].map(pcbColour)).toEqual([
      'gray',
      'green',
      'blue',
      'red',
      'gray',
      'gray',
      'red',
      'blue',
      'gray',
    ]);
  });
});
