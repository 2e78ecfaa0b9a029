import styled from '@emotion/styled';

export interface ProgressBarProps {
  /** The bar's accessible name ("Wagering progress"). */
  label: string;
  /** How far along, in any integer unit (minor units of money); clamped to 0..max. */
  value: bigint;
  max: bigint;
  /** What a screen reader says instead of a bare percentage ("120.00 of 3,000.00"). */
  valueText: string;
}

/**
 * A determinate progress bar (the WAI-ARIA progressbar role) over integer amounts, so money
 * reaches it as bigint minor units and no float touches it; only the percentage drawn is a
 * number. A zero `max` reads as done (nothing was asked).
 */
export const ProgressBar = ({ label, value, max, valueText }: ProgressBarProps) => {
  const clamped = value < 0n ? 0n : value > max ? max : value;
  const percent = max > 0n ? Number((clamped * 100n) / max) : 100;
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
    >
      <Fill style={{ width: `${percent}%` }} />
    </Track>
  );
};

const Track = styled.div`
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.round}px;
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.accent};
`;
