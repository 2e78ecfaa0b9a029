import { useSession, useSessionPopup } from '@portal/session';
import { Spinner } from '@portal/ui-kit';
import { type ReactNode, useDeferredValue, useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';

/**
 * Guards routes that need a session (portal-spec section 2): a visitor without a token goes
 * to /login (from the agent centre, to the agent login); trial accounts are told to register
 * and go home. A member who is not an agent sees `notAgent` in the agent centre (the affiliate
 * application), or goes home without it.
 */
export const RequireLogin = ({
  agent = false,
  notAgent,
}: {
  agent?: boolean;
  notAgent?: ReactNode;
}) => {
  const { isLogin, memberInfo, isAgent, isTrial } = useSession();
  const { show } = useSessionPopup();
  useEffect(() => {
    if (isLogin && isTrial) show({ name: 'trialBlocked' });
  }, [isLogin, isTrial, show]);
  // The screen behind the guard is drawn when member info arrives, in a transition (a deferred
  // value): React renders it in slices and leaves the main thread free between them, where the
  // update that sets member info (outside any transition) would render the whole screen in one
  // task, a long one on a phone's first load of a signed-in page. Until then, and in that
  // urgent update, the spinner; later changes of member info keep the screen.
  const shownMember = useDeferredValue(memberInfo);
  if (!isLogin) return <Navigate to={agent ? '/login?from=agent' : '/login'} replace />;
  // Whether the account is an agent or a trial is known once member info has loaded.
  if (!memberInfo || !shownMember) return <Spinner />;
  if (isTrial) return <Navigate to="/" replace />;
  if (agent && !isAgent) return notAgent ?? <Navigate to="/" replace />;
  return <Outlet />;
};
