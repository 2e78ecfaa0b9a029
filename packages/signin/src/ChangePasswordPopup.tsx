import { useLingui } from '@lingui/react/macro';
import type { CallInput, RegisterRule } from '@portal/contract';
import { Button, FormPasswordField, Modal, submitFailure, TextField } from '@portal/ui-kit';
import { Form as FinalForm } from 'react-final-form';
import { ConfirmPasswordField, NewPasswordField } from './NewPasswordField.tsx';
import { Failure, Form } from './popupParts.tsx';

/** What the change-password call takes (the contract's request). */
export type PasswordChange = CallInput<'changePassword'>;

export interface ChangePasswordPopupProps {
  open: boolean;
  onClose: () => void;
  /** Shown read-only when known. */
  username?: string | undefined;
  /** Known right after a login that must change it: the field is then hidden. */
  oldPassword?: string | undefined;
  /** The password rule of the register rules. */
  passwordRule?: RegisterRule | undefined;
  changePassword: (change: PasswordChange) => Promise<unknown>;
}

interface Values {
  oldPassword?: string;
  newPassword?: string;
  confirmNewPassword?: string;
}

/** Change password; also the forced change after a weak or expired password (portal-spec 2, 4). */
export const ChangePasswordPopup = ({
  open,
  onClose,
  username,
  oldPassword,
  passwordRule,
  changePassword,
}: ChangePasswordPopupProps) => {
  const { t, i18n } = useLingui();
  const required = t`Input cannot be empty.`;
  return (
    <Modal
      name="change-password"
      open={open}
      onClose={onClose}
      title={t`Change password`}
      width={380}
    >
      <FinalForm<Values>
        onSubmit={async (values) => {
          try {
            await changePassword({
              oldPassword: oldPassword ?? values.oldPassword ?? '',
              newPassword: values.newPassword ?? '',
              confirmNewPassword: values.confirmNewPassword ?? '',
            });
            return undefined;
          } catch (error) {
            return submitFailure(i18n, error);
          }
        }}
        render={({ handleSubmit, submitting, submitError }) => (
          <Form method="post" noValidate onSubmit={handleSubmit}>
            {username && (
              <TextField
                label={t`Username`}
                name="username"
                autoComplete="username"
                value={username}
                readOnly
              />
            )}
            {oldPassword === undefined && (
              <FormPasswordField
                name="oldPassword"
                validate={(value) => (value ? undefined : required)}
                label={t`Old password`}
                autoComplete="current-password"
                maxLength={128}
              />
            )}
            <NewPasswordField name="newPassword" rule={passwordRule} />
            <ConfirmPasswordField
              name="confirmNewPassword"
              matches="newPassword"
              rule={passwordRule}
            />
            {submitError && <Failure role="alert">{String(submitError)}</Failure>}
            <Button type="submit" fullWidth loading={submitting}>
              {t`Submit`}
            </Button>
          </Form>
        )}
      />
    </Modal>
  );
};
