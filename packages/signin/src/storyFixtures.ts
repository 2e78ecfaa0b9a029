import type { RegisterField, RegisterRule } from '@portal/contract';

const rule = (
  patternId: number,
  acceptedPattern: string,
  minLength: number,
  maxLength: number,
  enabled = true,
  required = enabled,
): RegisterRule => ({ enabled, required, acceptedPattern, patternId, minLength, maxLength });

/** Register rules like a merchant's: username and passwords on, the rest as a story needs. */
export const registerRules = (
  over: Partial<Record<RegisterField, RegisterRule>> = {},
): Record<RegisterField, RegisterRule> => ({
  username: rule(1, '^[A-Za-z][A-Za-z0-9]*$', 4, 16),
  password: rule(10, '^\\S+$', 8, 32),
  confirmPassword: rule(10, '^\\S+$', 8, 32),
  payeeName: rule(3, '^[A-Za-z\\u4e00-\\u9fff]+$', 2, 32, true, false),
  email: rule(5, '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 5, 64, true, false),
  qqNum: rule(7, '^[0-9]+$', 5, 12, false),
  mobileNum: rule(7, '^[0-9]+$', 6, 15, false),
  recommenderId: rule(2, '^[A-Za-z0-9]+$', 4, 16, false),
  captcha: rule(7, '^[0-9]+$', 4, 4, false),
  verificationCode: rule(7, '^[0-9]+$', 6, 6, false),
  affiliateCode: rule(2, '^[A-Za-z0-9]+$', 4, 16, false, false),
  paymentPassword: rule(7, '^[0-9]+$', 6, 6, false),
  line: rule(10, '^\\S+$', 2, 64, false),
  whatsapp: rule(7, '^[0-9]+$', 6, 15, false),
  facebook: rule(10, '^\\S+$', 2, 64, false),
  wechat: rule(10, '^\\S+$', 2, 64, false),
  idNumber: rule(2, '^[A-Za-z0-9]+$', 6, 32, false),
  ...over,
});

export const enabled = (base: RegisterRule, required = base.required): RegisterRule => ({
  ...base,
  enabled: true,
  required,
});

/** A tiny captcha image, as a data URL. */
export const captchaImage = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><text x="10" y="28" font-size="24">4 7 1 9</text></svg>',
)}`;
