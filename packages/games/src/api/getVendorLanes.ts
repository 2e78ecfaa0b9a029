import type { VendorLane } from '@portal/contract';
import { callQuery, type QueryScope, useQueryScope, useSession } from '@portal/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { lanesFromVendorTypes } from '../vendorLanes.ts';

/**
 * The vendor lanes per category. Members get theirs (a session-cached call); visitors, and
 * members whose lanes fail, get lanes built from the public vendor list.
 */
export const vendorLanesQuery = (scope: QueryScope, isLogin: boolean) => {
  const visitorLanes = async () =>
    lanesFromVendorTypes(
      (await scope.api.call('vendorGameTypes', { language: scope.language })).list,
    );
  const member = callQuery(scope, 'gameVendors', { language: scope.language });
  return queryOptions<VendorLane[]>({
    // The member's lanes are session-cached like the call they come from (a new session is a
    // new key).
    ...(isLogin ? { staleTime: Number.POSITIVE_INFINITY } : {}),
    queryKey: ['vendorLanes', isLogin, ...member.queryKey],
    queryFn: async () => {
      if (!isLogin) return visitorLanes();
      try {
        return (await scope.api.call('gameVendors', { language: scope.language })).data.lanes;
      } catch {
        // The member's lanes failed: the public list still shows every vendor.
        return visitorLanes();
      }
    },
  });
};

/** The vendor lanes per category; null until they arrive, empty when they failed. */
export const useVendorLanes = (): VendorLane[] | null => {
  const { isLogin } = useSession();
  const { data, isError } = useQuery(vendorLanesQuery(useQueryScope(), isLogin));
  if (isError) return [];
  return data ?? null;
};
