import { callQuery, followsMoney, type QueryScope, useQueryScope } from '@portal/session';
import { useQuery } from '@tanstack/react-query';

/**
 * What the member may withdraw now: balance, turnover left, limits, payment password. Bets
 * and deposits change the first two, so it follows the "money moved" signal.
 */
export const withdrawalInfoQuery = (scope: QueryScope) =>
  followsMoney(callQuery(scope, 'withdrawalInfo', {}));

export const useWithdrawalInfo = () => useQuery(withdrawalInfoQuery(useQueryScope()));
