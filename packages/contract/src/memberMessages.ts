/**
 * The texts the platform sends a member outside the portal: the SMS and e-mails of sign-in,
 * password resets and number links (issue 27: "the member's inbox messages and e-mails come in
 * that language"). Designed: the specs show none of these texts. The English here is the
 * source; packages/i18n extracts every entry as the message `memberMessage.<key>` into the
 * portal's 18 catalogues (so a missing translation fails the build like any portal string), and
 * the server words a message in the member's language from them. Placeholders are ICU
 * arguments; a translation keeps every one of them.
 */
export const MEMBER_MESSAGES = {
  loginVerificationSubject: '{brand}: login verification',
  loginVerificationBody:
    'A login from a new address needs this code: {code}. It expires in {minutes} minutes. If this was not you, change your password.',
  passwordResetSubject: '{brand}: password reset',
  passwordResetBody:
    'To choose a new password for {username}, open this link within 30 minutes: {link} The link works once. If you did not ask for this, ignore this e-mail: your password is unchanged.',
  staffPasswordResetBody:
    'Our support team sent you this link to choose a new password for {username}. Open it within 30 minutes; it works once: {link}',
  loginCodeSubject: '{brand}: login code',
  registrationCodeSubject: '{brand}: registration code',
  verificationCodeBody:
    '{brand}: your verification code is {code}. It expires in {minutes} minutes.',
  paymentPasswordResetSubject: '{brand}: payment password reset',
  paymentPasswordResetBody:
    '{brand}: your payment password reset code is {code}. It expires in {minutes} minutes. If you did not ask for it, change your login password.',
  chatLinkSubject: '{brand}: {app} link code',
  chatLinkBody: '{brand}: your code to link {app} is {code}. It expires in {minutes} minutes.',
} as const;

export type MemberMessageKey = keyof typeof MEMBER_MESSAGES;

export const MEMBER_MESSAGE_KEYS = Object.keys(MEMBER_MESSAGES) as MemberMessageKey[];

/** The catalogue id of a member message. */
export const memberMessageId = (key: MemberMessageKey): string => `memberMessage.${key}`;
