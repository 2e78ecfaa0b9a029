import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  BANNER_GROUPS,
  LANGUAGES,
  NOTICE_TYPES,
  type POPUP_EXECUTIONS,
  type StaffAnnouncement,
} from '@portal/contract';
import { Button, Checkbox, TextField } from '@portal/ui-kit';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { errorText } from '../i18n/consoleI18n.ts';
import { Card, labelledControls } from '../ui/parts.tsx';
import { useNoticeTypeLabels } from './labels.ts';
import { NoticePreview } from './NoticePreview.tsx';
import { type AnnouncementDraft, usePreview, useSaveAnnouncement } from './queries.ts';
import { RichTextEditor } from './RichTextEditor.tsx';

type NoticeType = (typeof NOTICE_TYPES)[number];

/** `datetime-local` wants local time without a zone; the server keeps UTC. */
const toLocalInput = (iso: string | null): string => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string): string | null =>
  value ? new Date(value).toISOString() : null;

const Select = ({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) => {
  const id = useId();
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
};

export interface AnnouncementEditorProps {
  merchants: readonly { merchantCode: string; name: string }[];
  /** null: a new announcement. */
  announcement: StaffAnnouncement | null;
  onDone: (saved: StaffAnnouncement | null) => void;
}

/**
 * Writes an announcement: where and when it shows (merchant, type, banner group, popup
 * audience, language, schedule) and its rich text, with a preview of exactly what the server
 * keeps. A new announcement is saved unpublished; the list publishes it.
 */
export const AnnouncementEditor = ({
  merchants,
  announcement,
  onDone,
}: AnnouncementEditorProps) => {
  const { t, i18n } = useLingui();
  const typeLabels = useNoticeTypeLabels();
  const [merchantCode, setMerchantCode] = useState(
    announcement?.merchantCode ?? merchants[0]?.merchantCode ?? '',
  );
  const [type, setType] = useState<NoticeType>(announcement?.type ?? 'PL');
  const [groupName, setGroupName] = useState(announcement?.groupName || 'w_home');
  const [execution, setExecution] = useState(announcement?.execution ?? 'A');
  const [language, setLanguage] = useState<string>(announcement?.language ?? '');
  const [title, setTitle] = useState(announcement?.title ?? '');
  const [content, setContent] = useState(announcement?.content ?? '');
  const [imageUrl, setImageUrl] = useState(announcement?.imageUrl ?? '');
  const [linkage, setLinkage] = useState(announcement?.linkage ?? '');
  const [sort, setSort] = useState(String(announcement?.sort ?? 0));
  const [membersOnly, setMembersOnly] = useState(announcement?.membersOnly ?? false);
  const [publishFrom, setPublishFrom] = useState(toLocalInput(announcement?.publishFrom ?? null));
  const [publishUntil, setPublishUntil] = useState(
    toLocalInput(announcement?.publishUntil ?? null),
  );
  const save = useSaveAnnouncement();
  const preview = usePreview();

  const draft = (): AnnouncementDraft => ({
    type,
    groupName: type === 'B' ? (groupName as AnnouncementDraft['groupName']) : '',
    language: language ? (language as (typeof LANGUAGES)[number]) : null,
    title: title.trim(),
    content,
    imageUrl: imageUrl.trim(),
    linkage: linkage.trim() || null,
    linkageType: linkage.trim() ? (linkage.trim().startsWith('/') ? 'ROUTE' : 'URL') : null,
    execution: type === 'PU' ? (execution as (typeof POPUP_EXECUTIONS)[number]) : null,
    membersOnly,
    sort: Number.parseInt(sort, 10) || 0,
    publishFrom: fromLocalInput(publishFrom),
    publishUntil: fromLocalInput(publishUntil),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { id: announcement?.id ?? null, merchantCode, draft: draft() },
      { onSuccess: (saved) => onDone(saved) },
    );
  };

  return (
    <Card>
      <Form onSubmit={submit} aria-label={t`Announcement`}>
        <h2>{announcement ? t`Edit announcement` : t`New announcement`}</h2>
        <Fields>
          {announcement === null && (
            <Select label={t`Merchant`} value={merchantCode} onChange={setMerchantCode}>
              {merchants.map((m) => (
                <option key={m.merchantCode} value={m.merchantCode}>
                  {`${m.name} (${m.merchantCode})`}
                </option>
              ))}
            </Select>
          )}
          <Select label={t`Type`} value={type} onChange={(v) => setType(v as NoticeType)}>
            {NOTICE_TYPES.map((code) => (
              <option key={code} value={code}>
                {typeLabels[code]}
              </option>
            ))}
          </Select>
          {type === 'B' && (
            <Select label={t`Banner group`} value={groupName} onChange={setGroupName}>
              {BANNER_GROUPS.map((group) => (
                <option key={group} value={group}>
                  {group}
                </option>
              ))}
            </Select>
          )}
          {type === 'PU' && (
            <Select
              label={t`Shown to`}
              value={execution}
              onChange={(v) => setExecution(v as typeof execution)}
            >
              <option value="A">{t`Members (A)`}</option>
              <option value="B">{t`Visitors (B)`}</option>
              <option value="F">{t`First login (F)`}</option>
            </Select>
          )}
          <Select label={t`Language`} value={language} onChange={setLanguage}>
            <option value="">{t`Every language`}</option>
            {LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </Select>
          <TextField
            label={t`Sort order`}
            name="sort"
            type="number"
            min={0}
            max={9999}
            value={sort}
            onChange={(e) => setSort(e.target.value)}
          />
          <TextField
            label={t`Publish from`}
            name="publishFrom"
            type="datetime-local"
            value={publishFrom}
            onChange={(e) => setPublishFrom(e.target.value)}
          />
          <TextField
            label={t`Publish until`}
            name="publishUntil"
            type="datetime-local"
            value={publishUntil}
            onChange={(e) => setPublishUntil(e.target.value)}
          />
        </Fields>
        <TextField
          label={t`Title`}
          name="title"
          required
          maxLength={200}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
        />
        <RichTextEditor label={t`Content`} initialHtml={content} onChange={setContent} />
        <Fields>
          <TextField
            label={t`Image address`}
            name="imageUrl"
            hint={t`A banner's picture: /media/... or https://...`}
            value={imageUrl}
            onChange={(e) => setImageUrl(e.target.value)}
          />
          <TextField
            label={t`Link`}
            name="linkage"
            hint={t`Where a click leads: /route or https://...`}
            value={linkage}
            onChange={(e) => setLinkage(e.target.value)}
          />
          <Checkbox
            label={t`Members only`}
            checked={membersOnly}
            onChange={(e) => setMembersOnly(e.target.checked)}
          />
        </Fields>
        {save.error && <p role="alert">{errorText(i18n, save.error)}</p>}
        {preview.error && <p role="alert">{errorText(i18n, preview.error)}</p>}
        <Actions>
          <Button
            type="button"
            variant="secondary"
            loading={preview.isPending}
            onClick={() => preview.mutate({ title, content })}
          >
            <Trans>Preview</Trans>
          </Button>
          <Button type="submit" loading={save.isPending}>
            <Trans>Save</Trans>
          </Button>
          <Button type="button" variant="secondary" onClick={() => onDone(null)}>
            <Trans>Cancel</Trans>
          </Button>
        </Actions>
      </Form>
      {preview.data && (
        <NoticePreview
          title={preview.data.title}
          html={preview.data.content}
          language={language || null}
        />
      )}
    </Card>
  );
};

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm}px;
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  ${labelledControls}
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm}px;
`;
