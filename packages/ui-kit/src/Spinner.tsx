import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { VisuallyHidden } from './VisuallyHidden.tsx';

export interface SpinnerProps {
  /** Announced to screen readers; defaults to "Loading…". */
  label?: string;
  /** Inside a control that already says it is busy, the spinner is only decoration. */
  decorative?: boolean;
  size?: number;
}

/** A spinning ring that says what is loading. */
export const Spinner = ({ label, decorative = false, size = 20 }: SpinnerProps) => {
  const { t } = useLingui();
  const labelId = useId();
  if (decorative) return <Ring aria-hidden="true" size={size} />;
  // A status takes no name from its content: the hidden text is named as its label too, so
  // "the Loading status" can be found, and is announced, by that name.
  return (
    <span role="status" aria-labelledby={labelId}>
      <Ring aria-hidden="true" size={size} />
      <VisuallyHidden id={labelId}>{label ?? t`Loading…`}</VisuallyHidden>
    </span>
  );
};

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Ring = styled.span<{ size: number }>`
  display: inline-block;
  vertical-align: middle;
  width: ${({ size }) => size}px;
  height: ${({ size }) => size}px;
  border-radius: 50%;
  border: 2px solid currentColor;
  border-inline-end-color: transparent;
  animation: ${spin} 0.8s linear infinite;
`;
