import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PasswordStep, StaffSession } from '@portal/contract';
import { Button, PasswordField, TextField } from '@portal/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
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
    <Page>
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

const PasswordForm = ({ onNext }: { onNext: (step: PasswordStep) => void }) => {
  const { t, i18n } = useLingui();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const mutation = usePasswordStep();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate({ username: username.trim(), password }, { onSuccess: onNext });
  };
  return (
    <Form onSubmit={submit} aria-label={t`Sign in`}>
      <TextField
        label={t`Username`}
        name="username"
        autoComplete="username"
        required
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <PasswordField
        label={t`Password`}
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {mutation.error && <Failure role="alert">{errorText(i18n, mutation.error)}</Failure>}
      <Button type="submit" loading={mutation.isPending} fullWidth>
        <Trans>Continue</Trans>
      </Button>
    </Form>
  );
};

const CodeForm = ({ ticket, onRestart }: { ticket: string; onRestart: () => void }) => {
  const { t, i18n } = useLingui();
  const [code, setCode] = useState('');
  const mutation = useCodeStep();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate({ ticket, code: code.trim() });
  };
  const expired = mutation.error?.code === 'staff.signin.expired';
  return (
    <Form onSubmit={submit} aria-label={t`Authenticator code`}>
      <p>
        <Trans>
          Enter the 6-digit code from your authenticator app, or one of your recovery codes.
        </Trans>
      </p>
      <TextField
        label={t`Code`}
        name="code"
        autoComplete="one-time-code"
        inputMode="text"
        required
        maxLength={11}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      {mutation.error && <Failure role="alert">{errorText(i18n, mutation.error)}</Failure>}
      <Button type="submit" loading={mutation.isPending} fullWidth>
        <Trans>Sign in</Trans>
      </Button>
      {expired && (
        <Button type="button" variant="secondary" onClick={onRestart} fullWidth>
          <Trans>Start again</Trans>
        </Button>
      )}
    </Form>
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
  const { t, i18n } = useLingui();
  const [code, setCode] = useState('');
  const mutation = useEnrol();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(
      { ticket: step.ticket, code: code.trim() },
      { onSuccess: ({ recoveryCodes, ...session }) => onEnrolled(session, recoveryCodes) },
    );
  };
  return (
    <Form onSubmit={submit} aria-label={t`Set up your authenticator`}>
      <h2>
        <Trans>Set up your authenticator</Trans>
      </h2>
      <p>
        <Trans>Scan the QR code with your authenticator app, then enter the code it shows.</Trans>
      </p>
      {step.enrolment && <EnrolmentQr {...step.enrolment} />}
      <TextField
        label={t`Code`}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        required
        maxLength={6}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      {mutation.error && <Failure role="alert">{errorText(i18n, mutation.error)}</Failure>}
      <Button type="submit" loading={mutation.isPending} fullWidth>
        <Trans>Confirm</Trans>
      </Button>
      {mutation.error?.code === 'staff.signin.expired' && (
        <Button type="button" variant="secondary" onClick={onRestart} fullWidth>
          <Trans>Start again</Trans>
        </Button>
      )}
    </Form>
  );
};

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
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

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md}px;
  p {
    margin: 0;
  }
`;
