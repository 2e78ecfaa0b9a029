import { useSession } from '@portal/session';
import { Spinner } from '@portal/ui-kit';
import { Navigate, Outlet } from 'react-router-dom';

/**
 * Guards routes that need a session (portal-spec section 2): a visitor without a token goes
 * to /login; trial accounts and, for the agent centre, non-agents go home.
 */
export const RequireLogin = ({ agent = false }: { agent?: boolean }) => {
  const { isLogin, memberInfo, isAgent, isTrial } = useSession();
  if (!isLogin) return <Navigate to="/login" replace />;
  // Whether the account is an agent is known once member info has loaded.
  if (agent && !memberInfo) return <Spinner />;
  if (isTrial || (agent && !isAgent)) return <Navigate to="/" replace />;
  return <Outlet />;
};
