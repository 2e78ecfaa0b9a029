import { DRAW_SHAPES, type DrawGroup, SEA_PRIZE_DIGITS, VN_PRIZE_DIGITS } from './groups.ts';

/**
 * A draw's result as the engine reads it: the drawn values in draw order, exactly as
 * `hmac-sha256-v1` produces them (digits, dice, or distinct numbers). VN and SEA are their
 * digits in prize order; the prize boundaries come from the group.
 */
export type DrawnValues = readonly number[];

export type ResultRefusal = 'result.format' | 'result.range' | 'result.repeat';
export type ParsedResult =
  | { readonly ok: true; readonly values: DrawnValues }
  | { readonly ok: false; readonly reason: ResultRefusal };

const pad2 = (n: number): string => String(n).padStart(2, '0');

function splitDigits(values: DrawnValues, sizes: readonly number[]): string[] {
  const parts: string[] = [];
  let at = 0;
  for (const size of sizes) {
    parts.push(values.slice(at, at + size).join(''));
    at += size;
  }
  return parts;
}

/**
 * Writes a result as the rules' table says: per character for SSC, K3 and LF; comma separated
 * two-digit numbers for 11X5, PK10, LHC and HK6; comma separated digits for PCB; comma
 * separated prizes (leading zeros kept) for VN and SEA.
 */
export function formatResult(group: DrawGroup, values: DrawnValues): string {
  switch (group) {
    case 'SSC':
    case 'K3':
    case 'LF':
      return values.join('');
    case '11X5':
    case 'PK10':
    case 'LHC':
    case 'HK6':
      return values.map(pad2).join(',');
    case 'PCB':
      return values.join(',');
    case 'VN':
      return splitDigits(values, VN_PRIZE_DIGITS).join(',');
    case 'SEA':
      return splitDigits(values, SEA_PRIZE_DIGITS).join(',');
  }
}

function checkShape(group: DrawGroup, values: number[]): ParsedResult {
  const shape = DRAW_SHAPES[group];
  if (values.length !== shape.count) return { ok: false, reason: 'result.format' };
  const [low, high] =
    shape.kind === 'digits' ? [0, 9] : shape.kind === 'dice' ? [1, 6] : [1, shape.pool];
  if (values.some((v) => v < low || v > high)) return { ok: false, reason: 'result.range' };
  if (shape.kind === 'distinct' && new Set(values).size !== values.length) {
    return { ok: false, reason: 'result.repeat' };
  }
  return { ok: true, values };
}

const DIGITS = /^[0-9]+$/;

/** Reads a result written as {@link formatResult} writes it; anything else is refused. */
export function parseResult(group: DrawGroup, text: string): ParsedResult {
  let values: number[];
  switch (group) {
    case 'SSC':
    case 'K3':
    case 'LF':
      if (!DIGITS.test(text)) return { ok: false, reason: 'result.format' };
      values = [...text].map(Number);
      break;
    case '11X5':
    case 'PK10':
    case 'LHC':
    case 'HK6': {
      const parts = text.split(',');
      if (!parts.every((p) => /^[0-9]{2}$/.test(p))) return { ok: false, reason: 'result.format' };
      values = parts.map(Number);
      break;
    }
    case 'PCB': {
      const parts = text.split(',');
      if (!parts.every((p) => /^[0-9]$/.test(p))) return { ok: false, reason: 'result.format' };
      values = parts.map(Number);
      break;
    }
    case 'VN':
    case 'SEA': {
      const sizes = group === 'VN' ? VN_PRIZE_DIGITS : SEA_PRIZE_DIGITS;
      const parts = text.split(',');
      if (parts.length !== sizes.length || parts.some((p, i) => p.length !== sizes[i])) {
        return { ok: false, reason: 'result.format' };
      }
      if (!parts.every((p) => DIGITS.test(p))) return { ok: false, reason: 'result.format' };
      values = [...parts.join('')].map(Number);
      break;
    }
  }
  return checkShape(group, values);
}

/** The PC28 result: the sum 0-27 of its three digits. */
export function pcbSum(values: DrawnValues): number {
  return values.reduce((a, b) => a + b, 0);
}

/** VN: the 27 prizes as digit strings (leading zeros kept), in prize order. */
export function vnPrizes(values: DrawnValues): string[] {
  return splitDigits(values, VN_PRIZE_DIGITS);
}
