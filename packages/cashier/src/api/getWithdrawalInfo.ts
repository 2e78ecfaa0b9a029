import { callQuery, type QueryScope, useQueryScope } from '@portal/session';
import { useQuery } from '@tanstack/react-query';

/** What the member may withdraw now: balance, turnover left, limits, payment password. */
export const withdrawalInfoQuery = (scope: QueryScope) => callQuery(scope, 'withdrawalInfo', {});

export const useWithdrawalInfo = () => useQuery(withdrawalInfoQuery(useQueryScope()));
