import { CatalogueError } from '../catalogueError.ts';
import { COUNTRY_CODES } from '../system/countryCodes.ts';
import type { Merchant } from '../system/merchants.ts';
import { registerRules } from '../system/registerRules.ts';
import { rationSend, storeCode } from './codes.ts';
import { messageLanguage, wordMessage } from './memberTexts.ts';
import { codeDeps, type SignInCaller, type SignInDeps } from './signIn.ts';

/** A number as the SMS gateway needs it: the dialing code (when known) and the digits. */
export const smsRecipient = (mobile: string, dialingCode: string | undefined): string =>
  dialingCode ? `+${dialingCode.replace(/^\+/, '')}${mobile}` : mobile;

/**
 * What a registration code is stored under: the number with the dialing code it went to, so
 * a code sent to one country's number cannot register the same digits under another.
 */
export const registrationCodeKey = (mobile: string, dialingCode: string | undefined): string =>
  `${(dialingCode ?? '').replace(/^\+/, '')}|${mobile}`;

/**
 * Checks a mobile number against the merchant's mobile rule (its length) and the offered
 * dialing codes: `invalid-phone-number` otherwise, `missing-phone-number` when empty.
 */
export const checkMobile = (
  merchant: Merchant,
  mobile: string | undefined,
  dialingCode: string | undefined,
): string => {
  const number = (mobile ?? '').trim();
  if (number === '') throw new CatalogueError('missing-phone-number');
  const rule = registerRules(merchant).mobileNum;
  if (!/^\d+$/.test(number) || number.length < rule.minLength || number.length > rule.maxLength) {
    throw new CatalogueError('invalid-phone-number');
  }
  if (
    dialingCode !== undefined &&
    !COUNTRY_CODES.some((c) => c.countryDialingCode === dialingCode.replace(/^\+/, ''))
  ) {
    throw new CatalogueError('invalid-phone-number');
  }
  return number;
};

/** Sends a one-time code by SMS, within the send limits; answers the portal's countdown. */
export const sendSmsCode = async (
  deps: Pick<SignInDeps, 'db' | 'secrets' | 'messages' | 'codes' | 'clock'>,
  caller: SignInCaller,
  purpose: 'login' | 'register',
  mobile: string,
  dialingCode: string | undefined,
  deliver: boolean,
  codeKey: string = mobile,
) => {
  const codes = codeDeps(deps);
  const now = deps.clock();
  const recipient = smsRecipient(mobile, dialingCode);
  const message = { merchantId: caller.merchant.id, channel: 'sms' as const, recipient };
  // Rationed per number whatever dialing code comes with it, before any code exists.
  await rationSend(codes, { ...message, recipient: mobile, requesterIp: caller.ip }, now);
  // An unknown number is counted like a real send, so probing numbers is rationed the same.
  if (!deliver) return { expiredMinutes: codes.settings.codeMinutes };
  const code = await storeCode(codes, caller.merchant.id, purpose, codeKey, now);
  // A visitor's code: in the language of the page that asked for it.
  const text = await wordMessage(
    messageLanguage(caller),
    {
      subject: purpose === 'login' ? 'loginCodeSubject' : 'registrationCodeSubject',
      body: 'verificationCodeBody',
    },
    { brand: caller.merchant.brand.name, code, minutes: codes.settings.codeMinutes },
  );
  await codes.messages.send(
    {
      ...message,
      ...text,
      code,
    },
    now,
  );
  return { expiredMinutes: codes.settings.codeMinutes };
};
