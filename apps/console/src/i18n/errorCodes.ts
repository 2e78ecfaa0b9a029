import { type ErrorCode, STAFF_ERROR_CODES } from '@portal/contract';

/**
 * The error codes the console can show: the staff codes and the platform's general ones a
 * staff call can answer with. The console's catalogue translates each as `error.<code>`.
 */
export const CONSOLE_ERROR_CODES: readonly ErrorCode[] = [
  ...STAFF_ERROR_CODES,
  'request_param_err',
  'request_body_required',
  'http_method_not_support',
  'not.found',
  'too.many.requests',
  'system.busy',
  'system.error',
  'network.error',
  'network.timeout',
  'unknown',
  'wallet.insufficient.funds',
  'wallet.amount.invalid',
  'wallet.idempotency.conflict',
  // The promotions desk answers with the promotions area's own refusals.
  'promotion.unknown',
  'promotion.ended',
  'promotion.bonus.not.active',
  // The agent desk's platform contracts and bills answer with the contract area's refusals.
  'contract.request.closed',
  'contract.tiers.invalid',
  'contract.not.allowed',
  'contract.exists',
  'member.frozen',
];
