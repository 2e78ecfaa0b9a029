import { Trans, useLingui } from '@lingui/react/macro';
import {
  LoginPopup,
  useLoadCaptcha,
  useLogin,
  useLoginPopup,
  useRememberedUsername,
} from '@portal/session';
import { Modal } from '@portal/ui-kit';
import { useAtom, useSetAtom } from 'jotai';
import { firstLoginAtom } from './announcementAtoms.ts';
import { registerPopupOpenAtom } from './popups.ts';

/** The register popup until registration is built: it says so honestly. */
const RegisterPopup = () => {
  const { t } = useLingui();
  const [open, setOpen] = useAtom(registerPopupOpenAtom);
  return (
    <Modal
      name="register"
      open={open}
      onClose={() => setOpen(false)}
      title={t`Register`}
      width={380}
    >
      <p>
        <Trans>This area is coming soon.</Trans>
      </p>
    </Modal>
  );
};

/** The popups any screen can open, rendered once. */
export const Popups = () => {
  const loginPopup = useLoginPopup();
  const loginAndRemember = useLogin();
  const setFirstLogin = useSetAtom(firstLoginAtom);
  // The home page shows first-login (F) announcements after a member's first login.
  const login = async (credentials: Parameters<typeof loginAndRemember>[0]) => {
    const value = await loginAndRemember(credentials);
    setFirstLogin(value.firstTimeLogin);
    return value;
  };
  const loadCaptcha = useLoadCaptcha();
  const rememberedUsername = useRememberedUsername();
  const [, setRegisterOpen] = useAtom(registerPopupOpenAtom);
  return (
    <>
      <LoginPopup
        open={loginPopup.isOpen}
        onClose={loginPopup.hide}
        login={login}
        loadCaptcha={loadCaptcha}
        defaultUsername={rememberedUsername}
        onRegister={() => {
          loginPopup.hide();
          setRegisterOpen(true);
        }}
      />
      <RegisterPopup />
    </>
  );
};
