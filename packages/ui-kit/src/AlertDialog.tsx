import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './Button.tsx';
import { MessageDialog } from './MessageDialog.tsx';

export interface AlertDialogProps {
  open: boolean;
  /** Called by the confirm button, the close button and Escape alike. */
  onClose: () => void;
  message: ReactNode;
  /** Defaults to "Warning". */
  title?: string;
  confirmLabel?: string;
  name?: string;
}

/** A warning the visitor acknowledges with one confirm button (portal-spec section 8). */
export const AlertDialog = ({
  open,
  onClose,
  message,
  title,
  confirmLabel,
  name = 'alert',
}: AlertDialogProps) => {
  const { t } = useLingui();
  return (
    <MessageDialog
      name={name}
      open={open}
      onClose={onClose}
      title={title ?? t`Warning`}
      role="alertdialog"
      message={message}
    >
      <Button onClick={onClose}>{confirmLabel ?? t`Confirm`}</Button>
    </MessageDialog>
  );
};
