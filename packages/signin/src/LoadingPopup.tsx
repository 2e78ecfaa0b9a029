import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '@portal/i18n';
import type { SessionPopup } from '@portal/session';
import { Modal, Spinner } from '@portal/ui-kit';

/** While the popups' code arrives, a dialog with the popup's own name and title says so. */
export const LoadingPopup = ({ popup, onClose }: { popup: SessionPopup; onClose: () => void }) => {
  const { t, i18n } = useLingui();
  const shell: Record<SessionPopup['name'], { name: string; title: string }> = {
    login: { name: 'login', title: t`Log in` },
    register: { name: 'register', title: t`Register` },
    registerSuccess: { name: 'register-success', title: t`Registration successful` },
    forgotPassword: { name: 'forgot-password', title: t`Forgot password` },
    changePassword: { name: 'change-password', title: t`Change password` },
    verification: { name: 'verification', title: t`Verification` },
    trialBlocked: { name: 'trial-blocked', title: errorMessage(i18n, { code: 'trial.forbidden' }) },
  };
  const { name, title } = shell[popup.name];
  return (
    <Modal name={name} open onClose={onClose} title={title}>
      <Spinner size={32} />
    </Modal>
  );
};
