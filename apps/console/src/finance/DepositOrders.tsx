import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  DEPOSIT_CHANNEL_KINDS,
  DEPOSIT_STATUS,
  type DepositChannelKind,
  type DepositStatus,
  type StaffDeposit,
} from '@portal/contract';
import { Stack } from '@portal/ui-kit';
import { useId, useMemo, useState } from 'react';
import { useStaffRead } from '../api/staffQueries.ts';
import { BrandSelect } from '../ui/BrandSelect.tsx';
import type { ConsoleColumn } from '../ui/DataTable.tsx';
import { formatTime } from '../ui/format.tsx';
import { Card } from '../ui/parts.tsx';
import { QueryTable } from '../ui/QueryTable.tsx';
import { type DepositFilter, useFinanceDeposits } from './queries.ts';

const PAGE = { pageNo: 1, pageSize: 20 };

/**
 * Every deposit order, newest first, filtered on the server by brand, status, channel kind
 * and flag: the desk's search over deposits (the other tabs are its to-do lists).
 */
export const DepositOrders = () => {
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState<DepositFilter>(PAGE);
  const list = useFinanceDeposits(filter);
  const merchants = useStaffRead('staffMerchants', {});
  const statusId = useId();
  const kindId = useId();
  const { statusLabel, kindLabel } = useMemo(
    () => ({
      statusLabel: {
        created: t`Created`,
        pending: t`Pending`,
        paid: t`Paid`,
        failed: t`Failed`,
        expired: t`Expired`,
      } satisfies Record<DepositStatus, string>,
      kindLabel: {
        ewallet: t`E-wallet`,
        bankTransfer: t`Bank transfer`,
      } satisfies Record<DepositChannelKind, string>,
    }),
    [t],
  );
  /** A new filter value starts again at the first page; an empty one drops the key. */
  const set = <K extends 'merchantCode' | 'status' | 'kind' | 'flagged'>(
    key: K,
    next: DepositFilter[K] | undefined,
  ) => {
    const { [key]: _, ...rest } = filter;
    setFilter({ ...rest, pageNo: 1, ...(next ? { [key]: next } : {}) });
  };
  const columns = useMemo<ConsoleColumn<StaffDeposit>[]>(
    () => [
      { id: 'order', header: t`Order`, cell: ({ row }) => row.original.orderNo },
      {
        id: 'created',
        header: t`Created`,
        cell: ({ row }) => formatTime(i18n, row.original.createdAt),
      },
      {
        id: 'member',
        header: t`Member`,
        cell: ({ row }) => `${row.original.username} (${row.original.merchantCode})`,
      },
      { id: 'kind', header: t`Channel`, cell: ({ row }) => kindLabel[row.original.kind] },
      { id: 'amount', header: t`Amount`, cell: ({ row }) => row.original.amount },
      { id: 'paid', header: t`Paid`, cell: ({ row }) => row.original.paidAmount ?? '-' },
      { id: 'status', header: t`Status`, cell: ({ row }) => statusLabel[row.original.status] },
      { id: 'flag', header: t`Flag`, cell: ({ row }) => row.original.flag ?? '-' },
    ],
    [t, i18n, kindLabel, statusLabel],
  );
  return (
    <Card>
      <Filters
        direction="row"
        wrap
        align="end"
        gap="md"
        role="search"
        aria-label={t`Filter deposit orders`}
      >
        <BrandSelect
          brands={merchants.data?.merchants ?? []}
          value={filter.merchantCode}
          onChange={(code) => set('merchantCode', code)}
          allLabel={t`Every brand`}
        />
        <div>
          <label htmlFor={statusId}>{t`Status`}</label>
          <select
            id={statusId}
            value={filter.status ?? ''}
            onChange={(e) => set('status', (e.target.value || undefined) as DepositStatus)}
          >
            <option value="">{t`Every status`}</option>
            {DEPOSIT_STATUS.map((s) => (
              <option key={s} value={s}>
                {statusLabel[s]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={kindId}>{t`Channel`}</label>
          <select
            id={kindId}
            value={filter.kind ?? ''}
            onChange={(e) => set('kind', (e.target.value || undefined) as DepositChannelKind)}
          >
            <option value="">{t`Every channel`}</option>
            {DEPOSIT_CHANNEL_KINDS.map((k) => (
              <option key={k} value={k}>
                {kindLabel[k]}
              </option>
            ))}
          </select>
        </div>
        <label>
          <input
            type="checkbox"
            checked={filter.flagged === '1'}
            onChange={(e) => set('flagged', e.target.checked ? '1' : undefined)}
          />{' '}
          <Trans>Flagged only</Trans>
        </label>
      </Filters>
      <QueryTable
        query={list}
        filter={filter}
        onFilter={setFilter}
        label={t`Deposit orders`}
        columns={columns}
        empty={<Trans>No deposit matches.</Trans>}
        rowKey={(row) => row.orderNo}
      />
    </Card>
  );
};

// Each filter is a label above its control.
const Filters = styled(Stack)`
  margin-bottom: ${({ theme }) => theme.spacing.md}px;
  > div {
    display: grid;
    gap: ${({ theme }) => theme.spacing.xs}px;
  }
`;
