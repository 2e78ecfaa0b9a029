import { describe, expect, it } from 'vitest';
import { drawWinningNumber, nextDraw, previousDraw } from './schedule.ts';

const at = (iso: string) => new Date(iso);
const everyMinute = { kind: 'interval', seconds: 60 } as const;
const daily = { kind: 'daily', minute: 13 * 60 + 30 } as const;

describe('draw schedule', () => {
  it('numbers interval draws by day and closes them on the interval', () => {
    expect(nextDraw(everyMinute, at('2026-11-21T10:00:30Z'))).toEqual({
      numero: '20261121-0601',
      drawAt: at('2026-11-21T10:01:00Z'),
    });
    expect(previousDraw(everyMinute, at('2026-11-21T10:00:30Z'))).toEqual({
      numero: '20261121-0600',
      drawAt: at('2026-11-21T10:00:00Z'),
    });
  });

  it('moves to the next draw at the very instant one closes', () => {
    const instant = at('2026-11-21T10:01:00Z');
    expect(nextDraw(everyMinute, instant).drawAt).toEqual(at('2026-11-21T10:02:00Z'));
    expect(previousDraw(everyMinute, instant).numero).toBe('20261121-0601');
  });

  it('gives the draw closing at midnight to the day that ends', () => {
    expect(previousDraw(everyMinute, at('2026-11-22T00:00:10Z'))).toEqual({
      numero: '20261121-1440',
      drawAt: at('2026-11-22T00:00:00Z'),
    });
    expect(nextDraw(everyMinute, at('2026-11-21T23:59:30Z')).numero).toBe('20261121-1440');
    expect(nextDraw({ kind: 'interval', seconds: 300 }, at('2026-11-21T00:02:00Z')).numero).toBe(
      '20261121-0001',
    );
  });

  it('draws daily games once a day at their minute', () => {
    expect(nextDraw(daily, at('2026-11-21T13:29:59Z'))).toEqual({
      numero: '20261121',
      drawAt: at('2026-11-21T13:30:00Z'),
    });
    expect(nextDraw(daily, at('2026-11-21T13:30:00Z')).numero).toBe('20261122');
    expect(previousDraw(daily, at('2026-11-21T13:31:00Z')).numero).toBe('20261121');
    expect(previousDraw(daily, at('2026-11-21T08:00:00Z')).numero).toBe('20261120');
  });

  it('draws winning numbers in each group’s format', () => {
    for (let i = 0; i < 20; i++) {
      expect(drawWinningNumber('K3')).toMatch(/^[1-6]{3}$/);
      expect(drawWinningNumber('SSC')).toMatch(/^\d{5}$/);
      expect(drawWinningNumber('LF')).toMatch(/^\d{3}$/);
      expect(drawWinningNumber('PCB')).toMatch(/^\d,\d,\d$/);
      const pk10 = drawWinningNumber('PK10').split(',');
      expect([...pk10].sort()).toEqual(
        Array.from({ length: 10 }, (_, n) => String(n + 1).padStart(2, '0')),
      );
      const hk6 = drawWinningNumber('HK6').split(',').map(Number);
      expect(new Set(hk6).size).toBe(7);
      expect(hk6.every((n) => n >= 1 && n <= 49)).toBe(true);
      const elevenFive = drawWinningNumber('11X5').split(',').map(Number);
      expect(new Set(elevenFive).size).toBe(5);
      expect(elevenFive.every((n) => n >= 1 && n <= 11)).toBe(true);
    }
  });
});
