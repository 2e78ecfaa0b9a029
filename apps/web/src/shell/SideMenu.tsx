import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { NavLink } from '@portal/ui-kit';

/** The game categories and further pages, one link each. */
export const SideMenu = () => {
  const { t } = useLingui();
  const items = [
    { to: '/', label: t`Home` },
    { to: '/live', label: t`Live casino` },
    { to: '/sports', label: t`Sports` },
    { to: '/esports', label: t`E-sports` },
    { to: '/rng', label: t`Slots` },
    { to: '/fish', label: t`Fishing` },
    { to: '/pvp', label: t`Card games` },
    { to: '/lottery', label: t`Lottery` },
    { to: '/cockfight', label: t`Cockfight` },
    { to: '/promotions', label: t`Promotions` },
    { to: '/pointMall', label: t`Point mall` },
  ];
  return (
    <Menu aria-label={t`Main menu`}>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </Menu>
  );
};

// Hand-written, not ui-kit's Stack: the shell is in the home's first load, where this block as a
// Stack measured 70-150 bytes more brotli.
const Menu = styled.nav`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing.xxs}px;
  }
  a {
    display: block;
    padding: ${({ theme }) => `${theme.spacing.sm}px ${theme.spacing.md}px`};
    border-radius: ${({ theme }) => theme.radii.small}px;
    text-decoration: none;
    color: ${({ theme }) => theme.colors.onBackground};
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;
