import { useSessionPopup } from '@portal/session';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

/** /login: home with the login popup open; `?from=agent` logs in through the agent path. */
export const OpenLogin = () => {
  const { show } = useSessionPopup();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const agentPath = params.get('from') === 'agent';
  useEffect(() => {
    show(agentPath ? { name: 'login', agentPath: true } : { name: 'login' });
    navigate('/', { replace: true });
  }, [show, navigate, agentPath]);
  return null;
};

/** /register: home with the register popup open. */
export const OpenRegister = () => {
  const { show } = useSessionPopup();
  const navigate = useNavigate();
  useEffect(() => {
    show({ name: 'register' });
    navigate('/', { replace: true });
  }, [show, navigate]);
  return null;
};
