import type { RegisterField, RegisterRule } from '@portal/contract';
import { type Insertable, sql } from 'kysely';
import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import type { MembersTable } from '../db/schema.ts';
import type { Merchant } from '../system/merchants.ts';
import { fitsRule, registerRules } from '../system/registerRules.ts';

/** The error a malformed field travels as: the spec's own message where it has one. */
const FORMAT_ERRORS: Partial<Record<RegisterField, Parameters<typeof fail>[0]>> = {
  username: 'login.format.incorrect',
  password: 'login.format.incorrect',
  confirmPassword: 'login.format.incorrect',
  email: 'login.format.incorrect',
  mobileNum: 'invalid-phone-number',
  verificationCode: 'invalid-verification-code',
  affiliateCode: 'invitation_code_error',
  captcha: 'captcha.invalid',
};
const MISSING_ERRORS: Partial<Record<RegisterField, Parameters<typeof fail>[0]>> = {
  mobileNum: 'missing-phone-number',
  verificationCode: 'missing-verification-code',
  captcha: 'captcha.required',
};

export const fail = (code: ConstructorParameters<typeof CatalogueError>[0], message?: string) =>
  new CatalogueError(code, message ? { message } : {});

/**
 * Holds every field to the merchant's register rules: an enabled, required field must be
 * there, and an enabled field that is there must fit its pattern and bounds. Fields the
 * rules switch off are ignored.
 */
export const checkRegisterFields = (
  merchant: Merchant,
  fields: Partial<Record<RegisterField, string | undefined>>,
): void => {
  const rules = registerRules(merchant);
  for (const [field, rule] of Object.entries(rules) as [RegisterField, RegisterRule][]) {
    if (!rule.enabled) continue;
    const value = fields[field]?.trim() ?? '';
    if (value === '') {
      if (!rule.required) continue;
      throw fail(MISSING_ERRORS[field] ?? 'request_param_err', `${field} is required.`);
    }
    if (!fitsRule(rule, value)) {
      const bounds =
        rule.minLength === rule.maxLength
          ? `${rule.minLength}`
          : `${rule.minLength} to ${rule.maxLength}`;
      throw fail(
        FORMAT_ERRORS[field] ?? 'request_param_err',
        `${field} must be ${bounds} characters of the allowed kind (reg_pattern_${rule.patternId}).`,
      );
    }
  }
};

/** The agent an affiliate (invitation) code belongs to, if any. */
export const agentByAffiliateCode = (db: Db, merchantId: number, code: string) =>
  db
    .selectFrom('members')
    .select(['id', 'type'])
    .where('merchant_id', '=', merchantId)
    .where(sql<string>`upper(affiliate_code)`, '=', code.toUpperCase())
    .executeTakeFirst();

export const insertMember = (db: Db, values: Insertable<MembersTable>) =>
  db.insertInto('members').values(values).returningAll().executeTakeFirstOrThrow();
