import { useLingui } from '@lingui/react/macro';
import type { SocialProvider } from '@portal/contract';
import { thrownMessage } from '@portal/i18n';
import { callQuery, useQueryScope } from '@portal/session';
import { Button, Stack, Surface } from '@portal/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Failure } from './popupParts.tsx';
import { useSocialProviders, useStartSocial } from './social.ts';

export interface LinkedIdentity {
  provider: SocialProvider;
  email: string;
}

export interface SocialLinkListProps {
  /** The brand's providers; none renders nothing. */
  providers: readonly SocialProvider[];
  linked: readonly LinkedIdentity[];
  /** Sends the browser to the provider to link (or link again). */
  onLink: (provider: SocialProvider) => Promise<unknown>;
}

const nameOf = (provider: SocialProvider) => (provider === 'google' ? 'Google' : 'Facebook');

/** The profile's linked social accounts: each provider, linked (as whom) or not, and its button. */
export const SocialLinkList = ({ providers, linked, onLink }: SocialLinkListProps) => {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [going, setGoing] = useState<SocialProvider | null>(null);
  if (providers.length === 0) return null;
  return (
    <Surface as="section" gap="sm" pad="md" aria-labelledby={titleId}>
      <h2 id={titleId}>{t`Linked accounts`}</h2>
      {providers.map((provider) => {
        const identity = linked.find((entry) => entry.provider === provider);
        const name = nameOf(provider);
        return (
          <Stack
            key={provider}
            direction="row"
            wrap
            justify="space-between"
            align="center"
            gap="sm"
          >
            <span>
              {identity ? t`${name}: linked as ${identity.email}` : t`${name}: not linked`}
            </span>
            <Button
              size="small"
              variant="secondary"
              loading={going === provider}
              onClick={() => {
                setGoing(provider);
                setFailure(null);
                onLink(provider).catch((error: unknown) => {
                  setFailure(thrownMessage(i18n, error));
                  setGoing(null);
                });
              }}
            >
              {identity ? t`Link another ${name} account` : t`Link ${name}`}
            </Button>
          </Stack>
        );
      })}
      {failure && <Failure role="alert">{failure}</Failure>}
    </Surface>
  );
};

/** The linked accounts wired to the session: the brand's providers and the member's links. */
export const SocialLinkPanel = () => {
  const providers = useSocialProviders(true);
  const linked = useQuery(callQuery(useQueryScope(), 'socialIdentities', {}));
  const start = useStartSocial();
  return (
    <SocialLinkList
      providers={providers.data?.map((entry) => entry.provider) ?? []}
      linked={linked.data ?? []}
      onLink={(provider) => start(provider, true)}
    />
  );
};
