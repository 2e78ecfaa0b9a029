import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { useFeature } from '@portal/session';
import { Button, GridList, QueryFailure, QueryStatus } from '@portal/ui-kit';
import { useChatLaunch, useLiveModels } from './api/getLiveModels.ts';

export interface LiveModelsProps {
  /** Opens the chat room at the address the server gave (a page of the portal). */
  onOpenRoom: (chatUrl: string) => void;
}

/**
 * The live casino's hosts on /live (portal-spec section 3 names the call only; issue 27).
 * Designed: each host shows their picture, whether they are on air and how many watch, with a
 * link into the brand's chat room; hosts on air come first. Shown only where the brand has the
 * chat room (CHATROOM3), whose module the call belongs to.
 */
export const LiveModels = ({ onOpenRoom }: LiveModelsProps) => {
  const { t } = useLingui();
  const on = useFeature('CHATROOM3');
  const hosts = useLiveModels();
  const launch = useChatLaunch();
  if (!on) return null;
  const list = hosts.data?.list
    .slice()
    .sort((a, b) => Number(b.online) - Number(a.online) || b.viewers - a.viewers);
  return (
    <section aria-labelledby="live-hosts-title">
      <h2 id="live-hosts-title">{t`Live hosts`}</h2>
      <QueryStatus
        loading={hosts.isPending}
        error={hosts.error}
        onRetry={hosts.refetch}
        empty={list?.length === 0 && t`No live hosts right now.`}
      />
      {launch.error ? <QueryFailure error={launch.error} /> : null}
      {list && list.length > 0 && (
        <GridList min={160} aria-label={t`Live hosts`}>
          {list.map((host) => {
            const { nickname, viewers } = host;
            return (
              <Host key={host.modelId}>
                <img src={host.avatarUrl} alt="" width={96} height={96} loading="lazy" />
                <h3>{nickname}</h3>
                <p data-online={host.online || undefined}>{host.online ? t`On air` : t`Resting`}</p>
                <p>{t`${viewers} watching`}</p>
                <Button
                  size="small"
                  variant="secondary"
                  disabled={launch.isPending}
                  onClick={() =>
                    launch.mutate(host.modelId, { onSuccess: ({ chatUrl }) => onOpenRoom(chatUrl) })
                  }
                >
                  {t`Chat with ${nickname}`}
                </Button>
              </Host>
            );
          })}
        </GridList>
      )}
    </section>
  );
};

const Host = styled.li`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.spacing.xs}px;
  padding: ${({ theme }) => theme.spacing.sm}px;
  border-radius: ${({ theme }) => theme.radii.medium}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.onSurface};
  text-align: center;
  img {
    border-radius: 50%;
    object-fit: cover;
  }
  h3,
  p {
    margin: 0;
  }
  p[data-online] {
    font-weight: 600;
  }
`;
