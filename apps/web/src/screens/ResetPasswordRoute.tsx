import { ResetPasswordPage } from '@portal/signin';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** The token a reset link carries in its fragment (`#token=...`), if any. */
const tokenInHash = (hash: string): string | null =>
  new URLSearchParams(hash.replace(/^#/, '')).get('token');

const keptToken = (state: unknown): string | null => {
  const kept = (state as { resetToken?: unknown } | null)?.resetToken;
  return typeof kept === 'string' ? kept : null;
};

/**
 * /reset-password#token=...: the page a password-reset link opens. The token leaves the
 * address bar at once (as a handed-over session token does), into this history entry's state,
 * so the address is never bookmarked or shared with it, while a reload still finds it.
 */
export const ResetPasswordRoute = () => {
  const location = useLocation();
  const navigate = useNavigate();
  const fromHash = tokenInHash(location.hash);
  const token = fromHash ?? keptToken(location.state);
  useEffect(() => {
    if (fromHash === null) return;
    navigate(
      { pathname: location.pathname, search: location.search, hash: '' },
      { replace: true, state: { resetToken: fromHash } },
    );
  }, [fromHash, navigate, location.pathname, location.search]);
  return <ResetPasswordPage token={token} />;
};
