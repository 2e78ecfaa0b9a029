import { ApiError, createApiClient } from '@portal/api-client';
import type { SystemStatus } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { createQueryClient, SYSTEM_STATUS_KEY } from './queries.ts';
import { CLOSED_SITE_POLL_MS, systemStatusQuery } from './settings.ts';

/** The portal's query client with a loaded system status, and a way to fail another call. */
const loaded = async () => {
  const client = createQueryClient();
  let statusReads = 0;
  await client.prefetchQuery({
    queryKey: SYSTEM_STATUS_KEY,
    queryFn: () => Promise.resolve(++statusReads),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const failWith = (code: string) =>
    client.prefetchQuery({
      queryKey: ['banners', code],
      queryFn: () => Promise.reject(new ApiError(code, code, 503)),
    });
  const failMutation = (code: string) =>
    client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(new ApiError(code, code, 403)) })
      .execute(undefined)
      // The refusal is the point: it must arrive as the catalogue code it was given.
      .catch((error: unknown) => expect(error).toMatchObject({ code }));
  return {
    client,
    failWith,
    failMutation,
    statusState: () => client.getQueryState(SYSTEM_STATUS_KEY),
  };
};

describe('a call turned away because the site closed', () => {
  it('asks the system status again on maintenance or a region rule', async () => {
    const maintenance = await loaded();
    await maintenance.failWith('system.maintenance');
    expect(maintenance.statusState()?.isInvalidated).toBe(true);

    const region = await loaded();
    await region.failMutation('access.restricted');
    expect(region.statusState()?.isInvalidated).toBe(true);
  });

  it('leaves the system status alone on any other refusal', async () => {
    const { failWith, failMutation, statusState } = await loaded();
    await failWith('not.found');
    await failMutation('user.or.token.invalid');
    expect(statusState()?.isInvalidated).toBe(false);
  });
});

describe('the system status while the site is closed', () => {
  it('is asked every 30 seconds, and not while the site is open', async () => {
    const client = createQueryClient();
    const api = createApiClient({
      baseUrl: 'http://portal.invalid',
      merchant: 'ALPHA',
      getLanguage: () => 'EN',
      getToken: () => null,
    });
    const options = systemStatusQuery(api);
    const intervalWith = (status: Partial<SystemStatus>) => {
      client.setQueryData(SYSTEM_STATUS_KEY, status as SystemStatus);
      const query = client.getQueryCache().find({ queryKey: SYSTEM_STATUS_KEY });
      if (!query || typeof options.refetchInterval !== 'function') throw new Error('no poll');
      return options.refetchInterval(query as never);
    };
    const off = { active: false, startsAt: null, endsAt: null, message: '' };
    expect(intervalWith({ maintenance: off, regionRestriction: { active: false } })).toBe(false);
    expect(
      intervalWith({ maintenance: { ...off, active: true }, regionRestriction: { active: false } }),
    ).toBe(CLOSED_SITE_POLL_MS);
    expect(intervalWith({ maintenance: off, regionRestriction: { active: true } })).toBe(
      CLOSED_SITE_POLL_MS,
    );
  });
});
