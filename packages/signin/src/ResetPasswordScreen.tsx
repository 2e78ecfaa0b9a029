import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import type { RegisterRule } from '@portal/contract';
import { type CodedFailure, errorMessage } from '@portal/i18n';
import { Button, Spinner, Stack, submitFailure, TextField } from '@portal/ui-kit';
import { type ReactNode, useState } from 'react';
import { Form as FinalForm } from 'react-final-form';
import { CardPage } from './CardPage.tsx';
import { ConfirmPasswordField, NewPasswordField } from './NewPasswordField.tsx';
import { Failure, Form } from './popupParts.tsx';

/** What the page knows about its link before the member types. */
export type ResetLinkState =
  | { status: 'checking' }
  | { status: 'ready'; username: string }
  /** Unknown, used, superseded or expired (or the check itself failed): its catalogue code. */
  | { status: 'invalid'; failure: CodedFailure };

/** The new password twice, as the reset call takes them beside the link's token. */
export interface NewPassword {
  newPassword: string;
  confirmNewPassword: string;
}

export interface ResetPasswordScreenProps {
  link: ResetLinkState;
  /** The register rules' password rule; without one the field is only required. */
  passwordRule?: RegisterRule | undefined;
  /** Sets the new password with the link; fails with a catalogue code. */
  resetPassword: (change: NewPassword) => Promise<unknown>;
  /** A dead link: ask for a new one (the forgot-password popup). */
  onAskAgain: () => void;
  /** Done: log in with the new password (the login popup). */
  onLogIn: () => void;
}

interface Values {
  newPassword?: string;
  confirmNewPassword?: string;
}

/**
 * The page a password-reset link opens (`/reset-password#token=...`): while the link is
 * checked, a status; a dead link says so and offers to ask again; a good one takes the new
 * password twice under the brand's password rule; once set, the member goes on to log in.
 */
export const ResetPasswordScreen = ({
  link,
  passwordRule,
  resetPassword,
  onAskAgain,
  onLogIn,
}: ResetPasswordScreenProps) => {
  const { t, i18n } = useLingui();
  const [done, setDone] = useState(false);

  let body: ReactNode;
  if (done) {
    body = (
      <>
        <p role="status">{t`Your password has been changed. Log in with your new password.`}</p>
        <Button type="button" fullWidth onClick={onLogIn}>
          {t`Log in`}
        </Button>
      </>
    );
  } else if (link.status === 'checking') {
    body = (
      <Centered direction="row" justify="center">
        <Spinner label={t`Checking your link…`} size={32} />
      </Centered>
    );
  } else if (link.status === 'invalid') {
    body = (
      <>
        <Failure role="alert">{errorMessage(i18n, link.failure)}</Failure>
        <Button type="button" fullWidth onClick={onAskAgain}>
          {t`Ask for a new link`}
        </Button>
      </>
    );
  } else {
    body = (
      <FinalForm<Values>
        onSubmit={async (values) => {
          try {
            await resetPassword({
              newPassword: values.newPassword ?? '',
              confirmNewPassword: values.confirmNewPassword ?? '',
            });
            setDone(true);
            return undefined;
          } catch (error) {
            return submitFailure(i18n, error);
          }
        }}
        render={({ handleSubmit, submitting, submitError }) => (
          <Form method="post" noValidate onSubmit={handleSubmit}>
            <p>{t`Choose a new password for your account.`}</p>
            {/* Read-only, for the password manager: it stores the new password under this name. */}
            <TextField
              label={t`Username`}
              name="username"
              autoComplete="username"
              value={link.username}
              readOnly
            />
            <NewPasswordField name="newPassword" rule={passwordRule} />
            <ConfirmPasswordField
              name="confirmNewPassword"
              matches="newPassword"
              rule={passwordRule}
            />
            {submitError && <Failure role="alert">{String(submitError)}</Failure>}
            <Button type="submit" fullWidth loading={submitting}>
              {t`Set new password`}
            </Button>
          </Form>
        )}
      />
    );
  }

  return <CardPage title={t`Reset password`}>{body}</CardPage>;
};

const Centered = styled(Stack)`
  padding: ${({ theme }) => theme.spacing.lg}px 0;
`;
