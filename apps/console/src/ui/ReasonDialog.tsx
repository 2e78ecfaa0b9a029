import { ConfirmDialog, FormTextField } from '@portal/ui-kit';
import type { FormApi } from 'final-form';
import type { ReactNode } from 'react';
import { Form as FinalForm, useForm } from 'react-final-form';
import type { Rule } from './formRules.ts';

/**
 * Starts the form again without the reason (after a cancel, or once the server took it): the
 * other fields keep their values, and no "submit failed" error is left on the empty field.
 */
export const forgetReason = <V extends { reason?: string }>(form: FormApi<V>) =>
  form.restart({ ...form.getState().values, reason: undefined });

export interface ReasonDialogProps {
  open: boolean;
  name: string;
  title: string;
  /** What confirming does, above the reason field. */
  message: ReactNode;
  reasonLabel: string;
  maxLength: number;
  /** The reason's rule (the contract's length, with the desk's message). */
  validate: Rule;
  confirmLabel: string;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
}

/**
 * A confirmation that needs a reason for the audit log (voiding a draw, paying out a closed
 * account), drawn inside the desk's react-final-form form: the reason is its field `reason`
 * and the ui-kit ConfirmDialog's confirm button submits the form. Cancelling forgets what
 * was typed there.
 */
export const ReasonDialog = ({
  reasonLabel,
  maxLength,
  validate,
  message,
  onCancel,
  ...dialog
}: ReasonDialogProps) => {
  const form = useForm<{ reason?: string }>();
  return (
    <ConfirmDialog
      {...dialog}
      message={
        <>
          {message}
          <FormTextField
            label={reasonLabel}
            name="reason"
            maxLength={maxLength}
            validate={validate}
          />
        </>
      }
      onConfirm={() => void form.submit()}
      onCancel={() => {
        forgetReason(form);
        onCancel();
      }}
    />
  );
};

export interface ReasonFormDialogProps extends Omit<ReasonDialogProps, 'onCancel'> {
  /** Sends the trimmed reason; `done` closes the dialog once the server took it. */
  onReason: (reason: string, done: () => void) => void;
  /** Closes the dialog (after a cancel or once done); the desk also resets its call there. */
  onClose: () => void;
}

/**
 * A ReasonDialog with its own form, for a queue whose only field is the reason (rejecting an
 * application, a referral or a payout): the reason is forgotten on cancel and once sent, so
 * the next row starts empty.
 */
export const ReasonFormDialog = ({ onReason, onClose, ...dialog }: ReasonFormDialogProps) => (
  <FinalForm<{ reason?: string }>
    onSubmit={({ reason = '' }, form) =>
      onReason(reason.trim(), () => {
        forgetReason(form);
        onClose();
      })
    }
    render={() => <ReasonDialog {...dialog} onCancel={onClose} />}
  />
);
