import { useLingui } from '@lingui/react/macro';
import type { AuthenticatorStatus } from '@portal/contract';
import { thrownMessage } from '@portal/i18n';
import { callQuery, reportFailure, useApi, useQueryScope } from '@portal/session';
import { Button, QrCode, Stack, Surface, TextField } from '@portal/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Failure } from './popupParts.tsx';

/** A secret being enrolled: what the QR code and the typed key show. */
export interface Enrolment {
  secret: string;
  otpauthUrl: string;
}

export interface AuthenticatorListProps {
  /** Null while the status loads. */
  status: AuthenticatorStatus | null;
  onStart: () => Promise<Enrolment>;
  onConfirm: (code: string) => Promise<unknown>;
  onRemove: (code: string) => Promise<unknown>;
}

const reportQrFailure = (error: unknown) => reportFailure('authenticator QR code', error);

/**
 * The profile's authenticator app (issue 27: a login from a new address may then ask for a
 * code from it): set up by scanning a QR code (or typing the key) and confirming one code;
 * removed with a current code.
 */
export const AuthenticatorList = ({
  status,
  onStart,
  onConfirm,
  onRemove,
}: AuthenticatorListProps) => {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(thrownMessage(i18n, error));
    } finally {
      setBusy(false);
    }
  };
  const submit = (
    event: FormEvent<HTMLFormElement>,
    action: (code: string) => Promise<unknown>,
  ) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setFailure(t`Enter the six digits the app shows.`);
      return;
    }
    void run(async () => {
      await action(code.trim());
      setCode('');
      setEnrolment(null);
    });
  };
  if (status === null) return null;
  const codeField = (
    <TextField
      label={t`Code from the app`}
      name="authenticatorCode"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={code}
      onChange={(event) => setCode(event.target.value)}
    />
  );
  return (
    <Surface as="section" gap="sm" pad="md" aria-labelledby={titleId}>
      <h2 id={titleId}>{t`Authenticator app`}</h2>
      {status.enrolled ? (
        <form aria-label={t`Remove the authenticator app`} onSubmit={(e) => submit(e, onRemove)}>
          <Stack gap="sm">
            <p>
              {status.enrolledAt
                ? t`Set up on ${i18n.date(status.enrolledAt, { dateStyle: 'medium' })}. A login from a new address may ask for its code.`
                : t`Set up. A login from a new address may ask for its code.`}
            </p>
            {codeField}
            <Button type="submit" variant="secondary" loading={busy}>
              {t`Remove the authenticator app`}
            </Button>
          </Stack>
        </form>
      ) : enrolment ? (
        <form aria-label={t`Set up an authenticator app`} onSubmit={(e) => submit(e, onConfirm)}>
          <Stack gap="sm">
            <p>{t`Scan this code with your authenticator app, or type the key.`}</p>
            <QrCode
              value={enrolment.otpauthUrl}
              size={160}
              label={t`QR code of your authenticator key`}
              onError={reportQrFailure}
            />
            <p>
              {t`Key`}: <code>{enrolment.secret}</code>
            </p>
            {codeField}
            <Button type="submit" loading={busy}>
              {t`Confirm`}
            </Button>
          </Stack>
        </form>
      ) : (
        <Stack gap="sm">
          <p>{t`A login from a new address can ask for a code from an app on your phone.`}</p>
          <Button
            variant="secondary"
            loading={busy}
            onClick={() => void run(async () => setEnrolment(await onStart()))}
          >
            {t`Set up an authenticator app`}
          </Button>
        </Stack>
      )}
      {failure && <Failure role="alert">{failure}</Failure>}
    </Surface>
  );
};

/** The authenticator app wired to the session: its status, enrolling and removing. */
export const AuthenticatorPanel = () => {
  const scope = useQueryScope();
  const api = useApi();
  const client = useQueryClient();
  const status = useQuery(callQuery(scope, 'authenticatorStatus', {}));
  const settle = (next: AuthenticatorStatus) =>
    client.setQueryData(callQuery(scope, 'authenticatorStatus', {}).queryKey, next);
  return (
    <AuthenticatorList
      status={status.data ?? null}
      onStart={() => api.call('authenticatorEnrol', {})}
      onConfirm={async (code) => settle(await api.call('authenticatorConfirm', { code }))}
      onRemove={async (code) => settle(await api.call('authenticatorRemove', { code }))}
    />
  );
};
