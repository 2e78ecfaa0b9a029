import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { QueryStatus, Stack } from '@portal/ui-kit';
import type { ComponentType } from 'react';
import { useAgentNotices } from './api/team.ts';
import { RuledList } from './RuledList.ts';

export interface AnnouncementScreenProps {
  /**
   * Draws a notice's rich text (HTML from the back office). The portal passes the content
   * feature's sanitising `RichText`; features do not import each other, so it comes in here.
   */
  RichText: ComponentType<{ html: string; id?: string }>;
}

/**
 * The agent centre's announcement: the brand's notices, newest first, each opened in place.
 * The content calls have no audience for agents (notice types are banners, player notices,
 * popups, promotions and the marquee), so this shows the brand's player notices, the ones
 * every signed-in member reads; an agent-only notice type would be a content change.
 */
export const AnnouncementScreen = ({ RichText }: AnnouncementScreenProps) => {
  const { t } = useLingui();
  const notices = useAgentNotices();
  const list = notices.data?.player ?? [];
  return (
    <section aria-labelledby="announcement-heading">
      <h2 id="announcement-heading">{t`Announcement`}</h2>
      <Stack gap="sm">
        <QueryStatus
          loading={notices.isPending}
          error={notices.error}
          onRetry={notices.refetch}
          empty={notices.data?.player.length === 0 && t`No announcements.`}
        />
        {list.length > 0 ? (
          <List>
            {list.map((notice, index) => (
              <li key={notice.id}>
                <details open={index === 0}>
                  <summary>{notice.title}</summary>
                  <RichText html={notice.content} id={`agent-notice-${notice.id}`} />
                </details>
              </li>
            ))}
          </List>
        ) : null}
      </Stack>
    </section>
  );
};

const List = styled(RuledList)`
  & summary {
    cursor: pointer;
    font-weight: 600;
  }
`;
