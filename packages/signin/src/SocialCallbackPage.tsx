import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/api-client';
import { errorMessage } from '@portal/i18n';
import { useSessionPopup } from '@portal/session';
import { useEffect, useRef, useState } from 'react';
import { SocialCallbackScreen, type SocialCallbackState } from './SocialCallbackScreen.tsx';
import { takeFlight, useFinishSocial } from './social.ts';

export interface SocialCallbackPageProps {
  /** The provider's answer, as the app took it from the address. */
  code: string | null;
  state: string | null;
  /** The provider's `error` (the person cancelled: `access_denied`). */
  error: string | null;
  navigate: (path: string) => void;
}

/** The social login's return, wired to the session: finish once, then home (or say why not). */
export const SocialCallbackPage = ({ code, state, error, navigate }: SocialCallbackPageProps) => {
  const { t, i18n } = useLingui();
  const finish = useFinishSocial(navigate);
  const { show } = useSessionPopup();
  const [shown, setShown] = useState<SocialCallbackState>({ status: 'working' });
  // A code is spent by its first use: finish once, whatever React renders twice.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const flight = takeFlight();
    if (!flight || error || !code || !state) {
      setShown({
        status: 'failed',
        message:
          error === 'access_denied'
            ? t`You cancelled the sign-in at the provider.`
            : errorMessage(i18n, { code: 'social.state.invalid' }),
      });
      return;
    }
    finish(flight.provider, code, state)
      .then(() => {
        if (flight.link) setShown({ status: 'linked', provider: flight.provider });
        else navigate('/');
      })
      .catch((failure: unknown) =>
        setShown({
          status: 'failed',
          message: errorMessage(i18n, isApiError(failure) ? failure : { code: 'unknown' }),
        }),
      );
  }, [code, state, error, finish, navigate, t, i18n]);
  return (
    <SocialCallbackScreen
      state={shown}
      onLogIn={() => show({ name: 'login' })}
      onHome={() => navigate('/')}
    />
  );
};
