import { SocialCallbackPage } from '@portal/signin';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * /social/callback?code&state: where a social login's provider sends the browser back. The
 * code and state leave the address bar at once (kept for this render), so they are never
 * bookmarked or sent on as a referrer.
 */
export const SocialCallbackRoute = () => {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useState(() => new URLSearchParams(location.search));
  useEffect(() => {
    navigate({ pathname: location.pathname, search: '' }, { replace: true });
  }, [navigate, location.pathname]);
  return (
    <SocialCallbackPage
      code={params.get('code')}
      state={params.get('state')}
      error={params.get('error')}
      navigate={(path) => navigate(path)}
    />
  );
};
