import type { RgLimitKind, TimeOutPeriod } from '@portal/contract';
import { callQuery, followsMoney, type QueryScope, useQueryScope } from '@portal/session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Each limit shows what the period has used: deposits and bets move it, so it follows money. */
export const rgSettingsQuery = (scope: QueryScope) =>
  followsMoney(callQuery(scope, 'rgSettings', {}));

/** The member's limits, pending raises, reality-check interval and state. */
export const useRgSettings = () => useQuery(rgSettingsQuery(useQueryScope()));

/** Sets a deposit or loss limit (null removes it); the answer replaces the settings. */
export const useSetRgLimit = () => {
  const scope = useQueryScope();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { kind: RgLimitKind; amount: string | null }) =>
      scope.api.call('setRgLimit', change),
    onSuccess: (settings) => client.setQueryData(rgSettingsQuery(scope).queryKey, settings),
  });
};

/** Confirms a raised or removed limit whose 24 hours are over; the answer replaces the settings. */
export const useConfirmRgLimit = () => {
  const scope = useQueryScope();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (kind: RgLimitKind) => scope.api.call('confirmRgLimit', { kind }),
    onSuccess: (settings) => client.setQueryData(rgSettingsQuery(scope).queryKey, settings),
  });
};

/** Sets the reality-check interval; the reality check reads it again. */
export const useSetRealityCheck = () => {
  const scope = useQueryScope();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (minutes: number) =>
      scope.api.call('setRealityCheck', {
        minutes: minutes as 0 | 15 | 30 | 45 | 60 | 90 | 120,
      }),
    onSuccess: async (settings) => {
      client.setQueryData(rgSettingsQuery(scope).queryKey, settings);
      await client.invalidateQueries({ queryKey: ['realityCheck'] });
    },
  });
};

/** Time-out or self-exclusion: the server ends every session, so the portal forgets this one. */
export const useCloseAccount = (signOut: () => Promise<void>) => {
  const scope = useQueryScope();
  return useMutation({
    mutationFn: (
      close:
        | { kind: 'timeOut'; period: TimeOutPeriod; password: string }
        | { kind: 'selfExclusion'; months: 6 | 12 | 24 | 36 | 60; password: string },
    ) =>
      close.kind === 'timeOut'
        ? scope.api.call('takeTimeOut', { period: close.period, password: close.password })
        : scope.api.call('selfExclude', {
            months: close.months,
            password: close.password,
            confirmed: true,
          }),
    onSuccess: () => signOut(),
  });
};

/** The account history of the last 30 days as a CSV file the browser saves. */
export const useAccountHistoryCsv = () => {
  const scope = useQueryScope();
  return useMutation({
    mutationFn: () => scope.api.call('accountHistoryCsv', { period: 'last30Days' }),
  });
};

export const realityCheckQuery = (scope: QueryScope) => callQuery(scope, 'realityCheck', {});
