import type { FieldValidator } from 'final-form';
import type { ReactNode } from 'react';
import { Field, type FieldInputProps } from 'react-final-form';
import { PasswordField, type PasswordFieldProps } from './PasswordField.tsx';
import { TextField, type TextFieldProps } from './TextField.tsx';

/**
 * The one error a field shows: its first failed rule (validators return the first message),
 * once the person has left the field or tried to submit - never while typing the first time.
 */
export const shownError = (meta: {
  touched?: boolean | undefined;
  submitFailed?: boolean | undefined;
  error?: unknown;
}): string | undefined =>
  (meta.touched || meta.submitFailed) && meta.error ? String(meta.error) : undefined;

export interface FormFieldProps {
  name: string;
  validate?: FieldValidator<string> | undefined;
  /** Draws the field from its input props and the error to show (or none). */
  children: (field: { input: FieldInputProps<string>; error: string | undefined }) => ReactNode;
}

/** A react-final-form field with the error shown once (see `shownError`), for any input. */
export const FormField = ({ name, validate, children }: FormFieldProps) => (
  <Field<string> name={name} validate={validate}>
    {({ input, meta }) =>
      children({ input: { ...input, value: input.value ?? '' }, error: shownError(meta) })
    }
  </Field>
);

export type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  name: string;
  validate?: FieldValidator<string> | undefined;
};

/** A TextField bound to the form by name, with its first error shown once. */
export const FormTextField = ({ name, validate, ...field }: FormTextFieldProps) => (
  <FormField name={name} validate={validate}>
    {({ input, error }) => <TextField {...field} {...input} error={error} />}
  </FormField>
);

export type FormPasswordFieldProps = Omit<
  PasswordFieldProps,
  'name' | 'value' | 'onChange' | 'error'
> & {
  name: string;
  validate?: FieldValidator<string> | undefined;
};

/** A PasswordField bound to the form by name, with its first error shown once. */
export const FormPasswordField = ({ name, validate, ...field }: FormPasswordFieldProps) => (
  <FormField name={name} validate={validate}>
    {({ input, error }) => <PasswordField {...field} {...input} error={error} />}
  </FormField>
);
