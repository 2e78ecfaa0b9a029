import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RegisterRule } from '@portal/contract';
import { lengthText } from './registerForm.ts';

/**
 * The hint texts `reg_pattern_{patternId}` (wire-protocol.md): the generic field patterns of
 * platform-spec section 5, then five more the platform may assign. `{length}` is the range,
 * or the single length when min equals max.
 */
const PATTERN_HINTS: readonly MessageDescriptor[] = [
  msg({ id: 'reg_pattern_0', message: 'Any characters, {length} characters' }),
  msg({
    id: 'reg_pattern_1',
    message: 'Start with a letter, then letters and digits, {length} characters',
  }),
  msg({ id: 'reg_pattern_2', message: 'Letters and digits, {length} characters' }),
  msg({ id: 'reg_pattern_3', message: 'Letters and Chinese characters, {length} characters' }),
  msg({ id: 'reg_pattern_4', message: 'Chinese characters and digits, {length} characters' }),
  msg({ id: 'reg_pattern_5', message: 'A valid e-mail address, {length} characters' }),
  msg({
    id: 'reg_pattern_6',
    message: 'Letters and digits without special or Chinese characters, {length} characters',
  }),
  msg({ id: 'reg_pattern_7', message: 'Digits only, {length} digits' }),
  msg({
    id: 'reg_pattern_8',
    message: 'Letters and digits with at least one capital letter, {length} characters',
  }),
  msg({ id: 'reg_pattern_9', message: 'English letters and spaces only, {length} characters' }),
  msg({ id: 'reg_pattern_10', message: 'No spaces, {length} characters' }),
  msg({ id: 'reg_pattern_11', message: 'Chinese characters and punctuation, {length} characters' }),
  msg({ id: 'reg_pattern_12', message: 'A date as yyyy-MM-dd or MM-dd-yyyy' }),
  msg({
    id: 'reg_pattern_13',
    message: 'At least two letters, letters and spaces, {length} characters',
  }),
  msg({ id: 'reg_pattern_14', message: 'Korean characters only, {length} characters' }),
  msg({
    id: 'reg_pattern_15',
    message: 'Letters and digits with at least one letter and one digit, {length} characters',
  }),
  msg({ id: 'reg_pattern_16', message: 'Letters, digits and underscores, {length} characters' }),
  msg({ id: 'reg_pattern_17', message: 'Digits and hyphens, {length} characters' }),
  msg({ id: 'reg_pattern_18', message: 'Letters, digits and symbols, {length} characters' }),
  msg({ id: 'reg_pattern_19', message: 'Thai or English letters and spaces, {length} characters' }),
];

/** The hint under a register field, from its rule (portal-spec section 5). */
export const patternHint = (
  i18n: I18n,
  rule: Pick<RegisterRule, 'patternId' | 'minLength' | 'maxLength'>,
): string => {
  const descriptor = PATTERN_HINTS[rule.patternId] ?? PATTERN_HINTS[0];
  if (!descriptor) return '';
  return i18n._({ ...descriptor, values: { length: lengthText(rule) } });
};
