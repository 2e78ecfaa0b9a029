import styled from '@emotion/styled';
import { media } from './breakpoints.ts';
import type { Space } from './Stack.tsx';

/** A number of equal columns, or a `grid-template-columns` value of its own. */
type Columns = number | string;

export interface GridProps {
  /** Columns on a phone, the width everything starts from (default 1). */
  columns?: Columns;
  /** Columns from a tablet's width up; the phone's when not given. */
  tablet?: Columns;
  /** Columns on a desktop; the tablet's when not given. */
  desktop?: Columns;
  /**
   * Instead of fixed counts: as many columns as fit, none narrower than this many pixels
   * (`repeat(auto-fit, minmax(min(min, 100%), 1fr))`): a short list stretches to the full width.
   */
  minColumnWidth?: number;
  /**
   * With `minColumnWidth`: keep the columns that stay empty (`auto-fill`), so a short row of
   * fields or figures keeps its columns' width instead of stretching across.
   */
  autoFill?: boolean;
  /** Between rows and columns, from the theme's spacing (default `sm`). */
  gap?: Space;
  /**
   * Between columns only, when it differs from the rows' `gap`: a list of terms and values
   * (`columns="auto 1fr"`) keeps its lines close and its two columns apart.
   */
  columnGap?: Space;
  align?: 'start' | 'center' | 'end' | 'stretch' | 'baseline';
}

const template = (columns: Columns) =>
  typeof columns === 'number' ? `repeat(${columns}, minmax(0, 1fr))` : columns;

// `as` is refused so emotion renders the element it names (see Stack).
const GRID_PROPS = new Set([
  'as',
  'columns',
  'tablet',
  'desktop',
  'minColumnWidth',
  'autoFill',
  'gap',
  'columnGap',
  'align',
]);

/**
 * A grid of columns by breakpoint, phone first, at ui-kit's widths (the same points every
 * screen changes at). Columns are `minmax(0, 1fr)` so a long word or number cannot widen one
 * column past the others on a narrow phone.
 */
export const Grid = styled('div', {
  shouldForwardProp: (prop) => !GRID_PROPS.has(prop),
})<GridProps>`
  display: grid;
  gap: ${({ theme, gap = 'sm' }) => theme.spacing[gap]}px;
  ${({ theme, columnGap }) => (columnGap ? `column-gap: ${theme.spacing[columnGap]}px;` : '')}
  ${({ align }) => (align ? `align-items: ${align};` : '')}
  grid-template-columns: ${({ columns = 1, minColumnWidth, autoFill = false }) =>
    minColumnWidth === undefined
      ? template(columns)
      : `repeat(${autoFill ? 'auto-fill' : 'auto-fit'}, minmax(min(${minColumnWidth}px, 100%), 1fr))`};
  ${({ tablet, minColumnWidth }) =>
    tablet !== undefined && minColumnWidth === undefined
      ? `${media.fromTablet} { grid-template-columns: ${template(tablet)}; }`
      : ''}
  ${({ desktop, minColumnWidth }) =>
    desktop !== undefined && minColumnWidth === undefined
      ? `${media.desktop} { grid-template-columns: ${template(desktop)}; }`
      : ''}
`;
