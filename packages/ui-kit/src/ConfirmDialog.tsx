import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './Button.tsx';
import { MessageDialog } from './MessageDialog.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  onConfirm: () => void;
  /** Cancel, the close button and Escape: nothing happens. */
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The confirmed action is running: the confirm button shows a spinner. */
  busy?: boolean;
  /** Shown under the message when the confirmed action failed. */
  error?: string | null;
  name?: string;
}

/** Asks the visitor to confirm an action before it happens. */
export const ConfirmDialog = ({
  open,
  title,
  message,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
  busy = false,
  error,
  name = 'confirm',
}: ConfirmDialogProps) => {
  const { t } = useLingui();
  return (
    <MessageDialog
      name={name}
      open={open}
      onClose={onCancel}
      title={title}
      message={message}
      note={error ? <ErrorText role="alert">{error}</ErrorText> : null}
    >
      <Button variant="ghost" onClick={onCancel} disabled={busy}>
        {cancelLabel ?? t`Cancel`}
      </Button>
      <Button onClick={onConfirm} loading={busy}>
        {confirmLabel ?? t`Confirm`}
      </Button>
    </MessageDialog>
  );
};

const ErrorText = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md}px;
  color: ${({ theme }) => theme.colors.danger};
`;
