import { useLingui } from '@lingui/react/macro';
import type { CallInput, PointReward } from '@portal/contract';
import {
  Button,
  FormPasswordField,
  FormStack,
  FormTextField,
  Modal,
  submitFailure,
} from '@portal/ui-kit';
import { useState } from 'react';
import { Form as FinalForm } from 'react-final-form';
import { useAmountPart } from './labels.ts';
import { Failure, Notice } from './pointsParts.tsx';

export interface RedeemDialogProps {
  /** The item being redeemed; null keeps the dialog closed. */
  reward: PointReward | null;
  onRedeem: (request: CallInput<'redeemPointReward'>) => Promise<unknown>;
  onClose: () => void;
}

interface Values {
  quantity?: string;
  paymentPassword?: string;
  receiverName?: string;
  deliveryAddress?: string;
  phoneNumber?: string;
}

/** A fresh key per attempt: a double tap or a retried send of it redeems once (server-side). */
const newRequestId = () => crypto.randomUUID().replaceAll('-', '');

/**
 * Redeeming a mall item: how many, the payment password, and for a gift where it goes (the
 * spec's delivery address and phone number). The points leave at once; staff then approve.
 */
export const RedeemDialog = ({ reward, onRedeem, onClose }: RedeemDialogProps) => {
  const { t, i18n } = useLingui();
  const amountPart = useAmountPart();
  const [requestId, setRequestId] = useState(newRequestId);
  const required = (value: string | undefined) =>
    value?.trim() ? undefined : t`Input cannot be empty.`;
  return (
    <Modal
      name="redeem-point-reward"
      open={reward !== null}
      onClose={onClose}
      title={t`Redeem ${reward?.productName ?? ''}`}
    >
      {reward && (
        <FinalForm<Values>
          initialValues={{ quantity: '1' }}
          onSubmit={async (values) => {
            try {
              await onRedeem({
                rewardId: reward.rewardId,
                quantity: Number(values.quantity),
                paymentPassword: values.paymentPassword ?? '',
                ...(reward.needsDelivery
                  ? {
                      receiverName: values.receiverName?.trim() ?? '',
                      deliveryAddress: values.deliveryAddress?.trim() ?? '',
                      phoneNumber: values.phoneNumber?.trim() ?? '',
                    }
                  : {}),
                requestId,
              });
              setRequestId(newRequestId());
              return undefined;
            } catch (error) {
              return submitFailure(i18n, error);
            }
          }}
          render={({ handleSubmit, submitting, submitError, submitSucceeded }) => (
            <FormStack noValidate onSubmit={handleSubmit} aria-label={t`Redeem`}>
              <Notice>
                {t`${reward.pointsNeeded} points each`}
                {amountPart(reward.amountNeeded)}
              </Notice>
              <FormTextField
                name="quantity"
                label={t`Quantity`}
                inputMode="numeric"
                validate={(value) =>
                  value && /^[1-9]\d{0,2}$/.test(value) ? undefined : t`Enter a whole number.`
                }
              />
              {reward.needsDelivery && (
                <>
                  <FormTextField
                    name="receiverName"
                    label={t`Receiver`}
                    autoComplete="name"
                    validate={required}
                  />
                  <FormTextField
                    name="deliveryAddress"
                    label={t`Delivery address`}
                    autoComplete="street-address"
                    validate={required}
                  />
                  <FormTextField
                    name="phoneNumber"
                    label={t`Phone number`}
                    inputMode="tel"
                    autoComplete="tel"
                    validate={required}
                  />
                </>
              )}
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
                <Notice role="status">{t`Redeemed. Staff will review it shortly.`}</Notice>
              )}
              <Button type="submit" loading={submitting}>
                {t`Redeem`}
              </Button>
            </FormStack>
          )}
        />
      )}
    </Modal>
  );
};
