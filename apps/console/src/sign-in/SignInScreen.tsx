import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiError } from '@portal/api-client';
import type { PasswordStep, StaffSession } from '@portal/contract';
import { Button, FormPasswordField, FormStack, FormTextField, Stack } from '@portal/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Form as FinalForm } from 'react-final-form';
import { errorText } from '../i18n/consoleI18n.ts';
import { staffSessionKey, useCodeStep, useEnrol, usePasswordStep } from '../session/queries.ts';
import { Failure } from '../ui/parts.tsx';
import { EnrolmentQr } from './EnrolmentQr.tsx';
import { RecoveryCodes } from './RecoveryCodes.tsx';

type Step =
  | { kind: 'password' }
  | { kind: 'code'; step: PasswordStep }
  | { kind: 'enrol'; step: PasswordStep }
  | { kind: 'recovery'; session: StaffSession; codes: string[] };

/**
 * Staff sign-in: the password, then a code from the authenticator app (or a recovery code).
 * At the first sign-in the code step enrols the app from a QR code and shows the recovery
 * codes once.
 */
export const SignInScreen = ({ initialStep }: { initialStep?: Step }) => {
  const [step, setStep] = useState<Step>(initialStep ?? { kind: 'password' });
  const client = useQueryClient();
  return (
    <Page as="main" align="center" justify="center">
      <Card aria-labelledby="sign-in-title">
        <h1 id="sign-in-title">
          <Trans>Operator console</Trans>
        </h1>
        {step.kind === 'password' && (
          <PasswordForm
            onNext={(next) =>
              setStep({ kind: next.next === 'enrol' ? 'enrol' : 'code', step: next })
            }
          />
        )}
        {step.kind === 'code' && (
          <CodeForm ticket={step.step.ticket} onRestart={() => setStep({ kind: 'password' })} />
        )}
        {step.kind === 'enrol' && (
          <EnrolForm
            step={step.step}
            onEnrolled={(session, codes) => setStep({ kind: 'recovery', session, codes })}
            onRestart={() => setStep({ kind: 'password' })}
          />
        )}
        {step.kind === 'recovery' && (
          <RecoveryCodes
            codes={step.codes}
            onDone={() => client.setQueryData(staffSessionKey, step.session)}
          />
        )}
      </Card>
    </Page>
  );
};

export type SignInStep = Step;

interface PasswordValues {
  username: string;
  password: string;
}

const PasswordForm = ({ onNext }: { onNext: (step: PasswordStep) => void }) => {
  const { t, i18n } = useLingui();
  const mutation = usePasswordStep();
  return (
    <FinalForm<PasswordValues>
      onSubmit={({ username, password }) =>
        mutation.mutate({ username: username.trim(), password }, { onSuccess: onNext })
      }
      render={({ handleSubmit }) => (
        <Form gap="md" noValidate onSubmit={handleSubmit} aria-label={t`Sign in`}>
          <FormTextField
            label={t`Username`}
            name="username"
            autoComplete="username"
            required
            validate={required(t`Enter your username.`)}
          />
          <FormPasswordField
            label={t`Password`}
            name="password"
            autoComplete="current-password"
            required
            validate={required(t`Enter your password.`)}
          />
          {mutation.error && <Failure role="alert">{errorText(i18n, mutation.error)}</Failure>}
          <Button type="submit" loading={mutation.isPending} fullWidth>
            <Trans>Continue</Trans>
          </Button>
        </Form>
      )}
    />
  );
};

const required = (message: string) => (value: string | undefined) =>
  value?.trim() ? undefined : message;

/**
 * The second step, for signing in and for enrolling alike: one code field, the failure from
 * the catalogue, and "start again" once the ticket of the first step has expired.
 */
const OneTimeCodeForm = ({
  name,
  intro,
  recoveryCodesAccepted,
  submitLabel,
  mutation,
  onCode,
  onRestart,
}: {
  name: string;
  intro: ReactNode;
  /** A recovery code (11 characters, letters too) stands for the app's code when signing in. */
  recoveryCodesAccepted: boolean;
  submitLabel: ReactNode;
  mutation: { isPending: boolean; error: ApiError | null };
  onCode: (code: string) => void;
  onRestart: () => void;
}) => {
  const { t, i18n } = useLingui();
  return (
    <FinalForm<{ code: string }>
      onSubmit={({ code }) => onCode(code.trim())}
      render={({ handleSubmit }) => (
        <Form gap="md" noValidate onSubmit={handleSubmit} aria-label={name}>
          {intro}
          <FormTextField
            label={t`Code`}
            name="code"
            autoComplete="one-time-code"
            inputMode={recoveryCodesAccepted ? 'text' : 'numeric'}
            required
            maxLength={recoveryCodesAccepted ? 11 : 6}
            validate={required(t`Enter the code.`)}
          />
          {mutation.error && <Failure role="alert">{errorText(i18n, mutation.error)}</Failure>}
          <Button type="submit" loading={mutation.isPending} fullWidth>
            {submitLabel}
          </Button>
          {mutation.error?.code === 'staff.signin.expired' && (
            <Button type="button" variant="secondary" onClick={onRestart} fullWidth>
              <Trans>Start again</Trans>
            </Button>
          )}
        </Form>
      )}
    />
  );
};

const CodeForm = ({ ticket, onRestart }: { ticket: string; onRestart: () => void }) => {
  const { t } = useLingui();
  const mutation = useCodeStep();
  return (
    <OneTimeCodeForm
      name={t`Authenticator code`}
      intro={
        <p>
          <Trans>
            Enter the 6-digit code from your authenticator app, or one of your recovery codes.
          </Trans>
        </p>
      }
      recoveryCodesAccepted
      submitLabel={<Trans>Sign in</Trans>}
      mutation={mutation}
      onCode={(code) => mutation.mutate({ ticket, code })}
      onRestart={onRestart}
    />
  );
};

const EnrolForm = ({
  step,
  onEnrolled,
  onRestart,
}: {
  step: PasswordStep;
  onEnrolled: (session: StaffSession, codes: string[]) => void;
  onRestart: () => void;
}) => {
  const { t } = useLingui();
  const mutation = useEnrol();
  return (
    <OneTimeCodeForm
      name={t`Set up your authenticator`}
      intro={
        <>
          <h2>
            <Trans>Set up your authenticator</Trans>
          </h2>
          <p>
            <Trans>
              Scan the QR code with your authenticator app, then enter the code it shows.
            </Trans>
          </p>
          {step.enrolment && <EnrolmentQr {...step.enrolment} />}
        </>
      }
      recoveryCodesAccepted={false}
      submitLabel={<Trans>Confirm</Trans>}
      mutation={mutation}
      onCode={(code) =>
        mutation.mutate(
          { ticket: step.ticket, code },
          { onSuccess: ({ recoveryCodes, ...session }) => onEnrolled(session, recoveryCodes) },
        )
      }
      onRestart={onRestart}
    />
  );
};

const Page = styled(Stack)`
  min-height: 100vh;
  padding: ${({ theme }) => theme.spacing.lg}px;
`;

const Card = styled.section`
  width: min(420px, 100%);
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.onSurface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large}px;
  box-shadow: ${({ theme }) => theme.shadows.medium};
  padding: ${({ theme }) => theme.spacing.xl}px;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xl}px;
    margin-bottom: ${({ theme }) => theme.spacing.lg}px;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg}px;
  }
`;

const Form = styled(FormStack)`
  p {
    margin: 0;
  }
`;
