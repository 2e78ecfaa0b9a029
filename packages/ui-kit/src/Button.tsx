import styled from '@emotion/styled';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { Spinner } from './Spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'small' | 'medium' | 'large';
  /** Shows a spinner and refuses clicks while the action runs; the label stays for the name. */
  loading?: boolean;
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A button in the brand's colours. */
export const Button = ({
  variant = 'primary',
  size = 'medium',
  loading = false,
  fullWidth = false,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) => (
  <StyledButton
    type={type}
    variant={variant}
    size={size}
    fullWidth={fullWidth}
    disabled={disabled || loading}
    aria-busy={loading || undefined}
    {...rest}
  >
    {loading && <Spinner decorative size={16} />}
    {children}
  </StyledButton>
);

const paddings = { small: '4px 10px', medium: '8px 16px', large: '12px 22px' } as const;

const StyledButton = styled('button', {
  shouldForwardProp: (prop) => !['variant', 'size', 'fullWidth'].includes(prop),
})<{ variant: ButtonVariant; size: 'small' | 'medium' | 'large'; fullWidth: boolean }>(
  ({ theme, variant, size, fullWidth }) => {
    const colours = {
      primary: { background: theme.colors.primary, color: theme.colors.onPrimary, border: 'none' },
      secondary: {
        background: theme.colors.secondary,
        color: theme.colors.onSecondary,
        border: 'none',
      },
      ghost: {
        background: 'transparent',
        color: 'inherit',
        border: `1px solid ${theme.colors.border}`,
      },
      danger: { background: theme.colors.danger, color: theme.colors.onDanger, border: 'none' },
    }[variant];
    return {
      ...colours,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: theme.spacing.sm,
      width: fullWidth ? '100%' : undefined,
      padding: paddings[size],
      fontSize: size === 'small' ? theme.fontSizes.sm : theme.fontSizes.md,
      fontWeight: 600,
      borderRadius: theme.radii.small,
      cursor: 'pointer',
      transition: 'filter 120ms ease',
      '&:hover:not(:disabled)': { filter: 'brightness(1.08)' },
      '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
    };
  },
);
