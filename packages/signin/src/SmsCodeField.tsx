import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/api-client';
import { errorMessage } from '@portal/i18n';
import { AlertDialog, Button, Stack, TextField, throttle, useCountdown } from '@portal/ui-kit';
import { useMemo, useRef, useState } from 'react';
import { SEND_CODE_THROTTLE_MS } from './flows.ts';

export interface SmsCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  /** Sends the code; resolves the countdown in seconds. */
  send: () => Promise<number>;
  /** Checks what the send needs (the mobile number); a message stops the send. */
  checkBeforeSend?: () => string | undefined;
  name?: string;
}

/**
 * The SMS code input with its send button: throttled to one press a second, disabled while the
 * countdown runs (portal-spec section 4); a failed send shows the server's message in a
 * warning dialog (section 8).
 */
export const SmsCodeField = ({
  value,
  onChange,
  onBlur,
  error,
  send,
  checkBeforeSend,
  name = 'verificationCode',
}: SmsCodeFieldProps) => {
  const { t, i18n } = useLingui();
  const { remaining, counting, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const latest = useRef({ send, checkBeforeSend });
  latest.current = { send, checkBeforeSend };
  const press = useMemo(
    () =>
      throttle(SEND_CODE_THROTTLE_MS, () => {
        const problem = latest.current.checkBeforeSend?.();
        if (problem) {
          setFailure(problem);
          return;
        }
        setSending(true);
        latest.current
          .send()
          .then(start)
          .catch((caught: unknown) =>
            setFailure(errorMessage(i18n, isApiError(caught) ? caught : { code: 'unknown' })),
          )
          .finally(() => setSending(false));
      }),
    [i18n, start],
  );
  return (
    <Row direction="row" align="flex-end">
      <TextField
        label={t`Verification code`}
        name={name}
        autoComplete="one-time-code"
        inputMode="numeric"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        error={error}
        maxLength={255}
      />
      <Button
        type="button"
        variant="secondary"
        disabled={counting || sending}
        loading={sending}
        onClick={press}
      >
        {counting ? t`Resend in ${remaining} s` : t`Send code`}
      </Button>
      <AlertDialog
        name="sms-failure"
        open={failure !== null}
        onClose={() => setFailure(null)}
        message={failure ?? ''}
      />
    </Row>
  );
};

// The code's field takes the room the button beside it leaves.
const Row = styled(Stack)`
  & > :first-of-type {
    flex: 1;
    min-width: 0;
  }
`;
