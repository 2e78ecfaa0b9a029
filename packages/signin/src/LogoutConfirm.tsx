import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '@portal/i18n';
import { ConfirmDialog } from '@portal/ui-kit';
import { useState } from 'react';

export interface LogoutConfirmProps {
  open: boolean;
  onClose: () => void;
  /** Ends the session (the `useLogout` hook in the portal). */
  logout: () => Promise<void>;
  /** After logout: the portal goes home. */
  onLoggedOut?: () => void;
}

/** Asks before logging out; on confirm logs out and hands over to `onLoggedOut`. */
export const LogoutConfirm = ({ open, onClose, logout, onLoggedOut }: LogoutConfirmProps) => {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await logout();
      onClose();
      onLoggedOut?.();
    } catch {
      setFailure(errorMessage(i18n, { code: 'unknown' }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      name="logout"
      open={open}
      title={t`Log out`}
      message={t`Are you sure you want to log out?`}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      busy={busy}
      error={failure}
    />
  );
};
