import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/api-client';
import type { LoginVerification, NewIpMethod } from '@portal/contract';
import { errorMessage } from '@portal/i18n';
import { Button, Modal, Tabs, TextField } from '@portal/ui-kit';
import { type FormEvent, useState } from 'react';
import { Failure, Form } from './popupParts.tsx';
import { SmsCodeField } from './SmsCodeField.tsx';

export interface VerificationPopupProps {
  open: boolean;
  onClose: () => void;
  verification: LoginVerification;
  /** Sends the code by SMS or e-mail; resolves the countdown in seconds. */
  sendCode: (method: 'sms' | 'email') => Promise<number>;
  /** Completes the pending login with the second factor. */
  verify: (method: NewIpMethod, answer: string) => Promise<unknown>;
}

/**
 * The second factor of a login from a new IP (platform-spec section 1): an SMS code to the
 * verified number, else an e-mail code (or the authenticator, or the real name).
 */
export const VerificationPopup = ({
  open,
  onClose,
  verification,
  sendCode,
  verify,
}: VerificationPopupProps) => {
  const { t, i18n } = useLingui();
  const methods = verification.methods;
  const [method, setMethod] = useState<NewIpMethod>(
    methods.includes('sms') ? 'sms' : (methods[0] ?? 'email'),
  );
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const label = (each: NewIpMethod) =>
    ({ sms: t`Text message`, email: t`E-mail`, totp: t`Authenticator`, realName: t`Real name` })[
      each
    ];
  const destination =
    method === 'sms'
      ? verification.maskedMobile
      : method === 'email'
        ? verification.maskedEmail
        : undefined;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (!answer.trim()) {
      setError(
        method === 'realName'
          ? t`Input cannot be empty.`
          : errorMessage(i18n, { code: 'missing-verification-code' }),
      );
      return;
    }
    setError(undefined);
    setFailure(null);
    setSubmitting(true);
    try {
      await verify(method, answer.trim());
    } catch (caught) {
      setFailure(errorMessage(i18n, isApiError(caught) ? caught : { code: 'unknown' }));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal name="verification" open={open} onClose={onClose} title={t`Verification`} width={400}>
      <Intro>{errorMessage(i18n, { code: 'login.verification.required' })}</Intro>
      <Tabs
        label={t`Verification method`}
        look="underline"
        tabs={methods.map((each) => ({ key: each, label: label(each) }))}
        selected={method}
        onSelect={(each) => {
          setMethod(each);
          setAnswer('');
          setError(undefined);
        }}
      >
        <Form method="post" noValidate onSubmit={onSubmit}>
          {destination && <Intro>{t`The code goes to ${destination}.`}</Intro>}
          {method === 'sms' || method === 'email' ? (
            <SmsCodeField
              key={method}
              value={answer}
              onChange={setAnswer}
              error={error}
              send={() => sendCode(method)}
            />
          ) : (
            <TextField
              label={method === 'totp' ? t`Authenticator code` : t`Real name`}
              name={method === 'totp' ? 'verificationCode' : 'realName'}
              autoComplete={method === 'totp' ? 'one-time-code' : 'name'}
              value={answer}
              onChange={(event) => setAnswer(event.target.value)}
              error={error}
              maxLength={64}
            />
          )}
          {failure && <Failure role="alert">{failure}</Failure>}
          <Button type="submit" fullWidth loading={submitting}>
            {t`Verify`}
          </Button>
        </Form>
      </Tabs>
    </Modal>
  );
};

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.sm}px;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;
