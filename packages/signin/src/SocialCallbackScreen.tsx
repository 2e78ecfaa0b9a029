import { useLingui } from '@lingui/react/macro';
import type { SocialProvider } from '@portal/contract';
import { Button, Spinner, Stack } from '@portal/ui-kit';
import type { ReactNode } from 'react';
import { CardPage } from './CardPage.tsx';
import { Failure } from './popupParts.tsx';

/** Where a social login stands once the provider sent the browser back. */
export type SocialCallbackState =
  | { status: 'working' }
  | { status: 'linked'; provider: SocialProvider }
  /** Refused by the server (its catalogue message), or cancelled at the provider. */
  | { status: 'failed'; message: string };

export interface SocialCallbackScreenProps {
  state: SocialCallbackState;
  /** Back to the login popup (a failure), or on to the site (linked). */
  onLogIn: () => void;
  onHome: () => void;
}

/**
 * `/social/callback`: the page the provider returns to. While the server finishes, a status;
 * a failure says why and offers the login again; a linked identity says so. A login that
 * worked leaves this page at once (the session opens and the site goes home).
 */
export const SocialCallbackScreen = ({ state, onLogIn, onHome }: SocialCallbackScreenProps) => {
  const { t } = useLingui();
  const providerName = (provider: SocialProvider) =>
    provider === 'google' ? 'Google' : 'Facebook';
  let body: ReactNode;
  if (state.status === 'working') {
    body = <Spinner label={t`Signing you in…`} />;
  } else if (state.status === 'linked') {
    body = (
      <>
        <p role="status">
          {t`${providerName(state.provider)} is now linked to your account: next time you can sign in with it.`}
        </p>
        <Button onClick={onHome}>{t`Go to the home page`}</Button>
      </>
    );
  } else {
    body = (
      <>
        <Failure role="alert">{state.message}</Failure>
        <Stack direction="row" gap="sm" wrap>
          <Button onClick={onLogIn}>{t`Log in`}</Button>
          <Button variant="secondary" onClick={onHome}>
            {t`Go to the home page`}
          </Button>
        </Stack>
      </>
    );
  }
  return <CardPage title={t`Sign in with a social account`}>{body}</CardPage>;
};
