import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, FormField, Grid, Stack } from '@portal/ui-kit';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ChangeEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Form as FinalForm } from 'react-final-form';
import { errorText } from '../i18n/consoleI18n.ts';
import { useUploadImage } from './queries.ts';

export interface RichTextEditorProps {
  label: string;
  /** The HTML the editor starts with (read once: the editor owns its text afterwards). */
  initialHtml: string;
  onChange: (html: string) => void;
}

/** Links staff may add: the web, or a path on the brand's own site. */
const LINK_ADDRESS = /^(https:\/\/[^\s]+|\/[^\s]*)$/;

/**
 * The rich-text editor, on Tiptap (ProseMirror): paragraphs, headings, bold, italic, links,
 * lists and images uploaded to the server, which checks their bytes. It writes HTML; the
 * server sanitises it on every write, so what the editor allows is a convenience, never the
 * guard. The HTML source view lets staff paste markup, which the server sanitises the same way.
 */
export const RichTextEditor = ({ label, initialHtml, onChange }: RichTextEditorProps) => {
  const { t, i18n } = useLingui();
  const fileInput = useRef<HTMLInputElement>(null);
  const [html, setHtml] = useState(initialHtml);
  const [source, setSource] = useState(false);
  const [linkOpen, setLinkOpen] = useState(false);
  const upload = useUploadImage();
  const labelId = useId();
  const areaId = `${labelId}-area`;

  const change = (next: string) => {
    setHtml(next);
    onChange(next);
  };
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: false,
          defaultProtocol: 'https',
          isAllowedUri: (url) => LINK_ADDRESS.test(url),
        },
      }),
      Image,
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        id: areaId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
      },
    },
    onUpdate: ({ editor: current }) => change(current.getHTML()),
  });
  const marks = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      list: current?.isActive('bulletList') ?? false,
      link: current?.isActive('link') ?? false,
    }),
  });

  const toggleSource = () => {
    // Back from the source view the editor reads the markup (dropping what it cannot show);
    // the form keeps what staff typed until they edit again.
    if (source) editor?.commands.setContent(html, { emitUpdate: false });
    setSource(!source);
    setLinkOpen(false);
  };
  const addLink = (address: string) => {
    editor?.chain().focus().extendMarkRange('link').setLink({ href: address }).run();
    setLinkOpen(false);
  };
  const addImage = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) {
      upload.mutate(file, {
        onSuccess: (image) => editor?.chain().focus().setImage({ src: image.url }).run(),
      });
    }
  };

  return (
    <Frame gap="xs">
      <span id={labelId}>{label}</span>
      <Stack
        role="toolbar"
        direction="row"
        wrap
        gap="xs"
        aria-label={t`Formatting`}
        aria-controls={areaId}
      >
        <ToolButton
          pressed={marks?.bold ?? false}
          disabled={source}
          onClick={() => editor?.chain().focus().toggleBold().run()}
        >
          <Trans>Bold</Trans>
        </ToolButton>
        <ToolButton
          pressed={marks?.italic ?? false}
          disabled={source}
          onClick={() => editor?.chain().focus().toggleItalic().run()}
        >
          <Trans>Italic</Trans>
        </ToolButton>
        <ToolButton
          pressed={marks?.link ?? false}
          expanded={linkOpen}
          disabled={source}
          onClick={() =>
            marks?.link
              ? editor?.chain().focus().extendMarkRange('link').unsetLink().run()
              : setLinkOpen(!linkOpen)
          }
        >
          <Trans>Link</Trans>
        </ToolButton>
        <ToolButton
          pressed={marks?.list ?? false}
          disabled={source}
          onClick={() => editor?.chain().focus().toggleBulletList().run()}
        >
          <Trans>List</Trans>
        </ToolButton>
        <ToolButton
          loading={upload.isPending}
          disabled={source}
          onClick={() => fileInput.current?.click()}
        >
          <Trans>Image</Trans>
        </ToolButton>
        <ToolButton pressed={source} onClick={toggleSource}>
          <Trans>HTML source</Trans>
        </ToolButton>
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          aria-label={t`Image file`}
          hidden
          onChange={addImage}
        />
      </Stack>
      {linkOpen && <LinkForm onAdd={addLink} onClose={() => setLinkOpen(false)} />}
      {upload.error && <p role="alert">{errorText(i18n, upload.error)}</p>}
      {source ? (
        <textarea
          aria-label={t`HTML source of ${label}`}
          value={html}
          rows={8}
          onChange={(event) => change(event.target.value)}
        />
      ) : (
        <EditorContent editor={editor} />
      )}
    </Frame>
  );
};

/**
 * The address of a link to add, as its own react-final-form form. It renders no form element:
 * a form inside the announcement's form would nest, so it is a group whose Enter and button
 * submit it (and Enter never submits the announcement).
 */
const LinkForm = ({
  onAdd,
  onClose,
}: {
  onAdd: (address: string) => void;
  onClose: () => void;
}) => {
  const { t } = useLingui();
  return (
    <FinalForm<{ address?: string }>
      onSubmit={({ address = '' }) => {
        if (LINK_ADDRESS.test(address.trim())) onAdd(address.trim());
      }}
      render={({ handleSubmit, values }) => {
        const typed = values.address?.trim() ?? '';
        const invalid = typed !== '' && !LINK_ADDRESS.test(typed);
        return (
          <Stack as="fieldset" className="link" direction="row" wrap align="center" gap="xs">
            <legend>
              <Trans>Link the selected text</Trans>
            </legend>
            <FormField name="address">
              {({ input }) => (
                <input
                  {...input}
                  aria-label={t`Link address (https://… or /path)`}
                  aria-invalid={invalid}
                  placeholder="https://"
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      void handleSubmit();
                    }
                    if (event.key === 'Escape') onClose();
                  }}
                />
              )}
            </FormField>
            <Button size="small" type="button" disabled={invalid} onClick={() => handleSubmit()}>
              <Trans>Add link</Trans>
            </Button>
          </Stack>
        );
      }}
    />
  );
};

const Frame = styled(Grid)`
  .link {
    margin: 0;
    padding: ${({ theme }) => theme.spacing.xs}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.small}px;
    input {
      flex: 1 1 16rem;
      min-height: 32px;
    }
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
  [role='textbox']:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
  [role='textbox'] img {
    max-width: 100%;
  }
`;

/** A toolbar button: a toggle when `pressed` is given, a disclosure when `expanded` is. */
const ToolButton = ({
  pressed,
  expanded,
  loading,
  disabled,
  onClick,
  children,
}: {
  pressed?: boolean;
  expanded?: boolean;
  loading?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) => (
  <Button
    size="small"
    variant="secondary"
    type="button"
    {...(pressed === undefined ? {} : { 'aria-pressed': pressed })}
    {...(expanded === undefined ? {} : { 'aria-expanded': expanded })}
    {...(loading === undefined ? {} : { loading })}
    {...(disabled === undefined ? {} : { disabled })}
    onClick={onClick}
  >
    {children}
  </Button>
);
