import styled from '@emotion/styled';
import { FormField } from '@portal/ui-kit';
import { type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import type { Rule } from './formRules.ts';

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
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'value' | 'onChange'> & {
  name: string;
  label: string;
  validate?: Rule | undefined;
}) => {
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

const FieldError = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;
