import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import type { CountryCode } from '@portal/contract';
import { Stack } from '@portal/ui-kit';
import { useId } from 'react';

export interface CountryCodeSelectProps {
  codes: readonly CountryCode[];
  value: string;
  onChange: (value: string) => void;
}

/** The country dialing code in front of a mobile number (COUNTRYCODE3). */
export const CountryCodeSelect = ({ codes, value, onChange }: CountryCodeSelectProps) => {
  const { t } = useLingui();
  const id = useId();
  return (
    <Field gap="xs">
      <label htmlFor={id}>{t`Country code`}</label>
      <Select
        id={id}
        name="countryDialingCode"
        autoComplete="tel-country-code"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {codes.map((code) => (
          <option
            key={`${code.countryCode}${code.countryDialingCode}`}
            value={code.countryDialingCode}
          >
            {`${code.countryCode} +${code.countryDialingCode.replace(/^\+/, '')}`}
          </option>
        ))}
      </Select>
    </Field>
  );
};

const Field = styled(Stack)`
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  font-weight: 600;
`;

const Select = styled.select`
  padding: ${({ theme }) => `${theme.spacing.sm}px ${theme.spacing.md}px`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.onSurface};
  font-weight: 400;
  direction: ltr;
`;
