import type { Brand, BrandIssue } from '@portal/brand';
import { playByCode, prizeKeysOf } from '@portal/lottery-rules';

// Reading a brand (system) checks its lottery odds overrides against the rules engine
// (@portal/lottery-rules, the bottom layer) here, so system needs nothing of the lottery area.

/** An override names a play offered in Elott (`K3.sum`), or one prize of it (`K3.sum:0:10`). */
const isElottKey = (key: string): boolean => {
  const [code = '', ...prize] = key.split(':');
  const play = playByCode(code);
  if (!play?.modes.includes('ELOTT')) return false;
  return prize.length === 0 || prizeKeysOf(play).includes(prize.join(':'));
};

/**
 * The brand's Elott overrides that name no Elott play or prize of the catalogue: the schema
 * checks their shape, the engine (which the brand package does not know) what they name,
 * so a mistyped play is refused at load instead of silently paying the rules' odds.
 */
export const elottOddsIssues = (brand: Brand, file: string): BrandIssue[] =>
  Object.keys(brand.lottery.elottOdds)
    .filter((key) => !isElottKey(key))
    .map((key) => ({
      file,
      key: `lottery.elottOdds[${JSON.stringify(key)}]`,
      found: `${JSON.stringify(key)}, which names no play or prize offered in Elott`,
      allowed: 'a play offered in Elott like K3.sum, or one of its prizes like K3.sum:0:10',
    }));
