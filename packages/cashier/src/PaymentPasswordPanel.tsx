import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { QueryFailure, Spinner, Stack } from '@portal/ui-kit';
import { useWithdrawalInfo } from './api/getWithdrawalInfo.ts';
import {
  useResetPaymentPassword,
  useSendPaymentPasswordResetCode,
} from './api/resetPaymentPassword.ts';
import { useSetPaymentPassword } from './api/setPaymentPassword.ts';
import { Notice } from './cashierParts.tsx';
import { PaymentPasswordForm } from './PaymentPasswordForm.tsx';
import { PaymentPasswordReset } from './PaymentPasswordReset.tsx';

/**
 * The payment password in profile and security: its state (not set, set, locked after wrong
 * tries), a form to set or change it, and the reset by SMS code once one is set.
 */
export const PaymentPasswordPanel = () => {
  const { t, i18n } = useLingui();
  const info = useWithdrawalInfo();
  const setPassword = useSetPaymentPassword();
  const sendCode = useSendPaymentPasswordResetCode();
  const reset = useResetPaymentPassword();
  const state = info.data;
  return (
    <Section as="section" gap="md" aria-labelledby="payment-password-heading">
      <h3 id="payment-password-heading">{t`Payment password`}</h3>
      {info.isPending && <Spinner />}
      {info.error && <QueryFailure error={info.error} onRetry={info.refetch} />}
      {state && !state.paymentPasswordSet && (
        <>
          <Notice>{t`No payment password is set yet.`}</Notice>
          <PaymentPasswordForm onSet={(change) => setPassword.mutateAsync(change)} />
        </>
      )}
      {state?.paymentPasswordSet && (
        <>
          {state.paymentPasswordLockedUntil ? (
            <Notice role="status">
              {t`Locked after too many wrong tries until ${i18n.date(state.paymentPasswordLockedUntil, { timeStyle: 'short' })}. A reset by SMS code unlocks it now.`}
            </Notice>
          ) : (
            <Notice>{t`Your payment password is set.`}</Notice>
          )}
          {setPassword.isSuccess && (
            <Notice role="status">{t`Your new payment password is set.`}</Notice>
          )}
          {!state.paymentPasswordLockedUntil && (
            <PaymentPasswordForm change onSet={(change) => setPassword.mutateAsync(change)} />
          )}
          <PaymentPasswordReset
            onSendCode={() => sendCode.mutateAsync()}
            onReset={(input) => reset.mutateAsync(input)}
          />
        </>
      )}
    </Section>
  );
};

const Section = styled(Stack)`
  margin-bottom: ${({ theme }) => theme.spacing.lg}px;
`;
