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
import { useMemo, useState } from 'react';
import { useStaffRead } from '../api/staffQueries.ts';
import { BrandSelect } from '../ui/BrandSelect.tsx';
import { type ConsoleColumn, column } from '../ui/DataTable.tsx';
import { formatTime } from '../ui/format.tsx';
import { Card } from '../ui/parts.tsx';
import { QueryTable } from '../ui/QueryTable.tsx';
import { StatusFilter } from '../ui/StatusFilter.tsx';
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
      column('order', t`Order`, (d: StaffDeposit) => d.orderNo),
      column('created', t`Created`, (d: StaffDeposit) => formatTime(i18n, d.createdAt)),
      column('member', t`Member`, (d: StaffDeposit) => `${d.username} (${d.merchantCode})`),
      column('kind', t`Channel`, (d: StaffDeposit) => kindLabel[d.kind]),
      column('amount', t`Amount`, (d: StaffDeposit) => d.amount),
      column('paid', t`Paid`, (d: StaffDeposit) => d.paidAmount ?? '-'),
      column('status', t`Status`, (d: StaffDeposit) => statusLabel[d.status]),
      column('flag', t`Flag`, (d: StaffDeposit) => d.flag ?? '-'),
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
        <StatusFilter
          statuses={DEPOSIT_STATUS}
          labels={statusLabel}
          value={filter.status}
          onChange={(status) => set('status', status)}
        />
        <StatusFilter
          label={t`Channel`}
          allLabel={t`Every channel`}
          statuses={DEPOSIT_CHANNEL_KINDS}
          labels={kindLabel}
          value={filter.kind}
          onChange={(kind) => set('kind', kind)}
        />
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
`;
