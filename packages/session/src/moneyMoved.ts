import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useBalance } from './member.ts';
import { reportFailure } from './queries.ts';

/**
 * The meta a query carries when it shows money or progress that a money movement changes
 * (wallet balances, records, mission progress, withdrawal turnover). Design note: the specs
 * do not say how features learn that money moved; a flag on the query keeps each feature's
 * keys its own, so a mutation in one feature never names another feature's queries.
 */
const FOLLOWS_MONEY = 'followsMoney';

/**
 * Marks a query as one that is read again whenever money moves (see `useMoneyMoved`).
 * Wrap a feature's query options with it: `followsMoney(callQuery(scope, 'betRecords', ...))`.
 */
export const followsMoney = <T extends { queryKey: QueryKey; meta?: Record<string, unknown> }>(
  options: T,
): T => ({ ...options, meta: { ...options.meta, [FOLLOWS_MONEY]: true } });

/**
 * What happens once money moved: the balance is read again and every query marked with
 * `followsMoney` is invalidated (those on screen refetch now, the others when next shown).
 * Never rejects: a failed balance read is reported, since the movement itself succeeded.
 */
export const notifyMoneyMoved = async (
  client: QueryClient,
  refreshBalance: () => Promise<void>,
): Promise<void> => {
  await Promise.all([
    refreshBalance().catch((error: unknown) => reportFailure('balance after money moved', error)),
    client.invalidateQueries({ predicate: (query) => query.meta?.[FOLLOWS_MONEY] === true }),
  ]);
};

/**
 * The one signal a mutation that moves money sends (a deposit paid, a withdrawal, a wallet
 * transfer or recall, a bet, a game closed, a mission reward): call the returned function
 * from the mutation's `onSuccess`/`onSettled`; it resolves once the balance and every
 * money-following query have been asked again.
 */
export const useMoneyMoved = (): (() => Promise<void>) => {
  const client = useQueryClient();
  const { refresh } = useBalance();
  return useCallback(() => notifyMoneyMoved(client, refresh), [client, refresh]);
};
