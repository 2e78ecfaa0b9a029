import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useBrand } from '../brand/BrandContext.tsx';

/** Licence text, help link and copyright line (portal-spec section 2). */
export const Footer = () => {
  const { t } = useLingui();
  const brand = useBrand();
  return (
    <Bar>
      <nav aria-label={t`Help`}>
        <Link to="/help">{t`Help centre`}</Link>
      </nav>
      <Licence>{brand.licence}</Licence>
      <small>{brand.copyright}</small>
    </Bar>
  );
};

const Bar = styled.footer`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm}px;
  padding: ${({ theme }) => `${theme.spacing.xl}px ${theme.spacing.xl}px`};
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onSecondary};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const Licence = styled.p`
  max-width: 60em;
  margin: 0;
`;
