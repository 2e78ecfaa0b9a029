import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './TextField.tsx';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'>;

/** A password input with a toggle that shows or hides what was typed. */
export const PasswordField = (props: PasswordFieldProps) => {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      // Browsers must not offer to correct or capitalise a password, even while it is shown.
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      endAdornment={
        <Toggle
          type="button"
          aria-pressed={shown}
          aria-label={shown ? t`Hide password` : t`Show password`}
          onClick={() => setShown((value) => !value)}
        >
          <EyeIcon crossed={shown} />
        </Toggle>
      }
    />
  );
};

const EyeIcon = ({ crossed }: { crossed: boolean }) => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      d="M12 5C6.5 5 2.7 9.2 1.5 12c1.2 2.8 5 7 10.5 7s9.3-4.2 10.5-7C21.3 9.2 17.5 5 12 5zm0 11a4 4 0 110-8 4 4 0 010 8z"
      fill="currentColor"
    />
    {crossed && <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" />}
  </svg>
);

const Toggle = styled.button`
  display: inline-flex;
  padding: ${({ theme }) => theme.spacing.xs}px;
  margin-inline-end: ${({ theme }) => theme.spacing.xs}px;
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.colors.mutedOnSurface};
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radii.small}px;
`;
