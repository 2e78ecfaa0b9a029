import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '@portal/i18n';
import { type SessionPopup, useSessionPopup } from '@portal/session';
import { Modal, Spinner, whenIdle } from '@portal/ui-kit';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { SessionPopupsProps } from './SessionPopups.tsx';

/** The popups and their form library: a chunk of their own, off the first load. */
const loadPopups = () => import('./SessionPopups.tsx');
const SessionPopups = lazy(async () => ({ default: (await loadPopups()).SessionPopups }));

/** While the popups' code arrives, a dialog with the popup's own name and title says so. */
const LoadingPopup = ({ popup, onClose }: { popup: SessionPopup; onClose: () => void }) => {
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

/**
 * The sign-in popups, loaded on first need: nothing of them is in the first load. The code is
 * fetched when the browser is idle after the first paint, or at once when a popup is asked
 * for earlier; until it arrives a dialog of the same name and title shows it is loading.
 * Once loaded they stay mounted, so a popup closes with its own fade.
 */
export const LazySessionPopups = (props: SessionPopupsProps) => {
  const { popup, close } = useSessionPopup();
  const [needed, setNeeded] = useState(false);
  if (popup !== null && !needed) setNeeded(true);

  useEffect(
    () =>
      whenIdle(() => {
        // Only a head start: opening a popup imports the chunk again and shows what fails.
        loadPopups().catch((error: unknown) => console.warn('sign-in popups prefetch', error));
      }),
    [],
  );

  if (!needed) return null;
  return (
    <Suspense fallback={popup ? <LoadingPopup popup={popup} onClose={close} /> : null}>
      <SessionPopups {...props} />
    </Suspense>
  );
};
