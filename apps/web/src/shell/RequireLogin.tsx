import { useSession, useSessionPopup } from '@portal/session';
import { Spinner } from '@portal/ui-kit';
import { type ReactNode, useEffect } from 'react';
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
  if (!isLogin) return <Navigate to={agent ? '/login?from=agent' : '/login'} replace />;
  // Whether the account is an agent or a trial is known once member info has loaded.
  if (!memberInfo) return <Spinner />;
  if (isTrial) return <Navigate to="/" replace />;
  if (agent && !isAgent) return notAgent ?? <Navigate to="/" replace />;
  return <Outlet />;
};
