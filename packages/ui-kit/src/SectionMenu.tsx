import styled from '@emotion/styled';
import { media, TOUCH_TARGET } from './breakpoints.ts';

/**
 * A centre's section menu (the member centre, the agent centre): a `nav` holding a list of
 * links, a scrolling row on a phone and a column beside the screen on a desktop; the current
 * page's link (`aria-current="page"`) in the brand's primary colour.
 */
export const SectionMenu = styled.nav`
  overflow-x: auto;
  & ul {
    display: flex;
    gap: ${({ theme }) => theme.spacing.xs}px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & a {
    display: block;
    padding: ${({ theme }) => `${theme.spacing.sm}px ${theme.spacing.md}px`};
    border-radius: ${({ theme }) => theme.radii.medium}px;
    color: inherit;
    text-decoration: none;
    white-space: nowrap;
  }
  & a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  ${media.desktop} {
    & ul {
      flex-direction: column;
    }
  }
  ${media.upToTablet} {
    & a {
      display: flex;
      align-items: center;
      min-height: ${TOUCH_TARGET}px;
    }
  }
`;
