import { checkRegisterRule, type RegisterField, type RegisterRule } from '@portal/contract';
import { isSwitchOn, type Merchant } from './merchants.ts';

/**
 * The generic field patterns of platform-spec section 5; the index is the `patternId` the
 * portal turns into the hint `reg_pattern_<id>`.
 */
export const FIELD_PATTERNS = [
  '*',
  '^[A-Za-z][A-Za-z0-9]*$',
  '^[A-Za-z0-9]+$',
  '^[A-Za-z\\u4e00-\\u9fff]+$',
  '^[\\u4e00-\\u9fff0-9]+$',
  '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
  '^[A-Za-z0-9]+$',
  '^[0-9]+$',
  '^(?=.*[A-Z])[A-Za-z0-9]+$',
  '^[A-Za-z ]+$',
  '^\\S+$',
  '^[\\u4e00-\\u9fff\\u3000-\\u303f\\uff00-\\uffef]+$',
  '^(\\d{4}-\\d{2}-\\d{2}|\\d{2}-\\d{2}-\\d{4})$',
  '^(?=(.*[A-Za-z]){2})[A-Za-z ]+$',
  '^[\\uac00-\\ud7a3\\u1100-\\u11ff\\u3130-\\u318f ]+$',
] as const;

const rule = (
  patternId: number,
  minLength: number,
  maxLength: number,
  enabled: boolean,
  required = enabled,
): RegisterRule => ({
  enabled,
  required: enabled && required,
  acceptedPattern: FIELD_PATTERNS[patternId] ?? '*',
  patternId,
  minLength,
  maxLength,
});

/**
 * Per-field register rules for a merchant. Fields tied to a feature (mobile registration,
 * SMS verification, referral codes, the image captcha) follow the merchant's switches.
 */
export const registerRules = (merchant: Merchant): Record<RegisterField, RegisterRule> => {
  const on = (id: string) => isSwitchOn(merchant, id);
  const mobile = on('MOBILENUMREG3') || on('REGMOBVERF3');
  return {
    username: rule(1, 4, 16, true),
    password: rule(10, 8, 32, true),
    confirmPassword: rule(10, 8, 32, true),
    payeeName: rule(3, 2, 32, true, false),
    email: rule(5, 5, 64, true, false),
    qqNum: rule(7, 5, 12, false),
    mobileNum: rule(7, 6, 15, mobile, on('MOBILENUMREG3')),
    recommenderId: rule(2, 4, 16, false),
    // Shown but optional: the proof-of-work challenge is the registration's bot check.
    captcha: rule(7, 4, 4, on('CAPTCHA3'), false),
    verificationCode: rule(7, 6, 6, on('REGMOBVERF3')),
    affiliateCode: rule(2, 4, 16, on('REFERRAL3'), false),
    paymentPassword: rule(7, 6, 6, false),
    line: rule(10, 2, 64, false),
    whatsapp: rule(7, 6, 15, false),
    facebook: rule(10, 2, 64, false),
    wechat: rule(10, 2, 64, false),
    idNumber: rule(2, 6, 32, false),
  };
};

/**
 * Whether a non-empty value fits a rule's pattern ('*' is any) and length bounds in code
 * points: the contract's check, the one the portal's validators run too.
 */
export const fitsRule = (rule: RegisterRule, value: string): boolean =>
  checkRegisterRule(rule, value, true) === undefined;
