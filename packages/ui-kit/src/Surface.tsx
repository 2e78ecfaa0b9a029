import styled from '@emotion/styled';
import type { PortalTheme } from '@portal/brand';

type Space = keyof PortalTheme['spacing'];

export interface SurfaceProps {
  /** Between its children (default `sm`). */
  gap?: Space;
  /** Inside its edge (default `md`). */
  pad?: Space;
  radius?: keyof Omit<PortalTheme['radii'], 'round'>;
  /** A card that stands off the page with the theme's small shadow. */
  raised?: boolean;
}

/**
 * A panel on the theme's surface colour, its children in a column: the ground of cards,
 * slips and panels. Components style it further with `styled(Surface)`.
 */
// `as` is refused so emotion renders the element it names (an article card) instead of passing it
// to the section as an attribute (see Stack).
const OWN_PROPS = new Set(['as', 'gap', 'pad', 'radius', 'raised']);

export const Surface = styled('section', {
  shouldForwardProp: (prop) => !OWN_PROPS.has(prop),
})<SurfaceProps>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, gap = 'sm' }) => theme.spacing[gap]}px;
  padding: ${({ theme, pad = 'md' }) => theme.spacing[pad]}px;
  border-radius: ${({ theme, radius = 'medium' }) => theme.radii[radius]}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.onSurface};
  box-shadow: ${({ theme, raised = false }) => (raised ? theme.shadows.small : 'none')};
`;
