import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followsMoney, notifyMoneyMoved } from './moneyMoved.ts';

const client = new QueryClient({
  defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
});

/** A query that counts how often it was asked, loaded once. */
const loaded = async (key: string, follows: boolean) => {
  let asked = 0;
  const options = { queryKey: [key], queryFn: () => Promise.resolve(++asked) };
  await client.prefetchQuery(follows ? followsMoney(options) : options);
  return () => client.getQueryState([key]);
};

afterEach(() => {
  client.clear();
  vi.restoreAllMocks();
});

describe('notifyMoneyMoved', () => {
  it('reads the balance again and invalidates only the queries that follow money', async () => {
    const records = await loaded('betRecords', true);
    const missions = await loaded('missionSummary', true);
    const banners = await loaded('banners', false);
    let balanceReads = 0;

    await notifyMoneyMoved(client, () => {
      balanceReads += 1;
      return Promise.resolve();
    });

    expect(balanceReads).toBe(1);
    expect(records()?.isInvalidated).toBe(true);
    expect(missions()?.isInvalidated).toBe(true);
    expect(banners()?.isInvalidated).toBe(false);
  });

  it('keeps the marked options and meta a feature gave', () => {
    const options = followsMoney({ queryKey: ['lotteryOrders'], meta: { owner: 'lottery' } });
    expect(options.queryKey).toEqual(['lotteryOrders']);
    expect(options.meta).toEqual({ owner: 'lottery', followsMoney: true });
  });

  it('reports a failed balance read instead of rejecting, and still invalidates', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const wallets = await loaded('withdrawalInfo', true);

    await expect(
      notifyMoneyMoved(client, () => Promise.reject(new Error('offline'))),
    ).resolves.toBeUndefined();

    expect(wallets()?.isInvalidated).toBe(true);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('balance after money moved'),
      expect.any(Error),
    );
  });
});
