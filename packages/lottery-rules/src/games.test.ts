import { describe, expect, it } from 'vitest';
import { drawsOfDay, lockSecondsOf, SEED_GAMES } from './index.ts';

const game = (code: string) => {
  const found = SEED_GAMES.find((g) => g.code === code);
  if (!found) throw new Error(code);
  return found;
};

describe('seed games and their schedule', () => {
  it('have unique codes and names', () => {
    expect(new Set(SEED_GAMES.map((g) => g.code)).size).toBe(SEED_GAMES.length);
    expect(new Set(SEED_GAMES.map((g) => g.name)).size).toBe(SEED_GAMES.length);
  });

  it('close sales 5 s before a 1-minute draw, 30 s before 3 and 5, 10 minutes before daily', () => {
    expect(lockSecondsOf({ kind: 'interval', minutes: 1 })).toBe(5);
    expect(lockSecondsOf({ kind: 'interval', minutes: 3 })).toBe(30);
    expect(lockSecondsOf({ kind: 'interval', minutes: 5 })).toBe(30);
    expect(lockSecondsOf({ kind: 'daily', at: '18:15' })).toBe(600);
  });

  it('draw a 1-minute game 1440 times a day from local midnight', () => {
    const draws = drawsOfDay(game('GDSSC1'), '2026-11-24');
    expect(draws).toHaveLength(1440);
    expect(draws[0]?.numero).toBe('20261124-0001');
    expect(draws[0]?.drawAt.toISOString()).toBe('2026-11-23T16:01:00.000Z');
    expect(draws[0]?.lockAt.toISOString()).toBe('2026-11-23T16:00:55.000Z');
    expect(drawsOfDay(game('HBK3'), '2026-11-24')).toHaveLength(480);
    expect(drawsOfDay(game('JRSSC5'), '2026-11-24')).toHaveLength(288);
  });

  it('draw VN north daily at 18:15 Hanoi time and the Mark Six on Tuesday, Thursday, Saturday', () => {
    expect(drawsOfDay(game('XSMB'), '2026-11-24')).toEqual([
      {
        numero: '20261124',
        drawAt: new Date('2026-11-24T11:15:00Z'),
        lockAt: new Date('2026-11-24T11:05:00Z'),
      },
    ]);
    const week = ['22', '23', '24', '25', '26', '27', '28'].map(
      (d) => drawsOfDay(game('HKMS'), `2026-11-${d}`).length,
    );
    expect(week).toEqual([0, 0, 1, 0, 1, 0, 1]);
    expect(() => drawsOfDay(game('XSMB'), '24/11/2026')).toThrow(TypeError);
  });
});
