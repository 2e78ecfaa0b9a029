import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { Stack } from '@portal/ui-kit';
import { useId } from 'react';

export interface StatusFilterProps<S extends string> {
  /** The statuses in the order the select lists them. */
  statuses: readonly S[];
  /** How each status reads on this desk (a queue may say "Waiting" for `pending`). */
  labels: Record<S, string> | ((status: S) => string);
  /** No status chosen reads as "Every status". */
  value: S | undefined;
  onChange: (status: S | undefined) => void;
  /** The select's name where the desk says otherwise (draws have a "State"). */
  label?: string;
  /** The first choice, no status, where the desk says otherwise ("Every state"). */
  allLabel?: string;
}

/**
 * The "Status" select above a review queue, with an "Every status" choice first. Shared by the
 * console's queues so each filters the same way; the queue resets its page on a change.
 */
export const StatusFilter = <S extends string>({
  statuses,
  labels,
  value,
  onChange,
  label,
  allLabel,
}: StatusFilterProps<S>) => {
  const { t } = useLingui();
  const id = useId();
  return (
    <Filter gap="xs">
      <label htmlFor={id}>{label ?? t`Status`}</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as S | undefined)}
      >
        <option value="">{allLabel ?? t`Every status`}</option>
        {statuses.map((s) => (
          <option key={s} value={s}>
            {typeof labels === 'function' ? labels(s) : labels[s]}
          </option>
        ))}
      </select>
    </Filter>
  );
};

const Filter = styled(Stack)`
  max-width: 240px;
`;
