import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { Button } from './Button.tsx';
import { Modal } from './Modal.tsx';

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
  const messageId = useId();
  return (
    <Modal
      name={name}
      open={open}
      onClose={onClose}
      title={title ?? t`Warning`}
      role="alertdialog"
      describedBy={messageId}
      width={360}
    >
      <Message id={messageId}>{message}</Message>
      <Actions>
        <Button onClick={onClose}>{confirmLabel ?? t`Confirm`}</Button>
      </Actions>
    </Modal>
  );
};

const Message = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing.lg}px;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
