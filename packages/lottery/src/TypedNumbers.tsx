import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { Stack, TOUCH_TARGET } from '@portal/ui-kit';
import { useId, useState } from 'react';

export interface TypedNumbersProps {
  /** The field's name (the row's). */
  label: string;
  /** How many digits each number has: 2 (00-99) or 3 (000-999). */
  digits: number;
  /** The picks as the field starts (the field owns its text afterwards). */
  initial: readonly number[];
  /**
   * The numbers typed, in order. A piece that is not a number of `digits` digits is passed as
   * NaN, so the engine refuses the selection and no stake is counted until it is put right.
   */
  onPicks: (picks: number[]) => void;
}

/** Splits "57, 68 09" into its pieces: commas, semicolons and spaces all separate. */
export const piecesOf = (text: string): string[] => text.split(/[\s,;，、]+/u).filter(Boolean);

/**
 * Numbers typed into one field, for plays whose picks are two- or three-digit numbers (VN and
 * SEA): "57, 68" picks 57 and 68. Each piece is checked as it is typed, and the pieces that
 * are not numbers of the right length are named under the field.
 */
export const TypedNumbers = ({ label, digits, initial, onPicks }: TypedNumbersProps) => {
  const { t } = useLingui();
  const id = useId();
  const pad = (n: number) => String(n).padStart(digits, '0');
  const [text, setText] = useState(() => initial.map(pad).join(', '));
  const shape = new RegExp(`^[0-9]{${digits}}$`);
  const wrong = piecesOf(text).filter((piece) => !shape.test(piece));
  const example = digits === 2 ? '57, 68' : '057, 168';
  const bad = wrong.join(', ');
  return (
    <Field gap="xxs">
      <label htmlFor={`${id}-input`}>{label}</label>
      <input
        id={`${id}-input`}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        value={text}
        aria-invalid={wrong.length > 0}
        aria-describedby={wrong.length > 0 ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          onPicks(piecesOf(next).map((piece) => (shape.test(piece) ? Number(piece) : Number.NaN)));
        }}
      />
      <Hint
        id={`${id}-hint`}
      >{t`Numbers of ${digits} digits, separated by commas: ${example}`}</Hint>
      {wrong.length > 0 && (
        <Wrong id={`${id}-error`} role="alert">
          {t`Not a number of ${digits} digits: ${bad}`}
        </Wrong>
      )}
    </Field>
  );
};

const Field = styled(Stack)`
  input {
    min-height: ${TOUCH_TARGET}px;
    padding: 0 ${({ theme }) => theme.spacing.sm}px;
    border: 1px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radii.medium}px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.onSurface};
    font-variant-numeric: tabular-nums;
    letter-spacing: 0.05em;
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Hint = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.mutedOnSurface};
`;

const Wrong = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.danger};
`;
