import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { LANGUAGE_NAMES, localeOf, toLanguage } from '@portal/i18n';
import { useLanguage } from '@portal/session';
import { Stack } from '@portal/ui-kit';
import { useId } from 'react';
import { useBrand } from '../brand/BrandContext.tsx';

/** Switches among the brand's languages; the choice is remembered on this browser. */
export const LanguageSwitcher = () => {
  const { t } = useLingui();
  const id = useId();
  const brand = useBrand();
  const { language, setLanguage } = useLanguage();
  if (brand.languages.length < 2) return null;
  return (
    <Switcher inline direction="row" align="center" gap="xs">
      <label htmlFor={id}>{t`Language`}</label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          const next = toLanguage(event.target.value);
          if (next) void setLanguage(next);
        }}
      >
        {brand.languages.map((option) => (
          <option key={option} value={option} lang={localeOf(option)}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </Switcher>
  );
};

const Switcher = styled(Stack)`
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  select {
    padding: ${({ theme }) => `${theme.spacing.xxs}px ${theme.spacing.xs}px`};
    border-radius: ${({ theme }) => theme.radii.small}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.onSurface};
  }
`;
