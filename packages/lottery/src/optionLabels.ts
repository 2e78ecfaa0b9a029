import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RowSpec } from '@portal/lottery-rules';

const BSOE: readonly MessageDescriptor[] = [msg`Big`, msg`Small`, msg`Odd`, msg`Even`];
const COMBOS: readonly MessageDescriptor[] = [
  msg`Big odd`,
  msg`Big even`,
  msg`Small odd`,
  msg`Small even`,
];
const DRAGON_TIGER: readonly MessageDescriptor[] = [msg`Dragon`, msg`Tiger`];
const EXTREMES: readonly MessageDescriptor[] = [msg`Extreme small`, msg`Extreme big`];
const COLOURS: readonly MessageDescriptor[] = [msg`Red`, msg`Blue`, msg`Green`];
/** In the engine's order, rat first (ZODIAC_ANIMALS). */
const ZODIAC: readonly MessageDescriptor[] = [
  msg`Rat`,
  msg`Ox`,
  msg`Tiger`,
  msg`Rabbit`,
  msg`Dragon`,
  msg`Snake`,
  msg`Horse`,
  msg`Goat`,
  msg`Monkey`,
  msg`Rooster`,
  msg`Dog`,
  msg`Pig`,
];

const NAMED: Partial<Record<RowSpec['options'], readonly MessageDescriptor[]>> = {
  bsoe: BSOE,
  combo: COMBOS,
  dragonTiger: DRAGON_TIGER,
  extreme: EXTREMES,
  colour: COLOURS,
  zodiac: ZODIAC,
};

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** What a row's value reads as: a word for the named options, else the number as drawn. */
export function optionLabel(i18n: I18n, spec: RowSpec, value: number): string {
  const names = NAMED[spec.options];
  if (names) {
    const name = names[value];
    return name ? i18n._(name) : String(value);
  }
  if (spec.options === 'all') return i18n._(msg`All`);
  if (spec.options === 'ball' || spec.options === 'car') return pad2(value);
  return String(value);
}

/** A row's name: the position or place it stands for, or the single row's "Your picks". */
export function rowName(i18n: I18n, spec: RowSpec): string {
  if (spec.label === 'pair') return i18n._(msg`Pair`);
  if (spec.label === 'single') return i18n._(msg`Single`);
  const [kind, number] = spec.label.split('.');
  const n = Number(number);
  if (kind === 'position') return i18n._(msg`Position ${n}`);
  if (kind === 'place') return i18n._(msg`Place ${n}`);
  return i18n._(msg`Your picks`);
}

/** Rows whose picks are many-digit numbers are typed, not tapped (VN and SEA). */
export const typedDigits = (spec: RowSpec): number | undefined =>
  spec.options === 'twoDigits' ? 2 : spec.options === 'threeDigits' ? 3 : undefined;
