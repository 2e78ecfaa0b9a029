import styled from '@emotion/styled';
import { Button, type ButtonProps, FormField } from '@portal/ui-kit';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { Form as FinalForm } from 'react-final-form';
import type { BoundControlProps } from '../ui/formFields.tsx';

/**
 * The finance desk's row actions are small react-final-form forms drawn inside a table cell:
 * a bare input named by its aria-label (the row's column says what it is) and buttons that
 * submit. No <form> element, so a cell's controls sit in one line as before.
 */
export const RowField = ({
  name,
  label,
  validate,
  ...input
}: BoundControlProps<InputHTMLAttributes<HTMLInputElement>>) => {
  const errorId = useId();
  return (
    <FormField name={name} validate={validate}>
      {({ input: bound, error }) => (
        <>
          <input
            {...input}
            {...bound}
            aria-label={label}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          {error && <RowError id={errorId}>{error}</RowError>}
        </>
      )}
    </FormField>
  );
};

export interface ReasonAction<A extends string> {
  action: A;
  label: ReactNode;
  ariaLabel: string;
  variant?: ButtonProps['variant'];
  loading?: boolean;
}

/**
 * A reason and the decisions taken with it (reject, mark paid, resolve a dispute, refuse):
 * each button stays disabled until a reason is written, and submits the form with its own
 * decision; the trimmed reason goes with it.
 */
export const ReasonForm = <A extends string>({
  label,
  actions,
  onAct,
}: {
  /** The reason field's accessible name. */
  label: string;
  actions: readonly ReasonAction<A>[];
  onAct: (action: A, reason: string) => void;
}) => (
  <FinalForm<{ reason?: string; action?: A }>
    onSubmit={({ reason = '', action }) => {
      if (action) onAct(action, reason.trim());
    }}
    render={({ form, values }) => (
      <>
        <RowField name="reason" label={label} maxLength={200} />
        {actions.map(({ action, label: text, ariaLabel, variant, loading }) => (
          <Button
            key={action}
            size="small"
            variant={variant}
            aria-label={ariaLabel}
            disabled={!values.reason?.trim()}
            loading={loading}
            onClick={() => {
              form.change('action', action);
              void form.submit();
            }}
          >
            {text}
          </Button>
        ))}
      </>
    )}
  />
);

/** A ReasonForm with one decision (reject, mark paid, refuse); `field` names the reason's field. */
export const OneReasonForm = ({
  field,
  onReason,
  ...decision
}: Omit<ReasonAction<'decide'>, 'action'> & {
  field: string;
  onReason: (reason: string) => void;
}) => (
  <ReasonForm
    label={field}
    actions={[{ ...decision, action: 'decide' }]}
    onAct={(_, reason) => onReason(reason)}
  />
);

const RowError = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;
