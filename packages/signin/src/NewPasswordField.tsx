import { useLingui } from '@lingui/react/macro';
import type { RegisterRule } from '@portal/contract';
import { FormPasswordField } from '@portal/ui-kit';
import { patternHint } from './patternHints.ts';
import { ruleValidator } from './registerForm.ts';

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
