import { useLingui } from '@lingui/react/macro';
import { FormPasswordField } from '@portal/ui-kit';

/** A payment password, and the reset code texted for it: six digits. */
export const SIX_DIGITS = /^\d{6}$/;

/**
 * The new payment password and its confirmation (six digits, the same twice), in a form whose
 * values name them `password` and `confirm`: setting, changing and resetting it ask for both.
 */
export const NewPaymentPasswordFields = ({ label }: { label: string }) => {
  const { t } = useLingui();
  return (
    <>
      <FormPasswordField
        name="password"
        label={label}
        inputMode="numeric"
        autoComplete="new-password"
        validate={(value) => (value && SIX_DIGITS.test(value) ? undefined : t`Enter six digits.`)}
      />
      <FormPasswordField
        name="confirm"
        label={t`Confirm payment password`}
        inputMode="numeric"
        autoComplete="new-password"
        validate={(value, all) =>
          value === (all as { password?: string }).password ? undefined : t`The two entries differ.`
        }
      />
    </>
  );
};
