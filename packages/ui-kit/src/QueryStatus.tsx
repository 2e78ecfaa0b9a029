import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { type CodedFailure, errorMessage } from '@portal/i18n';
import type { ReactNode } from 'react';
import { Button } from './Button.tsx';
import { Spinner } from './Spinner.tsx';

/**
 * ui-kit sits beside the api client, not over it, so it knows a failure by its shape: anything
 * with a string `code` (the client's ApiError has one) is a catalogue failure; anything else is
 * shown as the catalogue's `unknown`.
 */
const asCoded = (error: unknown): CodedFailure => {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code, message } = error as { code: unknown; message?: unknown };
    if (typeof code === 'string') {
      return typeof message === 'string' ? { code, message } : { code };
    }
  }
  return { code: 'unknown' };
};

export interface QueryFailureProps {
  error: unknown;
  /** Asks again (the query's `refetch`); without it the failure offers no button. */
  onRetry?: (() => unknown) | undefined;
  /**
   * Words for the failure when the catalogue is not the portal's (the console's staff codes);
   * the portal's catalogue message by default.
   */
  describe?: ((error: unknown) => string) | undefined;
}

/** A failed query in words (its catalogue message), announced, with a way to try again. */
export const QueryFailure = ({ error, onRetry, describe }: QueryFailureProps) => {
  const { t, i18n } = useLingui();
  return (
    <Failure role="alert">
      <p>{describe ? describe(error) : errorMessage(i18n, asCoded(error))}</p>
      {onRetry ? (
        <Button variant="secondary" size="small" onClick={() => void onRetry()}>
          {t`Try again`}
        </Button>
      ) : null}
    </Failure>
  );
};

export interface QueryStatusProps extends QueryFailureProps {
  loading: boolean;
  /** What to say when the query answered with nothing to show; falsy while there is something. */
  empty?: ReactNode;
  /** The spinner's words (what is loading); "Loading…" by default. */
  loadingLabel?: string | undefined;
}

/**
 * What a list or screen part shows instead of its content: the failure (first, since a failed
 * refetch may still hold old data), the spinner while the first answer is on its way, or the
 * empty line. It renders nothing once there is something to show.
 */
export const QueryStatus = ({
  loading,
  error,
  empty,
  onRetry,
  describe,
  loadingLabel,
}: QueryStatusProps) => {
  if (error) return <QueryFailure error={error} onRetry={onRetry} describe={describe} />;
  if (loading) return loadingLabel ? <Spinner label={loadingLabel} /> : <Spinner />;
  if (empty) return <Line>{empty}</Line>;
  return null;
};

// Not ui-kit's Stack on purpose: this part is in the home's first load, where importing Stack
// here measured 0.1-0.2 KiB brotli more (a Stack block costs more bytes than these few rules).
const Failure = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm}px;
  margin: ${({ theme }) => theme.spacing.md}px 0;
  & > p {
    margin: 0;
  }
`;

const Line = styled.p`
  margin: ${({ theme }) => theme.spacing.md}px 0;
  color: ${({ theme }) => theme.colors.mutedOnBackground};
`;
