import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import type { SocialProvider } from '@portal/contract';
import { Button, media, Spinner, Stack, Surface } from '@portal/ui-kit';
import { type ReactNode, useId } from 'react';
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
  const titleId = useId();
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
  return (
    <Page direction="row" justify="center">
      <Card raised gap="md" pad="lg" aria-labelledby={titleId}>
        <h1 id={titleId}>{t`Sign in with a social account`}</h1>
        {body}
      </Card>
    </Page>
  );
};

const Page = styled(Stack)`
  padding: ${({ theme }) => theme.spacing.xl}px ${({ theme }) => theme.spacing.md}px;
  ${media.phone} {
    padding: ${({ theme }) => theme.spacing.md}px ${({ theme }) => theme.spacing.sm}px;
  }
`;

const Card = styled(Surface)`
  width: 100%;
  max-width: 420px;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl}px;
  }
  p {
    margin: 0;
  }
`;
