import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffHelpTopic } from '@portal/contract';
import { Button, FormField, FormStack, FormTextField, Table } from '@portal/ui-kit';
import { useMemo, useState } from 'react';
import { Form as FinalForm } from 'react-final-form';
import { errorText } from '../i18n/consoleI18n.ts';
import { BrandSelect } from '../ui/BrandSelect.tsx';
import { column } from '../ui/DataTable.tsx';
import { SaveOrCancel } from '../ui/formFields.tsx';
import { filled, firstOf, fitsCall } from '../ui/formRules.ts';
import { Card } from '../ui/parts.tsx';
import { RowActions } from '../ui/ReviewQueue.tsx';
import { useHelpTopics, useSaveHelpTopic } from './queries.ts';
import { RichTextEditor } from './RichTextEditor.tsx';
import { TextLanguagePicker, writtenTranslations } from './TextLanguagePicker.tsx';

/** The help centre's topics of the chosen merchant(s), and a form to add or replace one. */
export const HelpTopicsPanel = ({
  merchantCode,
  merchants,
}: {
  merchantCode: string | undefined;
  merchants: readonly { merchantCode: string; name: string }[];
}) => {
  const { t, i18n } = useLingui();
  const topics = useHelpTopics(merchantCode);
  const [editing, setEditing] = useState<StaffHelpTopic | 'new' | null>(null);
  return (
    <Card aria-labelledby="help-title">
      <h2 id="help-title">
        <Trans>Help centre</Trans>
      </h2>
      {topics.error && <p role="alert">{errorText(i18n, topics.error)}</p>}
      <Table
        label={t`Help topics`}
        columns={[
          column('merchant', t`Merchant`, (topic: StaffHelpTopic) => topic.merchantCode),
          column('anchor', t`Anchor`, (topic: StaffHelpTopic) => topic.hash),
          column('title', t`Title`, (topic: StaffHelpTopic) => topic.title),
          column('actions', t`Actions`, (topic: StaffHelpTopic) => (
            <RowActions
              actions={[
                {
                  label: t`Edit`,
                  name: t`Edit ${topic.title}`,
                  variant: 'secondary',
                  onClick: () => setEditing(topic),
                },
              ]}
            />
          )),
        ]}
        rows={topics.data?.topics ?? []}
        rowKey={(topic) => String(topic.id)}
      />
      {editing === null ? (
        <div>
          <Button variant="secondary" onClick={() => setEditing('new')}>
            <Trans>New help topic</Trans>
          </Button>
        </div>
      ) : (
        <HelpTopicForm
          key={editing === 'new' ? 'new' : editing.id}
          topic={editing === 'new' ? null : editing}
          merchants={merchants}
          onDone={() => setEditing(null)}
        />
      )}
    </Card>
  );
};

const HelpTopicForm = ({
  topic,
  merchants,
  onDone,
}: {
  topic: StaffHelpTopic | null;
  merchants: readonly { merchantCode: string; name: string }[];
  onDone: () => void;
}) => {
  const { t } = useLingui();
  const save = useSaveHelpTopic();
  const initialValues = useMemo<HelpTopicValues>(
    () => ({
      merchantCode: topic?.merchantCode ?? merchants[0]?.merchantCode ?? '',
      hash: topic?.hash ?? '',
      title: topic?.title ?? '',
      content: topic?.content ?? '',
      sort: String(topic?.sort ?? 0),
      textLanguage: '',
      translations: topic?.translations ?? {},
    }),
    [topic, merchants],
  );
  return (
    <FinalForm<HelpTopicValues>
      initialValues={initialValues}
      onSubmit={({
        merchantCode = '',
        hash = '',
        title = '',
        content = '',
        sort = '',
        translations,
      }) =>
        save.mutate(
          {
            merchantCode,
            hash: hash.trim(),
            title: title.trim(),
            content,
            sort: Number.parseInt(sort, 10) || 0,
            translations: writtenTranslations(translations),
          },
          { onSuccess: onDone },
        )
      }
      render={({ handleSubmit, values }) => {
        const textLanguage = values.textLanguage ?? '';
        const contentField = textLanguage ? `translations.${textLanguage}.content` : 'content';
        return (
          <Form noValidate onSubmit={handleSubmit} aria-label={t`Help topic`}>
            <FormField name="merchantCode">
              {({ input }) => (
                <BrandSelect
                  brands={merchants}
                  value={input.value}
                  onChange={(code) => input.onChange(code ?? '')}
                  label={t`Merchant`}
                  disabled={topic !== null}
                />
              )}
            </FormField>
            <FormTextField
              label={t`Anchor`}
              name="hash"
              hint={t`Lower-case letters, digits and dashes`}
              required
              readOnly={topic !== null}
              validate={firstOf(
                filled(t`Use lower-case letters, digits and dashes only.`),
                fitsCall(
                  'contentHelpTopicSave',
                  'hash',
                  t`Use lower-case letters, digits and dashes only.`,
                ),
              )}
            />
            <FormTextField label={t`Sort order`} name="sort" type="number" />
            <TextLanguagePicker
              defaultLanguage={topic?.defaultLanguage ?? null}
              written={Object.keys(writtenTranslations(values.translations))}
            />
            {textLanguage ? (
              <FormTextField
                key={textLanguage}
                label={t`Title (${textLanguage})`}
                name={`translations.${textLanguage}.title`}
              />
            ) : (
              <FormTextField
                label={t`Title`}
                name="title"
                required
                validate={filled(t`Write something first.`)}
              />
            )}
            <FormField name={contentField} key={contentField}>
              {({ input }) => (
                <RichTextEditor
                  label={textLanguage ? t`Topic text (${textLanguage})` : t`Topic text`}
                  initialHtml={input.value ?? ''}
                  onChange={input.onChange}
                />
              )}
            </FormField>
            <SaveOrCancel error={save.error} saving={save.isPending} onCancel={onDone}>
              <Trans>Save topic</Trans>
            </SaveOrCancel>
          </Form>
        );
      }}
    />
  );
};

interface HelpTopicValues {
  merchantCode?: string;
  hash?: string;
  title?: string;
  content?: string;
  sort?: string;
  /** Which language's text the title and content fields edit ('' the default language's). */
  textLanguage?: string;
  translations?: StaffHelpTopic['translations'];
}

const Form = styled(FormStack)`
  > div {
    display: grid;
    gap: ${({ theme }) => theme.spacing.xs}px;
  }
`;
