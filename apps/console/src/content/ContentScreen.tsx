import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { NOTICE_TYPES, type StaffAnnouncement } from '@portal/contract';
import { Button, Stack } from '@portal/ui-kit';
import { useId, useMemo, useState } from 'react';
import { errorText } from '../i18n/consoleI18n.ts';
import { BrandSelect } from '../ui/BrandSelect.tsx';
import type { ConsoleColumn } from '../ui/DataTable.tsx';
import { formatTime } from '../ui/format.tsx';
import { labelledControls, Screen } from '../ui/parts.tsx';
import { QueryTable } from '../ui/QueryTable.tsx';
import { AnnouncementEditor } from './AnnouncementEditor.tsx';
import { CatalogueNamesPanel } from './CatalogueNamesPanel.tsx';
import { HelpTopicsPanel } from './HelpTopicsPanel.tsx';
import { useNoticeTypeLabels } from './labels.ts';
import {
  type AnnouncementFilter,
  useAnnouncements,
  useMerchants,
  usePublishAnnouncement,
} from './queries.ts';

const PAGE_SIZE = 20;

type Editing = { announcement: StaffAnnouncement | null } | null;

/** Announcements, banners, notices and popups per merchant; publishing; the help centre. */
export const ContentScreen = () => {
  const { t, i18n } = useLingui();
  const typeLabels = useNoticeTypeLabels();
  const merchants = useMerchants();
  const [filter, setFilter] = useState<AnnouncementFilter>({ pageNo: 1, pageSize: PAGE_SIZE });
  const [editing, setEditing] = useState<Editing>(null);
  const announcements = useAnnouncements(filter);
  const publish = usePublishAnnouncement();
  const typeId = useId();

  const columns = useMemo<ConsoleColumn<StaffAnnouncement>[]>(() => {
    const status = (row: StaffAnnouncement): string => {
      if (!row.published) return t`Draft`;
      const now = Date.now();
      if (row.publishFrom && Date.parse(row.publishFrom) > now)
        return t`Scheduled from ${formatTime(i18n, row.publishFrom)}`;
      if (row.publishUntil && Date.parse(row.publishUntil) <= now) return t`Ended`;
      return t`Published`;
    };

    return [
      { id: 'title', header: t`Title`, cell: ({ row }) => row.original.title },
      { id: 'merchant', header: t`Merchant`, cell: ({ row }) => row.original.merchantCode },
      {
        id: 'type',
        header: t`Type`,
        cell: ({ row }) =>
          `${typeLabels[row.original.type]}${row.original.groupName ? ` · ${row.original.groupName}` : ''}${row.original.execution ? ` · ${row.original.execution}` : ''}`,
      },
      {
        id: 'language',
        header: t`Language`,
        cell: ({ row }) => row.original.language ?? t`Every language`,
      },
      { id: 'status', header: t`Status`, cell: ({ row }) => status(row.original) },
      {
        id: 'actions',
        header: t`Actions`,
        cell: ({ row }) => (
          <Stack direction="row" gap="xs">
            <Button
              size="small"
              variant="secondary"
              aria-label={t`Edit ${row.original.title}`}
              onClick={() => setEditing({ announcement: row.original })}
            >
              <Trans>Edit</Trans>
            </Button>
            <Button
              size="small"
              aria-label={
                row.original.published
                  ? t`Unpublish ${row.original.title}`
                  : t`Publish ${row.original.title}`
              }
              loading={publish.isPending && publish.variables?.announcementId === row.original.id}
              onClick={() =>
                publish.mutate({
                  announcementId: row.original.id,
                  published: !row.original.published,
                })
              }
            >
              {row.original.published ? <Trans>Unpublish</Trans> : <Trans>Publish</Trans>}
            </Button>
          </Stack>
        ),
      },
    ];
  }, [t, i18n, typeLabels, publish]);

  return (
    <Screen aria-labelledby="content-title">
      <h1 id="content-title">
        <Trans>Content</Trans>
      </h1>
      <Bar direction="row" wrap>
        <BrandSelect
          brands={merchants.data?.merchants ?? []}
          value={filter.merchantCode}
          onChange={(merchantCode) => setFilter({ ...filter, pageNo: 1, merchantCode })}
          label={t`Merchant`}
          allLabel={t`All merchants`}
        />
        <div>
          <label htmlFor={typeId}>{t`Type`}</label>
          <select
            id={typeId}
            value={filter.type ?? ''}
            onChange={(e) =>
              setFilter({
                ...filter,
                pageNo: 1,
                type: (e.target.value || undefined) as AnnouncementFilter['type'],
              })
            }
          >
            <option value="">{t`Every type`}</option>
            {NOTICE_TYPES.map((code) => (
              <option key={code} value={code}>
                {typeLabels[code]}
              </option>
            ))}
          </select>
        </div>
        <Button onClick={() => setEditing({ announcement: null })} disabled={!merchants.data}>
          <Trans>New announcement</Trans>
        </Button>
      </Bar>
      {merchants.error && <p role="alert">{errorText(i18n, merchants.error)}</p>}
      {editing && merchants.data && (
        <AnnouncementEditor
          key={editing.announcement?.id ?? 'new'}
          merchants={merchants.data.merchants}
          announcement={editing.announcement}
          onDone={() => setEditing(null)}
        />
      )}
      {publish.error && <p role="alert">{errorText(i18n, publish.error)}</p>}
      <QueryTable
        query={announcements}
        filter={filter}
        onFilter={setFilter}
        label={t`Announcements`}
        columns={columns}
        empty={<Trans>No announcements yet.</Trans>}
        rowKey={(row) => String(row.id)}
      />
      <HelpTopicsPanel
        merchantCode={filter.merchantCode}
        merchants={merchants.data?.merchants ?? []}
      />
      <CatalogueNamesPanel merchantCode={filter.merchantCode} />
    </Screen>
  );
};

const Bar = styled(Stack)`
  ${labelledControls}
`;
