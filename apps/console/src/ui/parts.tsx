import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { Stack } from '@portal/ui-kit';
import type { ComponentProps } from 'react';

/** Parts several console screens share: a screen, a card, a small table, a failure line. */

/** A bordered card of the member page. */
export const Card = (props: ComponentProps<typeof CardBox>) => <CardBox as="section" {...props} />;

const CardBox = styled(Stack)`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.onSurface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium}px;
  padding: ${({ theme }) => theme.spacing.md}px;
  overflow-x: auto;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg}px;
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  th,
  td {
    text-align: start;
    padding: ${({ theme }) => `${theme.spacing.xxs}px ${theme.spacing.sm}px`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** A console screen: its heading, filters and lists in a column. */
export const Screen = (props: ComponentProps<typeof ScreenColumn>) => (
  <ScreenColumn as="section" gap="md" {...props} />
);

const ScreenColumn = styled(Stack)`
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xl}px;
  }
`;

/** A row of labelled filter or form controls (label above its field, selects styled alike). */
export const labelledControls = ({ theme }: { theme: Theme }) => css`
  gap: ${theme.spacing.sm}px;
  align-items: end;
  > div {
    display: grid;
    gap: ${theme.spacing.xs}px;
  }
  select {
    padding: ${theme.spacing.sm}px;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.small}px;
    background: ${theme.colors.surface};
  }
`;
