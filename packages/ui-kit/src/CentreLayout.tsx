import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { media } from './breakpoints.ts';
import { Grid } from './Grid.tsx';
import { NavLink } from './RouterLink.tsx';
import { SectionMenu } from './SectionMenu.tsx';

export interface CentreLink {
  to: string;
  label: string;
}

export interface CentreLayoutProps {
  /** The centre's name, which names its menu ("Member centre"). */
  name: string;
  /** The title row: the centre's h1, with what stands beside it. */
  title: ReactNode;
  /** The menu's links, in its order. */
  links: readonly CentreLink[];
}

/**
 * A centre's layout (the member centre, the agent centre): the title, the section menu and the
 * chosen screen (the route's outlet). Phone width first: the menu scrolls sideways above the
 * screen on phones and tablets; on a desktop it stands beside it, under the title.
 */
export const CentreLayout = ({ name, title, links }: CentreLayoutProps) => (
  <Centre gap="md" desktop="220px 1fr">
    {title}
    <SectionMenu aria-label={name}>
      <ul>
        {links.map(({ to, label }) => (
          <li key={to}>
            <NavLink to={to}>{label}</NavLink>
          </li>
        ))}
      </ul>
    </SectionMenu>
    <Screen>
      <Outlet />
    </Screen>
  </Centre>
);

// The title spans both columns on a desktop, above the menu and the screen.
const Centre = styled(Grid)`
  padding: ${({ theme }) => theme.spacing.md}px;
  & h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl}px;
  }
  ${media.desktop} {
    & > :first-child {
      grid-column: 1 / -1;
    }
  }
`;

const Screen = styled.section`
  min-width: 0;
`;
