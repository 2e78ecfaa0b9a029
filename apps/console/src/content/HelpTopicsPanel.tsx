import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffHelpTopic } from '@portal/contract';
import { Button, TextField } from '@portal/ui-kit';
import { type FormEvent, useState } from 'react';
import { errorText } from '../i18n/consoleI18n.ts';
import { BrandSelect } from '../ui/BrandSelect.tsx';
import { Card, Table } from '../ui/parts.tsx';
import { useHelpTopics, useSaveHelpTopic } from './queries.ts';
import { RichTextEditor } from './RichTextEditor.tsx';

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
      <Table aria-label={t`Help topics`}>
        <thead>
          <tr>
            <th>{t`Merchant`}</th>
            <th>{t`Anchor`}</th>
            <th>{t`Title`}</th>
            <th>{t`Actions`}</th>
          </tr>
        </thead>
        <tbody>
          {(topics.data?.topics ?? []).map((topic) => (
            <tr key={topic.id}>
              <td>{topic.merchantCode}</td>
              <td>{topic.hash}</td>
              <td>{topic.title}</td>
              <td>
                <Button
                  size="small"
                  variant="secondary"
                  aria-label={t`Edit ${topic.title}`}
                  onClick={() => setEditing(topic)}
                >
                  <Trans>Edit</Trans>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
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
  const { t, i18n } = useLingui();
  const save = useSaveHelpTopic();
  const [merchantCode, setMerchantCode] = useState(
    topic?.merchantCode ?? merchants[0]?.merchantCode ?? '',
  );
  const [hash, setHash] = useState(topic?.hash ?? '');
  const [title, setTitle] = useState(topic?.title ?? '');
  const [content, setContent] = useState(topic?.content ?? '');
  const [sort, setSort] = useState(String(topic?.sort ?? 0));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        merchantCode,
        hash: hash.trim(),
        title: title.trim(),
        content,
        sort: Number.parseInt(sort, 10) || 0,
      },
      { onSuccess: onDone },
    );
  };
  return (
    <Form onSubmit={submit} aria-label={t`Help topic`}>
      <BrandSelect
        brands={merchants}
        value={merchantCode}
        onChange={(code) => setMerchantCode(code ?? '')}
        label={t`Merchant`}
        disabled={topic !== null}
      />
      <TextField
        label={t`Anchor`}
        name="hash"
        hint={t`Lower-case letters, digits and dashes`}
        pattern="[a-z0-9-]+"
        required
        readOnly={topic !== null}
        value={hash}
        onChange={(e) => setHash(e.target.value)}
      />
      <TextField
        label={t`Title`}
        name="title"
        required
        value={title}
        onChange={(e) => setTitle(e.target.value)}
      />
      <TextField
        label={t`Sort order`}
        name="sort"
        type="number"
        value={sort}
        onChange={(e) => setSort(e.target.value)}
      />
      <RichTextEditor label={t`Topic text`} initialHtml={content} onChange={setContent} />
      {save.error && <p role="alert">{errorText(i18n, save.error)}</p>}
      <div>
        <Button type="submit" loading={save.isPending}>
          <Trans>Save topic</Trans>
        </Button>{' '}
        <Button type="button" variant="secondary" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </Form>
  );
};

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm}px;
  > div {
    display: grid;
    gap: ${({ theme }) => theme.spacing.xs}px;
  }
`;
