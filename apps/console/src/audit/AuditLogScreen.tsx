import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type AuditEntry } from '@portal/contract';
import { Button, FormTextField, Grid } from '@portal/ui-kit';
import { useMemo, useState } from 'react';
import { Form as FinalForm } from 'react-final-form';
import type { ConsoleColumn } from '../ui/DataTable.tsx';
import { formatTime, JsonValue } from '../ui/format.tsx';
import { FormSelect } from '../ui/formFields.tsx';
import { labelledControls, Screen } from '../ui/parts.tsx';
import { QueryTable } from '../ui/QueryTable.tsx';
import { type AuditFilter, useAuditLog } from './queries.ts';

const PAGE_SIZE = 20;

/** Who did what, to what, with the values before and after: read-only, newest first. */
export const AuditLogScreen = () => {
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState<AuditFilter>({ pageNo: 1, pageSize: PAGE_SIZE });
  const audit = useAuditLog(filter);
  const columns = useMemo<ConsoleColumn<AuditEntry>[]>(
    () => [
      { id: 'at', header: t`Time`, cell: ({ row }) => formatTime(i18n, row.original.at) },
      {
        id: 'staff',
        header: t`Staff`,
        cell: ({ row }) => `${row.original.staffUsername} (${row.original.role})`,
      },
      { id: 'action', header: t`Action`, cell: ({ row }) => <code>{row.original.action}</code> },
      {
        id: 'target',
        header: t`Target`,
        cell: ({ row }) =>
          `${row.original.targetType} ${row.original.targetId}${row.original.merchantCode ? ` · ${row.original.merchantCode}` : ''}`,
      },
      {
        id: 'before',
        header: t`Before`,
        cell: ({ row }) => <JsonValue value={row.original.before} />,
      },
      {
        id: 'after',
        header: t`After`,
        cell: ({ row }) => <JsonValue value={row.original.after} />,
      },
      { id: 'address', header: t`Address`, cell: ({ row }) => row.original.address },
    ],
    [t, i18n],
  );

  return (
    <Screen aria-labelledby="audit-title">
      <h1 id="audit-title">
        <Trans>Audit log</Trans>
      </h1>
      <AuditFilters onApply={(next) => setFilter({ ...next, pageNo: 1, pageSize: PAGE_SIZE })} />
      <QueryTable
        query={audit}
        filter={filter}
        onFilter={setFilter}
        label={t`Audit entries`}
        columns={columns}
        empty={<Trans>No entries match.</Trans>}
        rowKey={(entry) => String(entry.id)}
      />
    </Screen>
  );
};

interface AuditValues {
  staff?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: string;
  to?: string;
}

/** The filter the form's values ask for: what was left empty filters nothing. */
const toFilter = ({ staff, action, targetType, targetId, from, to }: AuditValues): AuditFilter => ({
  ...(staff?.trim() ? { staff: staff.trim() } : {}),
  ...(action ? { action: action as AuditFilter['action'] } : {}),
  ...(targetType ? { targetType: targetType as AuditFilter['targetType'] } : {}),
  ...(targetId?.trim() ? { targetId: targetId.trim() } : {}),
  ...(from ? { from } : {}),
  ...(to ? { to } : {}),
});

/** The audit filters; empty fields filter nothing. */
export const AuditFilters = ({ onApply }: { onApply: (filter: AuditFilter) => void }) => {
  const { t } = useLingui();
  return (
    <FinalForm<AuditValues>
      onSubmit={(values) => onApply(toFilter(values))}
      render={({ handleSubmit }) => (
        <Filters
          as="form"
          minColumnWidth={160}
          autoFill
          onSubmit={handleSubmit}
          aria-label={t`Filter the audit log`}
        >
          <FormTextField label={t`Staff`} name="staff" />
          <FormSelect name="action" label={t`Action`}>
            <option value="">{t`Any action`}</option>
            {AUDIT_ACTIONS.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </FormSelect>
          <FormSelect name="targetType" label={t`Target type`}>
            <option value="">{t`Any target`}</option>
            {AUDIT_TARGET_TYPES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </FormSelect>
          <FormTextField label={t`Target id`} name="targetId" />
          <FormTextField label={t`From`} name="from" type="date" />
          <FormTextField label={t`To`} name="to" type="date" />
          <Button type="submit">
            <Trans>Apply filters</Trans>
          </Button>
        </Filters>
      )}
    />
  );
};

const Filters = styled(Grid)`
  ${labelledControls}
`;
