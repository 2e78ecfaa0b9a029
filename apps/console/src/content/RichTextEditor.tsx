import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@portal/ui-kit';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { errorText } from '../i18n/consoleI18n.ts';
import { useUploadImage } from './queries.ts';

export interface RichTextEditorProps {
  label: string;
  /** The HTML the editor starts with (read once: the editor owns its text afterwards). */
  initialHtml: string;
  onChange: (html: string) => void;
}

/**
 * A small rich-text editor: bold, italic, link, bulleted list and image (uploaded to the
 * server, which checks its bytes). It writes HTML; the server sanitises it on every write, so
 * what the editor allows is a convenience, never the guard.
 */
export const RichTextEditor = ({ label, initialHtml, onChange }: RichTextEditorProps) => {
  const { t, i18n } = useLingui();
  const editor = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [html, setHtml] = useState(initialHtml);
  // The HTML source view: staff may paste markup; the server still sanitises it.
  const [source, setSource] = useState(false);
  // The editable area is remounted with the current HTML after the source view.
  const [mounted, setMounted] = useState(() => ({ key: 0, __html: initialHtml }));
  const upload = useUploadImage();
  const labelId = useId();

  const change = (next: string) => {
    setHtml(next);
    onChange(next);
  };
  const emit = () => change(editor.current?.innerHTML ?? '');
  const toggleSource = () => {
    if (source) setMounted({ key: mounted.key + 1, __html: html });
    setSource(!source);
  };
  const run = (command: string, value?: string) => {
    editor.current?.focus();
    // execCommand is deprecated but still the one editing primitive every browser ships; a
    // kept editor library would wrap the same calls.
    document.execCommand(command, false, value);
    emit();
  };
  const addLink = () => {
    const url = window.prompt(t`Link address (https://… or /path)`);
    if (url && /^(https:\/\/|\/)/.test(url)) run('createLink', url);
  };
  const addImage = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) upload.mutate(file, { onSuccess: (image) => run('insertImage', image.url) });
  };

  return (
    <Frame>
      <span id={labelId}>{label}</span>
      <div role="toolbar" aria-label={t`Formatting`} aria-controls={`${labelId}-area`}>
        <Button size="small" variant="secondary" type="button" onClick={() => run('bold')}>
          <Trans>Bold</Trans>
        </Button>
        <Button size="small" variant="secondary" type="button" onClick={() => run('italic')}>
          <Trans>Italic</Trans>
        </Button>
        <Button size="small" variant="secondary" type="button" onClick={addLink}>
          <Trans>Link</Trans>
        </Button>
        <Button
          size="small"
          variant="secondary"
          type="button"
          onClick={() => run('insertUnorderedList')}
        >
          <Trans>List</Trans>
        </Button>
        <Button
          size="small"
          variant="secondary"
          type="button"
          loading={upload.isPending}
          onClick={() => fileInput.current?.click()}
        >
          <Trans>Image</Trans>
        </Button>
        <Button
          size="small"
          variant="secondary"
          type="button"
          aria-pressed={source}
          onClick={toggleSource}
        >
          <Trans>HTML source</Trans>
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          aria-label={t`Image file`}
          hidden
          onChange={addImage}
        />
      </div>
      {upload.error && <p role="alert">{errorText(i18n, upload.error)}</p>}
      {source ? (
        <textarea
          aria-label={t`HTML source of ${label}`}
          value={html}
          rows={8}
          onChange={(event) => change(event.target.value)}
        />
      ) : (
        // biome-ignore lint/a11y/useSemanticElements: a rich-text area has no native element
        <div
          key={mounted.key}
          id={`${labelId}-area`}
          ref={editor}
          role="textbox"
          tabIndex={0}
          aria-multiline="true"
          aria-labelledby={labelId}
          contentEditable
          suppressContentEditableWarning
          onInput={emit}
          onBlur={emit}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the editor's own text; the server sanitises every save
          dangerouslySetInnerHTML={{ __html: mounted.__html }}
        />
      )}
    </Frame>
  );
};

const Frame = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs}px;
  [role='toolbar'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing.xs}px;
  }
  textarea,
  [role='textbox'] {
    min-height: 140px;
    padding: ${({ theme }) => theme.spacing.sm}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.small}px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.onSurface};
    overflow-wrap: anywhere;
  }
  [role='textbox'] img {
    max-width: 100%;
  }
`;
