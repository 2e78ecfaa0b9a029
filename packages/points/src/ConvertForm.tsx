import { useLingui } from '@lingui/react/macro';
import type { CallInput } from '@portal/contract';
import { Button, FormPasswordField, FormStack, FormTextField, submitFailure } from '@portal/ui-kit';
import { useState } from 'react';
import { Form as FinalForm } from 'react-final-form';
import { Failure, Notice } from './pointsParts.tsx';

export interface ConvertFormProps {
  /** The fewest points one conversion takes, and the money one point is worth. */
  minPoints: number;
  rate: string;
  onConvert: (request: CallInput<'convertPoints'>) => Promise<unknown>;
}

interface Values {
  points?: string;
  paymentPassword?: string;
}

/** A fresh key per attempt: a retried send of the same attempt converts once (server-side). */
const newRequestId = () => crypto.randomUUID().replaceAll('-', '');

/** Converting points into wallet money at the brand's rate, with the payment password. */
export const ConvertForm = ({ minPoints, rate, onConvert }: ConvertFormProps) => {
  const { t, i18n } = useLingui();
  const [requestId, setRequestId] = useState(newRequestId);
  return (
    <FinalForm<Values>
      onSubmit={async (values) => {
        try {
          await onConvert({
            points: Number(values.points),
            paymentPassword: values.paymentPassword ?? '',
            requestId,
          });
          setRequestId(newRequestId());
          return undefined;
        } catch (error) {
          return submitFailure(i18n, error);
        }
      }}
      render={({ handleSubmit, submitting, submitError, submitSucceeded }) => (
        <FormStack noValidate onSubmit={handleSubmit} aria-label={t`Convert points`}>
          <Notice>{t`One point converts into ${rate}; at least ${minPoints} points at a time.`}</Notice>
          <FormTextField
            name="points"
            label={t`Points to convert`}
            inputMode="numeric"
            validate={(value) =>
              value && /^\d{1,10}$/.test(value) && Number(value) >= minPoints
                ? undefined
                : t`Enter at least ${minPoints} points.`
            }
          />
          <FormPasswordField
            name="paymentPassword"
            label={t`Payment password`}
            inputMode="numeric"
            autoComplete="off"
            validate={(value) =>
              value && /^\d{6}$/.test(value) ? undefined : t`Enter six digits.`
            }
          />
          {submitError && <Failure role="alert">{submitError}</Failure>}
          {submitSucceeded && !submitError && (
            <Notice role="status">{t`Converted. The money is in your wallet.`}</Notice>
          )}
          <Button type="submit" loading={submitting}>
            {t`Convert`}
          </Button>
        </FormStack>
      )}
    />
  );
};
