import { useLoginPopup } from '@portal/session';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { registerPopupOpenAtom } from '../shell/popups.ts';

/** /login: home with the login popup open (portal-spec section 2). */
export const OpenLogin = () => {
  const { show } = useLoginPopup();
  const navigate = useNavigate();
  useEffect(() => {
    show();
    navigate('/', { replace: true });
  }, [show, navigate]);
  return null;
};

/** /register: home with the register popup open. */
export const OpenRegister = () => {
  const open = useSetAtom(registerPopupOpenAtom);
  const navigate = useNavigate();
  useEffect(() => {
    open(true);
    navigate('/', { replace: true });
  }, [open, navigate]);
  return null;
};
