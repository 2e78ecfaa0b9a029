import styled from '@emotion/styled';
import type { PortalTheme } from '@portal/brand';
import type { CSSProperties } from 'react';

/** A step of the theme's spacing scale. */
export type Space = keyof PortalTheme['spacing'];

export interface StackProps {
  /** `column` (the default) stacks top to bottom; `row` runs in the reading direction. */
  direction?: 'row' | 'column';
  /** Between the children, from the theme's spacing (default `sm`). */
  gap?: Space;
  /** Cross-axis alignment (`align-items`); stretched by default, as a plain flex box. */
  align?: CSSProperties['alignItems'];
  /** Main-axis distribution (`justify-content`). */
  justify?: CSSProperties['justifyContent'];
  /** A row that runs out of width carries on below (phone first: a row of chips or buttons). */
  wrap?: boolean;
  /** Shown inline, so it sits in a line of text or a table cell. */
  inline?: boolean;
}

// `as` is listed so emotion renders the element it names instead of passing it to a div (emotion
// only honours `as` when the prop filter refuses it).
const STACK_PROPS = new Set(['as', 'direction', 'gap', 'align', 'justify', 'wrap', 'inline']);

/**
 * A flex box whose whole job is to space its children: a column, or a row that follows the
 * reading direction (so it mirrors in Urdu without a rule of its own). Screens use it instead of
 * a styled div per block; `styled(Stack)` adds what is particular to one place.
 */
const stackCss = ({
  theme,
  direction = 'column',
  gap = 'sm',
  align,
  justify,
  wrap = false,
  inline = false,
}: StackProps & { theme: PortalTheme }) => `
  display: ${inline ? 'inline-flex' : 'flex'};
  flex-direction: ${direction};
  flex-wrap: ${wrap ? 'wrap' : 'nowrap'};
  gap: ${theme.spacing[gap]}px;
  ${align ? `align-items: ${align};` : ''}
  ${justify ? `justify-content: ${justify};` : ''}
`;

export const Stack = styled('div', {
  shouldForwardProp: (prop) => !STACK_PROPS.has(prop),
})<StackProps>(stackCss);

/**
 * A list laid out as a {@link Stack}: a `ul` without bullets or the browser's indent, for lists
 * of cards, rows and confirmations; its items are styled where they are particular
 * (`styled(ListStack)` with an `li` rule).
 */
export const ListStack = styled('ul', {
  shouldForwardProp: (prop) => !STACK_PROPS.has(prop),
})<StackProps>(stackCss, { margin: 0, padding: 0, listStyle: 'none' });

/**
 * A form laid out as a {@link Stack}: its own element, so `noValidate`, `onSubmit` and a name
 * keep the form's types and role (a `Stack as="form"` would type them as a div's).
 */
export const FormStack = styled('form', {
  shouldForwardProp: (prop) => !STACK_PROPS.has(prop),
})<StackProps>(stackCss);
