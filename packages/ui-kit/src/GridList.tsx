import styled from '@emotion/styled';
import type { PortalTheme } from '@portal/brand';

export interface GridListProps {
  /** The narrowest a cell may get before the row holds one fewer (px). */
  min: number;
  /** Between cells (default `md`). */
  gap?: keyof PortalTheme['spacing'];
}

const OWN_PROPS = new Set(['min', 'gap']);

/**
 * A list laid out as a grid of equal cells that fills the width: as many columns as fit at
 * `min` pixels each, from phone to desktop without a breakpoint (cards, vendors, games).
 */
export const GridList = styled('ul', {
  shouldForwardProp: (prop) => !OWN_PROPS.has(prop),
})<GridListProps>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ min }) => min}px, 1fr));
  gap: ${({ theme, gap = 'md' }) => theme.spacing[gap]}px;
`;
