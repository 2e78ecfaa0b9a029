import { isApiError } from '@portal/api-client';
import { callQuery, type QueryScope, useQueryScope } from '@portal/session';
import { useQuery } from '@tanstack/react-query';
import type { ResetLinkState } from '../ResetPasswordScreen.tsx';

/** Whether a reset link's token still works, and for which account. */
export const resetLinkQuery = (scope: QueryScope, token: string) => ({
  ...callQuery(scope, 'passwordResetLinkCheck', { token }),
  // Asked once per page: every check counts against the address's limit, and a refetch after
  // the reset would call the spent link dead under the member's eyes.
  staleTime: Number.POSITIVE_INFINITY,
  refetchOnWindowFocus: false,
});

/** The link's state for the reset page; no token in the address is a dead link. */
export const useResetLink = (token: string | null): ResetLinkState => {
  const scope = useQueryScope();
  const { data, error, isError } = useQuery({
    ...resetLinkQuery(scope, token ?? ''),
    enabled: token !== null,
  });
  if (token === null)
    return { status: 'invalid', failure: { code: 'password.reset.link.invalid' } };
  if (isError) {
    return { status: 'invalid', failure: isApiError(error) ? error : { code: 'unknown' } };
  }
  if (data) return { status: 'ready', username: data.username };
  return { status: 'checking' };
};
