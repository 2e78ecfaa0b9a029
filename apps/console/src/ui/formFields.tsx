import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, FormField } from '@portal/ui-kit';
import { type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import { Field } from 'react-final-form';
import { errorText } from '../i18n/consoleI18n.ts';
import type { Rule } from './formRules.ts';

/**
 * A control's own attributes with the name it is bound by, its label and its rule (the form
 * owns the value and the change handler).
 */
export type BoundControlProps<Attributes> = Omit<Attributes, 'name' | 'value' | 'onChange'> & {
  name: string;
  label: string;
  validate?: Rule | undefined;
};

/**
 * The console's textarea and select bound to a react-final-form form by name, through the
 * ui-kit field adapter (one error at a time, once the field was left or a submit failed).
 * ui-kit has no textarea or select of its own; the console's stay the plain labelled
 * controls they were, so the screens' styles and roles do not change.
 */
export const FormTextArea = ({
  name,
  label,
  validate,
  ...area
}: BoundControlProps<TextareaHTMLAttributes<HTMLTextAreaElement>>) => {
  const id = useId();
  return (
    <FormField name={name} validate={validate}>
      {({ input, error }) => (
        <div>
          <label htmlFor={id}>{label}</label>
          <textarea
            id={id}
            {...area}
            {...input}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
        </div>
      )}
    </FormField>
  );
};

/** A labelled select bound by name; its options are the children. */
export const FormSelect = ({
  name,
  label,
  disabled,
  children,
}: {
  name: string;
  label: string;
  disabled?: boolean | undefined;
  children: ReactNode;
}) => {
  const id = useId();
  return (
    <FormField name={name}>
      {({ input }) => (
        <div>
          <label htmlFor={id}>{label}</label>
          <select id={id} disabled={disabled} {...input}>
            {children}
          </select>
        </div>
      )}
    </FormField>
  );
};

/** A ui-kit checkbox bound to a boolean field by name (the editors' switches). */
export const FormCheckbox = ({ name, label }: { name: string; label: string }) => (
  <Field<boolean> name={name} type="checkbox">
    {({ input }) => (
      <Checkbox
        label={label}
        name={input.name}
        checked={input.checked ?? false}
        onChange={input.onChange}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
      />
    )}
  </Field>
);

/**
 * The foot of an editing form: why the last save failed, if it did, then save (the form's
 * submit, busy while `saving`) and cancel.
 */
export const SaveOrCancel = ({
  error,
  saving,
  onCancel,
  children,
}: {
  error: unknown;
  saving: boolean;
  onCancel: () => void;
  /** The save button's text. */
  children: ReactNode;
}) => {
  const { i18n } = useLingui();
  return (
    <>
      {error ? <p role="alert">{errorText(i18n, error)}</p> : null}
      <div>
        <Button type="submit" loading={saving}>
          {children}
        </Button>{' '}
        <Button type="button" variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </>
  );
};

const FieldError = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;
