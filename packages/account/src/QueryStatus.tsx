import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/api-client';
import { errorMessage } from '@portal/i18n';
import { Spinner } from '@portal/ui-kit';
import type { ReactNode } from 'react';

/** What a record screen shows instead of its rows: loading, a catalogue error, or nothing yet. */
export const QueryStatus = ({
  loading,
  error,
  empty,
}: {
  loading: boolean;
  error: unknown;
  empty: boolean;
}) => {
  const { t, i18n } = useLingui();
  if (error) {
    return (
      <Note role="alert">
        {errorMessage(i18n, isApiError(error) ? error : { code: 'unknown' })}
      </Note>
    );
  }
  if (loading) return <Spinner />;
  if (empty) return <Note>{t`No records for this period.`}</Note>;
  return null;
};

const Note = styled.p`
  margin: ${({ theme }) => theme.spacing.md}px 0;
  color: ${({ theme }) => theme.colors.mutedOnBackground};
`;

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
