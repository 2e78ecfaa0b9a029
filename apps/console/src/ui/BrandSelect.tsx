import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { Grid } from '@portal/ui-kit';
import { useId } from 'react';

export type BrandChoices = readonly { merchantCode: string; name: string }[];

/**
 * The brand picker of every desk: a labelled select of the brands in the staff member's
 * scope, shown as "name (code)". With `allLabel` it starts with an "all brands" choice,
 * which reads as undefined.
 */
export const BrandSelect = ({
  brands,
  value,
  onChange,
  allLabel,
  label,
  disabled = false,
}: {
  brands: BrandChoices;
  value: string | undefined;
  onChange: (merchantCode: string | undefined) => void;
  /** The label of the "every brand" choice; without it one brand must be chosen. */
  allLabel?: string;
  label?: string;
  disabled?: boolean;
}) => {
  const { t } = useLingui();
  const id = useId();
  return (
    <Picker gap="xs">
      <label htmlFor={id}>{label ?? t`Brand`}</label>
      <select
        id={id}
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {brands.map((brand) => (
          <option key={brand.merchantCode} value={brand.merchantCode}>
            {`${brand.name} (${brand.merchantCode})`}
          </option>
        ))}
      </select>
    </Picker>
  );
};

const Picker = styled(Grid)`
  max-width: 320px;
  select {
    padding: ${({ theme }) => theme.spacing.sm}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.small}px;
    background: ${({ theme }) => theme.colors.surface};
  }
`;
