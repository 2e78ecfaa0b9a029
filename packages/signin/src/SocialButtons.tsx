import { useLingui } from '@lingui/react/macro';
import type { SocialProvider } from '@portal/contract';
import { thrownMessage } from '@portal/i18n';
import { Button, Stack } from '@portal/ui-kit';
import { useState } from 'react';
import { Failure } from './popupParts.tsx';

export interface SocialButtonsProps {
  /** The brand's providers; none renders nothing. */
  providers: readonly SocialProvider[];
  /** Starts the provider's sign-in (the browser leaves the page when it works). */
  onStart: (provider: SocialProvider) => Promise<unknown>;
}

/**
 * "Continue with Google / Facebook" (portal-spec section 7, when the brand enables them): each
 * button sends the browser to the provider; a refusal before it leaves shows here.
 */
export const SocialButtons = ({ providers, onStart }: SocialButtonsProps) => {
  const { t, i18n } = useLingui();
  const [going, setGoing] = useState<SocialProvider | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (providers.length === 0) return null;
  const label = (provider: SocialProvider) =>
    provider === 'google' ? t`Continue with Google` : t`Continue with Facebook`;
  return (
    <Stack role="group" aria-label={t`Or continue with`} gap="xs">
      {providers.map((provider) => (
        <Button
          key={provider}
          type="button"
          variant="secondary"
          fullWidth
          loading={going === provider}
          disabled={going !== null && going !== provider}
          onClick={() => {
            setGoing(provider);
            setFailure(null);
            onStart(provider).catch((error: unknown) => {
              setFailure(thrownMessage(i18n, error));
              setGoing(null);
            });
          }}
        >
          {label(provider)}
        </Button>
      ))}
      {failure && <Failure role="alert">{failure}</Failure>}
    </Stack>
  );
};
