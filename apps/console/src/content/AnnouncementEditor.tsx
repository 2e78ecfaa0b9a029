import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  BANNER_GROUPS,
  LANGUAGES,
  type Language,
  NOTICE_TYPES,
  type POPUP_EXECUTIONS,
  type StaffAnnouncement,
} from '@portal/contract';
import { Button, FormField, FormStack, FormTextField, Grid, Stack } from '@portal/ui-kit';
import { useMemo } from 'react';
import { Form as FinalForm } from 'react-final-form';
import { errorText } from '../i18n/consoleI18n.ts';
import { FormCheckbox, FormSelect } from '../ui/formFields.tsx';
import { filled } from '../ui/formRules.ts';
import { Card, labelledControls } from '../ui/parts.tsx';
import { useNoticeTypeLabels } from './labels.ts';
import { NoticePreview } from './NoticePreview.tsx';
import { type AnnouncementDraft, usePreview, useSaveAnnouncement } from './queries.ts';
import { RichTextEditor } from './RichTextEditor.tsx';
import { TextLanguagePicker, writtenTranslations } from './TextLanguagePicker.tsx';

type NoticeType = (typeof NOTICE_TYPES)[number];

/** `datetime-local` wants local time without a zone; the server keeps UTC. */
const toLocalInput = (iso: string | null): string => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string): string | null =>
  value ? new Date(value).toISOString() : null;

/** The editor's fields as the form holds them (text inputs and selects hold strings). */
interface AnnouncementValues {
  merchantCode?: string;
  type: NoticeType;
  groupName?: string;
  execution?: string;
  language?: string;
  title?: string;
  content?: string;
  imageUrl?: string;
  linkage?: string;
  sort?: string;
  membersOnly?: boolean;
  publishFrom?: string;
  publishUntil?: string;
  /** Which language's text the title and content fields edit ('' the default language's). */
  textLanguage?: string;
  translations?: StaffAnnouncement['translations'];
}

/** What the server is sent: fields another type does not use are left out. */
const toDraft = (values: AnnouncementValues): AnnouncementDraft => {
  const { type, groupName = '', execution = 'A', language = '' } = values;
  const linkage = values.linkage?.trim() ?? '';
  return {
    type,
    groupName: type === 'B' ? (groupName as AnnouncementDraft['groupName']) : '',
    language: language ? (language as (typeof LANGUAGES)[number]) : null,
    title: values.title?.trim() ?? '',
    content: values.content ?? '',
    imageUrl: values.imageUrl?.trim() ?? '',
    linkage: linkage || null,
    linkageType: linkage ? (linkage.startsWith('/') ? 'ROUTE' : 'URL') : null,
    execution: type === 'PU' ? (execution as (typeof POPUP_EXECUTIONS)[number]) : null,
    membersOnly: values.membersOnly ?? false,
    sort: Number.parseInt(values.sort ?? '', 10) || 0,
    publishFrom: fromLocalInput(values.publishFrom ?? ''),
    publishUntil: fromLocalInput(values.publishUntil ?? ''),
    translations: writtenTranslations(values.translations),
  };
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
  const initialValues = useMemo<AnnouncementValues>(
    () => ({
      merchantCode: announcement?.merchantCode ?? merchants[0]?.merchantCode ?? '',
      type: announcement?.type ?? 'PL',
      groupName: announcement?.groupName || 'w_home',
      execution: announcement?.execution ?? 'A',
      language: announcement?.language ?? '',
      title: announcement?.title ?? '',
      content: announcement?.content ?? '',
      imageUrl: announcement?.imageUrl ?? '',
      linkage: announcement?.linkage ?? '',
      sort: String(announcement?.sort ?? 0),
      membersOnly: announcement?.membersOnly ?? false,
      publishFrom: toLocalInput(announcement?.publishFrom ?? null),
      publishUntil: toLocalInput(announcement?.publishUntil ?? null),
      textLanguage: '',
      translations: announcement?.translations ?? {},
    }),
    [announcement, merchants],
  );
  const save = useSaveAnnouncement();
  const preview = usePreview();

  return (
    <Card>
      <FinalForm<AnnouncementValues>
        initialValues={initialValues}
        onSubmit={(values) =>
          save.mutate(
            {
              id: announcement?.id ?? null,
              merchantCode: values.merchantCode ?? '',
              draft: toDraft(values),
            },
            { onSuccess: (saved) => onDone(saved) },
          )
        }
        render={({ handleSubmit, values }) => {
          const textLanguage = (values.textLanguage ?? '') as Language | '';
          // The fields the title and content inputs edit: the row's own (the default
          // language's) or the chosen language's translation.
          const titleField = textLanguage ? `translations.${textLanguage}.title` : 'title';
          const contentField = textLanguage ? `translations.${textLanguage}.content` : 'content';
          const editedText = textLanguage
            ? values.translations?.[textLanguage]
            : { title: values.title, content: values.content };
          return (
            <>
              <FormStack noValidate onSubmit={handleSubmit} aria-label={t`Announcement`}>
                <h2>{announcement ? t`Edit announcement` : t`New announcement`}</h2>
                <Fields minColumnWidth={180} autoFill>
                  {announcement === null && (
                    <FormSelect name="merchantCode" label={t`Merchant`}>
                      {merchants.map((m) => (
                        <option key={m.merchantCode} value={m.merchantCode}>
                          {`${m.name} (${m.merchantCode})`}
                        </option>
                      ))}
                    </FormSelect>
                  )}
                  <FormSelect name="type" label={t`Type`}>
                    {NOTICE_TYPES.map((code) => (
                      <option key={code} value={code}>
                        {typeLabels[code]}
                      </option>
                    ))}
                  </FormSelect>
                  {values.type === 'B' && (
                    <FormSelect name="groupName" label={t`Banner group`}>
                      {BANNER_GROUPS.map((group) => (
                        <option key={group} value={group}>
                          {group}
                        </option>
                      ))}
                    </FormSelect>
                  )}
                  {values.type === 'PU' && (
                    <FormSelect name="execution" label={t`Shown to`}>
                      <option value="A">{t`Members (A)`}</option>
                      <option value="B">{t`Visitors (B)`}</option>
                      <option value="F">{t`First login (F)`}</option>
                    </FormSelect>
                  )}
                  <FormSelect name="language" label={t`Language`}>
                    <option value="">{t`Every language`}</option>
                    {LANGUAGES.map((code) => (
                      <option key={code} value={code}>
                        {code}
                      </option>
                    ))}
                  </FormSelect>
                  <FormTextField
                    label={t`Sort order`}
                    name="sort"
                    type="number"
                    min={0}
                    max={9999}
                  />
                  <FormTextField label={t`Publish from`} name="publishFrom" type="datetime-local" />
                  <FormTextField
                    label={t`Publish until`}
                    name="publishUntil"
                    type="datetime-local"
                  />
                </Fields>
                <TextLanguagePicker
                  defaultLanguage={announcement?.defaultLanguage ?? null}
                  written={Object.keys(writtenTranslations(values.translations))}
                />
                {textLanguage ? (
                  <FormTextField
                    key={titleField}
                    label={t`Title (${textLanguage})`}
                    name={titleField}
                    maxLength={200}
                  />
                ) : (
                  <FormTextField
                    label={t`Title`}
                    name="title"
                    required
                    maxLength={200}
                    validate={filled(t`Write something first.`)}
                  />
                )}
                <FormField name={contentField} key={contentField}>
                  {({ input }) => (
                    <RichTextEditor
                      label={textLanguage ? t`Content (${textLanguage})` : t`Content`}
                      initialHtml={input.value ?? ''}
                      onChange={input.onChange}
                    />
                  )}
                </FormField>
                <Fields minColumnWidth={180} autoFill>
                  <FormTextField
                    label={t`Image address`}
                    name="imageUrl"
                    hint={t`A banner's picture: /media/... or https://...`}
                  />
                  <FormTextField
                    label={t`Link`}
                    name="linkage"
                    hint={t`Where a click leads: /route or https://...`}
                  />
                  <FormCheckbox name="membersOnly" label={t`Members only`} />
                </Fields>
                {save.error && <p role="alert">{errorText(i18n, save.error)}</p>}
                {preview.error && <p role="alert">{errorText(i18n, preview.error)}</p>}
                <Stack direction="row">
                  <Button
                    type="button"
                    variant="secondary"
                    loading={preview.isPending}
                    onClick={() =>
                      preview.mutate({
                        title: editedText?.title ?? '',
                        content: editedText?.content ?? '',
                      })
                    }
                  >
                    <Trans>Preview</Trans>
                  </Button>
                  <Button type="submit" loading={save.isPending}>
                    <Trans>Save</Trans>
                  </Button>
                  <Button type="button" variant="secondary" onClick={() => onDone(null)}>
                    <Trans>Cancel</Trans>
                  </Button>
                </Stack>
              </FormStack>
              {preview.data && (
                <NoticePreview
                  title={preview.data.title}
                  html={preview.data.content}
                  language={textLanguage || values.language || null}
                />
              )}
            </>
          );
        }}
      />
    </Card>
  );
};

const Fields = styled(Grid)`
  ${labelledControls}
`;
