import styled from '@emotion/styled';
import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { Stack } from './Stack.tsx';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string;
  /** The first failed rule, shown under the field and announced with it. */
  error?: string | null;
  hint?: string;
  /** Something to put at the end of the input, such as a show-password toggle. */
  endAdornment?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input whose error and hint belong to it through aria-describedby. */
export const TextField = ({
  label,
  error,
  hint,
  endAdornment,
  id,
  type = 'text',
  ...rest
}: TextFieldProps) => {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <Stack gap="xs">
      <Label htmlFor={inputId}>{label}</Label>
      <InputRow invalid={Boolean(error)}>
        <Input
          id={inputId}
          type={type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...rest}
        />
        {endAdornment}
      </InputRow>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Stack>
  );
};

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  font-weight: 600;
`;

const InputRow = styled('div', { shouldForwardProp: (prop) => prop !== 'invalid' })<{
  invalid: boolean;
}>`
  display: flex;
  align-items: center;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.onSurface};
  border: 1px solid
    ${({ theme, invalid }) => (invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.small}px;
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => `${theme.spacing.sm}px ${theme.spacing.md}px`};
  border: none;
  background: transparent;
  color: inherit;
  &:focus {
    outline: none;
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  color: ${({ theme }) => theme.colors.mutedOnBackground};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  color: ${({ theme }) => theme.colors.danger};
`;
