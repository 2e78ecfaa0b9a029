import styled from '@emotion/styled';
import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways on a phone instead of squeezing its columns. It takes focus,
 * so a keyboard can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export const TableFrame = ({ children }: { children: ReactNode }) => (
  <Frame tabIndex={0}>{children}</Frame>
);

const Frame = styled.div`
  overflow-x: auto;
  & table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
  }
  & caption {
    text-align: start;
    padding-bottom: ${({ theme }) => theme.spacing.xs}px;
    color: ${({ theme }) => theme.colors.mutedOnBackground};
  }
  & th,
  & td {
    padding: ${({ theme }) => theme.spacing.xs}px ${({ theme }) => theme.spacing.sm}px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    white-space: nowrap;
  }
  & td[data-money] {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;
