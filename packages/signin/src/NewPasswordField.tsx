import { useLingui } from '@lingui/react/macro';
import type { RegisterRule } from '@portal/contract';
import { errorMessage } from '@portal/i18n';
import { FormPasswordField } from '@portal/ui-kit';
import { patternHint } from './patternHints.ts';
import { firstError, ruleValidator } from './registerForm.ts';

export interface NewPasswordFieldProps {
  name: string;
  /** The register rules' password rule; without one the field is only required. */
  rule?: RegisterRule | undefined;
}

/**
 * The new-password field of the change-password and forgot-password popups: required, checked
 * against the password rule (the contract's check), with the rule's hint beneath.
 */
export const NewPasswordField = ({ name, rule }: NewPasswordFieldProps) => {
  const { t, i18n } = useLingui();
  const required = t`Input cannot be empty.`;
  return (
    <FormPasswordField
      name={name}
      validate={
        rule
          ? ruleValidator(rule, { required, hint: patternHint(i18n, rule) }, true)
          : (value) => (value ? undefined : required)
      }
      label={t`New password`}
      autoComplete="new-password"
      hint={rule ? patternHint(i18n, rule) : undefined}
      maxLength={rule?.maxLength ?? 128}
    />
  );
};

export interface ConfirmPasswordFieldProps {
  name: string;
  /** The field whose value this one must repeat. */
  matches: string;
  rule?: RegisterRule | undefined;
}

/**
 * The "confirm new password" field of the change-password popup and the reset screen:
 * required, and the same as the new password (the catalogue's `password.mismatch`).
 */
export const ConfirmPasswordField = ({ name, matches, rule }: ConfirmPasswordFieldProps) => {
  const { t, i18n } = useLingui();
  const required = t`Input cannot be empty.`;
  return (
    <FormPasswordField
      name={name}
      validate={firstError(
        (value) => (value ? undefined : required),
        (value, all) =>
          value !== (all as Record<string, unknown>)[matches]
            ? errorMessage(i18n, { code: 'password.mismatch' })
            : undefined,
      )}
      label={t`Confirm new password`}
      autoComplete="new-password"
      maxLength={rule?.maxLength ?? 128}
    />
  );
};
