/**
 * The product's error catalogue: every failure the platform or the portal can show, as a
 * machine code (what travels in the envelope's `code`), the HTTP status the server answers
 * with, and the English message. The message id for translation is `error.<code>`.
 *
 * Codes seen on deployed platforms of this family keep their wire spelling
 * (wire-protocol.md); the specs' messages (section 8 of both) are reachable through them.
 * Server codes are "not shown" in the specs: the rest are designed here.
 */
export const ERRORS = {
  // Request shape and transport
  request_param_err: { status: 400, message: 'The request has invalid or missing fields.' },
  request_body_required: { status: 400, message: 'The request needs a body.' },
  http_method_not_support: { status: 405, message: 'This method is not supported here.' },
  'merchant.unknown': { status: 400, message: 'Unknown merchant.' },
  'merchant.header.invalid': { status: 400, message: 'Send exactly one Merchant header.' },
  'function.not.available': {
    status: 403,
    message: 'Not enabled function, please contact customer service.',
  },
  'not.implemented': { status: 501, message: 'This function is not available yet.' },
  'not.found': { status: 404, message: 'Not found.' },
  'cipher.invalid': { status: 400, message: 'The encrypted request could not be read.' },
  'cipher.replayed': { status: 400, message: 'This request was already received or has expired.' },
  'too.many.requests': {
    status: 429,
    message: 'Too many requests, please try again after 5 minutes.',
  },
  'system.busy': { status: 503, message: 'The system is busy, please try again.' },
  'system.error': { status: 500, message: 'System error, please try again later.' },
  'system.maintenance': { status: 503, message: 'System maintenance' },
  'access.restricted': { status: 403, message: 'Access restricted' },
  'domain.invalid': { status: 400, message: 'Invalid URL, please contact customer service' },
  'game.maintenance': { status: 503, message: 'The game is under maintenance.' },

  // Client-side transport failures (never sent by the server)
  'network.error': { status: 0, message: 'Network link is abnormal, please try again' },
  'network.timeout': {
    status: 0,
    message: 'The page took longer time to load, please check your network connectivity',
  },
  unknown: { status: 500, message: 'Unknown error' },

  // Session and sign-in (platform-spec section 8, portal-spec section 8)
  'login.not.session': { status: 401, message: 'You are not logged in, please login' },
  'user.or.token.invalid': { status: 401, message: 'You are not logged in, please login' },
  'login.password.wrong': { status: 400, message: 'Wrong account or password.' },
  'login.format.incorrect': { status: 400, message: 'Account or password format incorrect.' },
  'login.username.not.exist': { status: 400, message: 'Username/Email does not exist' },
  'login.non.member': { status: 403, message: 'Non-member account unable to login' },
  'login.non.agent': { status: 403, message: 'Non-agents cannot log in' },
  'login.verification.required': { status: 403, message: 'Please complete verification first' },
  'login.account.locked': {
    status: 429,
    message: 'Too many failed attempts, please try again after 5 minutes.',
  },
  'captcha.required': { status: 400, message: 'Please enter the captcha.' },
  'captcha.invalid': { status: 400, message: 'The captcha is incorrect.' },
  'challenge.invalid': { status: 400, message: 'The security check failed, please try again.' },
  'trial.forbidden': { status: 403, message: 'Please Register An Account First' },
  invitation_code_error: { status: 400, message: 'Invalid invitation code.' },
  'register.username.taken': { status: 409, message: 'This username is already registered.' },
  'register.mobile.taken': { status: 409, message: 'This mobile number is already registered.' },
  'password.mismatch': { status: 400, message: 'The two password entries must match.' },
  'password.old.wrong': { status: 400, message: 'The old password is incorrect.' },
  // Designed: staff lock an account from the console (issue 8).
  'login.member.locked': {
    status: 403,
    message: 'This account is locked, please contact customer service.',
  },

  // Phone verification (platform-spec section 8)
  'invalid-phone-number': { status: 400, message: 'Invalid phone number format.' },
  'missing-phone-number': { status: 400, message: 'Please enter a valid phone number.' },
  'too-many-requests': {
    status: 429,
    message: 'Too many requests, please try again after 5 minutes.',
  },
  unknown_phone: { status: 500, message: 'An unknown error occured.' },
  'invalid-verification-code': { status: 400, message: 'Verification code is not valid' },
  'missing-verification-code': { status: 400, message: 'Verification code is missing' },
  'captcha-check-failed': { status: 400, message: 'Invalid reCaptcha input...' },
  'quota-exceeded': {
    status: 403,
    message: 'Quota not sufficient, please contact customer service.',
  },
  'operation-not-allowed': {
    status: 403,
    message: 'Not enabled function, please contact customer service.',
  },
  'code-expired': { status: 400, message: 'Verification code has expired, please send again.' },
  'popup-closed-by-user': { status: 400, message: 'Login failure. Please try again.' },

  // The chat room (issue 27, designed: the specs name the room, not its errors)
  'chat.muted': { status: 403, message: 'You are muted in the chat room for now.' },
  'chat.too.fast': {
    status: 429,
    message: 'You are posting too fast. Wait a few seconds and try again.',
  },

  // Social login (designed: portal-spec section 7 names Google and Facebook, no errors shown)
  'social.not.linked': {
    status: 403,
    message:
      'This account is not linked to a member yet. Log in with your password and link it in your profile.',
  },
  'social.state.invalid': {
    status: 400,
    message: 'This sign-in has expired or was already used. Please start again.',
  },
  'social.token.invalid': {
    status: 401,
    message: 'The sign-in provider could not confirm who you are. Please try again.',
  },
  'social.already.linked': {
    status: 409,
    message: 'This account is already linked to another member.',
  },

  // Wallet and ledger
  'wallet.insufficient.funds': { status: 400, message: 'Insufficient balance.' },
  'wallet.idempotency.conflict': {
    status: 409,
    message: 'This transaction id was already used for a different movement.',
  },
  'wallet.amount.invalid': { status: 400, message: 'The amount must be over 0.' },
  'the previous game has not finished': {
    status: 409,
    message: 'The previous game has not finished.',
  },
  'withdrawal.already.confirmed': {
    status: 409,
    message: 'This withdrawal has already been confirmed.',
  },
  'payment.password.wrong': { status: 400, message: 'The payment password is incorrect.' },

  // Cashier: deposits, bank cards, payment password, withdrawals (issue 9, designed here)
  'cashier.channel.unavailable': { status: 400, message: 'This payment method is not available.' },
  'cashier.amount.out.of.range': {
    status: 400,
    message: 'The amount is outside the allowed range.',
  },
  'cashier.card.payee.mismatch': {
    status: 400,
    message: 'The payee name must match your real name.',
  },
  'cashier.card.exists': { status: 409, message: 'This bank card is already bound.' },
  'cashier.card.limit': { status: 409, message: 'You cannot bind more bank cards.' },
  'payment.password.required': { status: 400, message: 'Please set a payment password first.' },
  'payment.password.locked': {
    status: 423,
    message: 'Too many wrong payment passwords. Please try again later.',
  },
  'withdrawal.turnover.open': {
    status: 400,
    message: 'The wagering requirement is not met yet.',
  },
  'withdrawal.daily.limit': {
    status: 400,
    message: 'You have reached the number of withdrawals allowed today.',
  },
  'withdrawal.proof.invalid': {
    status: 400,
    message: 'Please attach 1 to 3 PNG or JPG images under 5 MB each.',
  },
  // Payment-password reset by SMS code (issue 9, cashier; designed here). A wrong, spent or
  // expired code answers the phone catalogue's `invalid-verification-code` / `code-expired`.
  'payment.password.reset.no.mobile': {
    status: 400,
    message: 'Verify a mobile number on your account first: the reset code is sent to it.',
  },
  'payment.password.reset.limit': {
    status: 429,
    message: 'Too many reset codes today. Please try again tomorrow or contact support.',
  },
  // Multi-wallet play (issue 9, cashier): a game launched from a vendor bets from its wallet.
  'wallet.vendor.insufficient.funds': {
    status: 400,
    message: "Not enough money in this game's wallet. Transfer some from the main wallet first.",
  },
  'payment.signature.invalid': {
    status: 401,
    message: 'The notification signature is invalid or too old.',
  },

  // Second factor on a new IP (platform-spec section 1)
  'verification.expired': {
    status: 400,
    message: 'The verification has expired, please log in again.',
  },
  // Designed (issue 27): the new-address second factor by real name, a name that is not the
  // one bound to the account's payouts. Wrong tries count toward the pending login's limit.
  'verification.realName.wrong': {
    status: 400,
    message: 'This is not the real name on your account.',
  },

  // Promotions, points and contracts
  'promotion.not.eligible': { status: 403, message: 'You are not eligible for this promotion.' },
  'promotion.already.joined': { status: 409, message: 'You have already signed up.' },
  'promotion.application.invalid': {
    status: 400,
    message: 'Write at most 140 characters and attach up to 3 PNG or JPG images under 5 MB each.',
  },
  'points.insufficient': { status: 400, message: 'Not enough points.' },
  'points.reward.unavailable': { status: 409, message: 'This item is no longer available.' },
  'contract.request.closed': {
    status: 409,
    message: 'This contract request has already been answered or withdrawn.',
  },
  'contract.downline.conflict': {
    status: 409,
    message:
      'Some downlines hold a higher ratio than this contract; agreeing cancels their contracts. Please confirm.',
  },
  // Agent contracts (issue 24, designed here; agent-rules "Contracts").
  'contract.tiers.invalid': {
    status: 400,
    message:
      "The tiers' rates must rise strictly and stay within your own contract's rate for the same thresholds.",
  },
  'contract.not.allowed': {
    status: 403,
    message:
      'Only an agent holding an active contract of this type can offer it, and only to its direct downline agents.',
  },
  'contract.exists': {
    status: 409,
    message: 'This downline already has an active or pending contract of this type.',
  },

  // Member account: records and responsible gambling (issue 9, member-account half; designed)
  'records.range.invalid': {
    status: 400,
    message: 'Choose a date range of at most 90 days, ending no later than today.',
  },
  'rg.timed.out': {
    status: 403,
    message:
      'You chose a break from play. You can sign in and play again when it ends. Your balance stays yours: contact customer service and they will pay it out to your bound bank card.',
  },
  'rg.self.excluded': {
    status: 403,
    message:
      'This account is self-excluded. Sign-in, deposits and play stay closed until it ends. Your balance stays yours: contact customer service and they will pay it out to your bound bank card.',
  },
  'rg.loss.limit.reached': {
    status: 403,
    message: 'This bet would take you past your loss limit.',
  },
  'rg.deposit.limit.reached': {
    status: 403,
    message: 'This deposit would take you past your deposit limit.',
  },
  // Responsible gambling (issue 9, member account): confirming a raised limit.
  'rg.limit.not.confirmable': {
    status: 409,
    message: 'There is no raised limit to confirm yet: a raise waits 24 hours first.',
  },
  // Member policy (issue 23, designed here): agent-rules freezes an upline whose dividend
  // bill stays unpaid (no withdrawal, no transfer out) until it is paid; staff freeze an
  // agent's withdrawals, transfers or team by scope (issue 24). One code for both sources.
  'member.frozen': {
    status: 403,
    message:
      'This account is frozen for this: it stays closed until an unpaid bill is settled or customer service lifts the freeze. Please contact customer service.',
  },
  // The agent centre's team (issue 24, designed here): the specs send non-agents away from the
  // agent centre (portal-spec section 6) without naming the code.
  'agent.required': { status: 403, message: 'This is for agents only.' },
  'agent.series.too.high': {
    status: 400,
    message: 'The prize group cannot be higher than your own.',
  },
  'agent.type.invalid': { status: 400, message: 'This account type cannot be given here.' },
  'agent.transfer.limit': {
    status: 400,
    message: 'This transfer is outside the limits for one transfer or for today.',
  },
  'agent.move.cycle': {
    status: 409,
    message: 'A member cannot move under someone in its own team.',
  },
  'agent.application.open': {
    status: 409,
    message: 'Your application is already waiting for an answer.',
  },
  // Designed: agentApply's own limit counts per hour (agent/applications.ts), so it cannot
  // reuse `too.many.requests`, whose message promises five minutes.
  'agent.application.too.many': {
    status: 429,
    message: 'Too many applications from here, please try again in an hour.',
  },
  'agent.bill.unpaid': {
    status: 403,
    message: 'Please pay your unpaid dividend bill first.',
  },
  // Designed: a dividend-payment transfer pays at most what its bill still owes.
  'agent.bill.amount': {
    status: 400,
    message: 'This is more than the dividend bill still owes.',
  },
  // Lottery (issue 12; lottery-rules.md). Designed: the specs show none but `lottery.closed`.
  'lottery.closed': { status: 409, message: 'This draw is closed.' },
  'lottery.bet.invalid': { status: 400, message: 'This bet is not valid, please check it.' },
  'lottery.game.unavailable': { status: 409, message: 'This lottery game is not on sale.' },
  'lottery.sold.out': { status: 409, message: 'This number is sold out for this draw.' },
  'lottery.order.closed': { status: 409, message: 'This order can no longer be cancelled.' },
  // Lottery, the remaining parts (issue 12, lotleft): the brand's cancellation switch.
  'lottery.cancel.off': {
    status: 403,
    message: 'Lottery orders cannot be cancelled on this site.',
  },

  // Password-reset links (issue 8, designed here: the specs show no link, only "mails a
  // password-reset link"). One answer for an unknown, used, superseded or expired link.
  'password.reset.link.invalid': {
    status: 400,
    message: 'This password-reset link is not valid or has expired. Please ask for a new one.',
  },
  // Missions (issue 12, designed here): claiming a mission's reward.
  'mission.unknown': { status: 404, message: 'This mission does not exist.' },
  'mission.not.finished': { status: 409, message: 'This mission is not finished yet.' },
  'mission.already.claimed': {
    status: 409,
    message: 'The reward of this mission was already claimed.',
  },
  'mission.period.over': {
    status: 409,
    message: 'This mission period is over; a new one has started.',
  },
  // Promotions (issue 25, designed here: the specs give the statuses, not the refusals).
  'promotion.unknown': { status: 404, message: 'This promotion does not exist.' },
  'promotion.not.started': { status: 409, message: 'This promotion has not started yet.' },
  'promotion.ended': { status: 409, message: 'This promotion has ended.' },
  'promotion.not.joined': { status: 409, message: 'Please sign up for this promotion first.' },
  'promotion.nothing.to.claim': {
    status: 409,
    message: 'There is no reward to claim for this promotion yet.',
  },
  'promotion.already.claimed': {
    status: 409,
    message: 'The reward of this promotion was already claimed.',
  },
  'promotion.max.bet': {
    status: 409,
    message: 'This bet is above the maximum bet allowed while your bonus is being wagered.',
  },
  'promotion.bonus.not.active': {
    status: 409,
    message: 'This bonus is no longer active.',
  },
  // promotions-rules.md "Abuse": a promotion of one grant per household (what a household is:
  // apps/server/src/promotions/sharedSigns.ts).
  'promotion.household.granted': {
    status: 409,
    message: 'This promotion is one per household, and another account of yours already has it.',
  },

  // Staff and the operator console (designed here: the specs show no back office). Only the
  // console shows these; see STAFF_ERROR_CODES.
  'staff.session.required': { status: 401, message: 'Please sign in to the console.' },
  'staff.signin.failed': { status: 400, message: 'Wrong username or password.' },
  'staff.signin.expired': {
    status: 400,
    message: 'The sign-in has expired, please start again.',
  },
  'staff.totp.invalid': { status: 400, message: 'The code is not valid, please try again.' },
  'staff.locked': {
    status: 429,
    message: 'Too many failed attempts, please try again after 15 minutes.',
  },
  'staff.csrf.invalid': {
    status: 403,
    message: 'The request could not be verified, please reload the console.',
  },
  'staff.permission.denied': { status: 403, message: 'Your role does not allow this action.' },
  'staff.adjustment.same.staff': {
    status: 409,
    message: 'Another staff member must approve this adjustment.',
  },
  'staff.member.unreachable': {
    status: 409,
    message: 'The member has no e-mail address or mobile number to send a reset to.',
  },
  'staff.adjustment.closed': { status: 409, message: 'This adjustment has already been decided.' },
  'staff.image.invalid': {
    status: 400,
    message: 'The file is not a PNG, JPEG or WebP image of at most 1 MiB.',
  },
  'staff.switch.locked': { status: 409, message: 'This switch cannot be turned off.' },
  // Finance desk (issue 9)
  'staff.finance.closed': { status: 409, message: 'This item has already been decided.' },
  // Lottery desk (issue 12)
  'staff.lottery.draw.settled': {
    status: 409,
    message: 'This draw is already settled or void and cannot be voided.',
  },
  // Promotions desk (issue 25)
  'staff.promotion.state': {
    status: 409,
    message: 'This promotion is not in a state that allows this.',
  },
  // promotions-rules.md kind 3: "the reviewer cannot be the applicant's own agent".
  'staff.promotion.ownAgent': {
    status: 403,
    message: 'You may not review an application of a member in your own agent line.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = /* @__PURE__ */ Object.keys(ERRORS) as ErrorCode[];

/**
 * The phone-verification cases of platform-spec section 8, as the popups name them, and the
 * error each travels as. Only `unknown` is renamed: the general `unknown` says something else.
 */
export const PHONE_VERIFICATION_ERRORS = {
  'invalid-phone-number': 'invalid-phone-number',
  'missing-phone-number': 'missing-phone-number',
  'too-many-requests': 'too-many-requests',
  unknown: 'unknown_phone',
  'invalid-verification-code': 'invalid-verification-code',
  'missing-verification-code': 'missing-verification-code',
  'captcha-check-failed': 'captcha-check-failed',
  'quota-exceeded': 'quota-exceeded',
  'operation-not-allowed': 'operation-not-allowed',
  'code-expired': 'code-expired',
  'popup-closed-by-user': 'popup-closed-by-user',
} as const satisfies Record<string, ErrorCode>;
export type PhoneVerificationCase = keyof typeof PHONE_VERIFICATION_ERRORS;

/** The codes only the operator console shows (the portal's catalogues leave them out). */
export const STAFF_ERROR_CODES = /* @__PURE__ */ ERROR_CODES.filter((code) =>
  code.startsWith('staff.'),
);
/** The codes the portal shows, and translates in all 18 languages. */
export const PORTAL_ERROR_CODES = /* @__PURE__ */ ERROR_CODES.filter(
  (code) => !code.startsWith('staff.'),
);

/** The Lingui message id of an error: the portal translates `error.<code>`. */
export const errorMessageId = (code: ErrorCode): string => `error.${code}`;
