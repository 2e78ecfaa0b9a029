import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  amountExample,
  type DisputeResolution,
  type ReconciliationReport,
  type StaffDeposit,
  type StaffWithdrawal,
} from '@portal/contract';
import { Button, Stack, Tabs } from '@portal/ui-kit';
import type { RowData } from '@tanstack/react-table';
import { type ComponentType, useMemo, useState } from 'react';
import { Form as FinalForm } from 'react-final-form';
import { errorText } from '../i18n/consoleI18n.ts';
import { type ConsoleColumn, column } from '../ui/DataTable.tsx';
import { formatAmount } from '../ui/format.tsx';
import { amountField } from '../ui/formRules.ts';
import { Card, Screen } from '../ui/parts.tsx';
import { type PageQuery, QueryTable } from '../ui/QueryTable.tsx';
import { DepositOrders } from './DepositOrders.tsx';
import {
  type DepositFilter,
  type ReconciliationFilter,
  useApproveWithdrawal,
  useConfirmDeposit,
  useFinanceDeposits,
  useFinanceReconciliation,
  useFinanceWithdrawals,
  useRejectWithdrawal,
  useResolveDispute,
  type WithdrawalFilter,
} from './queries.ts';
import { RiskSignals } from './RiskSignals.tsx';
import { OneReasonForm, ReasonForm, RowField } from './RowForms.tsx';
import { useMarkPaid, useRefuseDeposit } from './reviewQueries.ts';

type FinanceTab =
  | 'withdrawals'
  | 'transit'
  | 'bank'
  | 'flagged'
  | 'disputes'
  | 'orders'
  | 'reconciliation';

/**
 * The finance desk: withdrawals to review (approve sends the payout; reject with a reason
 * returns the hold), manual bank deposits to confirm by their memo, deposits flagged for a
 * second look, disputed payouts to resolve, and the daily reconciliation reports. Each
 * action is audited by the server.
 */
export const FinanceScreen = () => {
  const { t } = useLingui();
  const [tab, setTab] = useState<FinanceTab>('withdrawals');
  return (
    <Screen aria-labelledby="finance-title">
      <h1 id="finance-title">
        <Trans>Finance</Trans>
      </h1>
      <Tabs
        label={t`Finance desk`}
        selected={tab}
        onSelect={setTab}
        tabs={[
          { key: 'withdrawals', label: t`Withdrawals to review` },
          { key: 'transit', label: t`Payouts in transit` },
          { key: 'bank', label: t`Bank deposits` },
          { key: 'flagged', label: t`Flagged deposits` },
          { key: 'disputes', label: t`Disputes` },
          { key: 'orders', label: t`Deposit orders` },
          { key: 'reconciliation', label: t`Reconciliation` },
        ]}
      >
        {tab === 'withdrawals' && <PendingWithdrawals />}
        {tab === 'transit' && <PayoutsInTransit />}
        {tab === 'bank' && <BankDeposits />}
        {tab === 'flagged' && <FlaggedDeposits />}
        {tab === 'disputes' && <Disputes />}
        {tab === 'orders' && <DepositOrders />}
        {tab === 'reconciliation' && <Reconciliation />}
      </Tabs>
    </Screen>
  );
};

/** The controls of one row: a component, so its own state lives as long as the row. */
type RowActions<T> = ComponentType<{ row: T }>;

const actionColumn = <T extends RowData>(
  header: string,
  Actions: RowActions<T>,
): ConsoleColumn<T> => ({
  id: 'actions',
  header,
  cell: ({ row }) => (
    <ActionRow direction="row" wrap gap="xs" align="center">
      <Actions row={row.original} />
    </ActionRow>
  ),
});

/** The withdrawal columns a reviewer decides by: the card, the turnover, the member's answer. */
const useWithdrawalColumns = (
  Actions: RowActions<StaffWithdrawal>,
): ConsoleColumn<StaffWithdrawal>[] => {
  const { t, i18n } = useLingui();
  return useMemo(
    () => [
      column('id', t`Id`, (w: StaffWithdrawal) => w.withdrawalId),
      column('member', t`Member`, (w: StaffWithdrawal) => `${w.username} (${w.merchantCode})`),
      column('amount', t`Amount`, (w: StaffWithdrawal) => formatAmount(i18n, w.amount, w.currency)),
      column(
        'card',
        t`Card`,
        (w: StaffWithdrawal) => `${w.bankName} ${w.accountMasked} ${w.payee}`,
      ),
      column('turnover', t`Bets since deposit`, (w: StaffWithdrawal) =>
        formatAmount(i18n, w.turnoverSinceDeposit, w.currency),
      ),
      column('risk', t`Risk`, (w: StaffWithdrawal) => (
        <RiskSignals withdrawalId={w.withdrawalId} />
      )),
      column(
        'answer',
        t`Member's answer`,
        (w: StaffWithdrawal) =>
          `${w.confirmation ?? '-'}${
            w.receivedAmount !== null
              ? ` (${formatAmount(i18n, w.receivedAmount, w.currency)})`
              : ''
          }${w.proofCount > 0 ? ` · ${t`${w.proofCount} proof images`}` : ''}`,
      ),
      actionColumn(t`Actions`, Actions),
    ],
    [t, i18n, Actions],
  );
};

const useDepositColumns = (Actions?: RowActions<StaffDeposit>): ConsoleColumn<StaffDeposit>[] => {
  const { t, i18n } = useLingui();
  return useMemo(
    () => [
      column('order', t`Order`, (d: StaffDeposit) => d.orderNo),
      column('member', t`Member`, (d: StaffDeposit) => `${d.username} (${d.merchantCode})`),
      column('amount', t`Amount`, (d: StaffDeposit) => formatAmount(i18n, d.amount, d.currency)),
      column('paid', t`Paid`, (d: StaffDeposit) =>
        d.paidAmount === null ? '-' : formatAmount(i18n, d.paidAmount, d.currency),
      ),
      column('memo', t`Memo`, (d: StaffDeposit) => d.memo ?? '-'),
      column('flag', t`Flag`, (d: StaffDeposit) => d.flag ?? '-'),
      ...(Actions ? [actionColumn(t`Actions`, Actions)] : []),
    ],
    [t, i18n, Actions],
  );
};

const PAGE = { pageNo: 1, pageSize: 20 };

/** A decision's failure, in words, beside the row it was about. */
const Failure = ({ error }: { error: unknown }) => {
  const { i18n } = useLingui();
  return error ? <p role="alert">{errorText(i18n, error)}</p> : null;
};

const Empty = () => <Trans>Nothing to do here.</Trans>;

/** Approve at once; reject only with a reason. */
const ReviewActions = ({ row }: { row: StaffWithdrawal }) => {
  const { t } = useLingui();
  const approve = useApproveWithdrawal();
  const reject = useRejectWithdrawal();
  return (
    <>
      <Button
        size="small"
        aria-label={t`Approve withdrawal ${row.withdrawalId}`}
        loading={approve.isPending}
        onClick={() => approve.mutate({ withdrawalId: row.withdrawalId })}
      >
        <Trans>Approve</Trans>
      </Button>
      <OneReasonForm
        field={t`Reason to reject withdrawal ${row.withdrawalId}`}
        label={<Trans>Reject</Trans>}
        ariaLabel={t`Reject withdrawal ${row.withdrawalId}`}
        variant="danger"
        onReason={(reason) => reject.mutate({ withdrawalId: row.withdrawalId, reason })}
      />
      <Failure error={approve.error ?? reject.error} />
    </>
  );
};

/**
 * An approved payout whose provider callback has not come: staff who see it paid in the
 * provider's records mark it paid, with a reason.
 */
const MarkPaidActions = ({ row }: { row: StaffWithdrawal }) => {
  const { t } = useLingui();
  const markPaid = useMarkPaid();
  return (
    <>
      <OneReasonForm
        field={t`Reason to mark withdrawal ${row.withdrawalId} paid`}
        label={<Trans>Mark paid</Trans>}
        ariaLabel={t`Mark withdrawal ${row.withdrawalId} paid`}
        loading={markPaid.isPending}
        onReason={(reason) => markPaid.mutate({ withdrawalId: row.withdrawalId, reason })}
      />
      <Failure error={markPaid.error} />
    </>
  );
};

/** A disputed payout: paid again, refunded or forced received, each with a reason. */
const DisputeActions = ({ row }: { row: StaffWithdrawal }) => {
  const { t } = useLingui();
  const resolve = useResolveDispute();
  const labels: Record<DisputeResolution, string> = {
    paidAgain: t`Paid again`,
    refunded: t`Refund`,
    forcedReceived: t`Forced received`,
  };
  return (
    <>
      <ReasonForm
        label={t`Reason for withdrawal ${row.withdrawalId}`}
        actions={(Object.keys(labels) as DisputeResolution[]).map((resolution) => ({
          action: resolution,
          label: labels[resolution],
          ariaLabel: `${labels[resolution]}: ${row.withdrawalId}`,
          variant: 'secondary' as const,
        }))}
        onAct={(resolution, reason) =>
          resolve.mutate({ withdrawalId: row.withdrawalId, resolution, reason })
        }
      />
      <Failure error={resolve.error} />
    </>
  );
};

/**
 * A manual bank transfer: staff confirm the amount that arrived, by the memo, or refuse one
 * that never arrived (with a reason; nothing moves). The amount is checked as the contract
 * reads it before it is sent.
 */
const ConfirmDepositActions = ({ row }: { row: StaffDeposit }) => {
  const { t } = useLingui();
  const confirm = useConfirmDeposit();
  const refuse = useRefuseDeposit();
  const { currency } = row;
  const example = amountExample(currency);
  const amountRule = amountField(
    'financeDepositConfirm',
    'amount',
    currency,
    t`Enter an amount in ${currency}, such as ${example}.`,
  );
  return (
    <>
      <FinalForm<{ amount?: string }>
        initialValues={{ amount: row.amount }}
        onSubmit={({ amount = '' }) =>
          confirm.mutate({ orderNo: row.orderNo, amount: amount.trim() })
        }
        render={({ form }) => (
          <>
            <RowField
              name="amount"
              label={t`Amount received for ${row.orderNo}`}
              inputMode="decimal"
              validate={amountRule}
            />
            <Button
              size="small"
              aria-label={t`Confirm deposit ${row.orderNo}`}
              onClick={() => void form.submit()}
            >
              <Trans>Confirm</Trans>
            </Button>
          </>
        )}
      />
      <OneReasonForm
        field={t`Reason to refuse deposit ${row.orderNo}`}
        label={<Trans>Refuse</Trans>}
        ariaLabel={t`Refuse deposit ${row.orderNo}`}
        variant="danger"
        onReason={(reason) => refuse.mutate({ orderNo: row.orderNo, reason })}
      />
      <Failure error={confirm.error ?? refuse.error} />
    </>
  );
};

/** One desk list: a server-paged table of the rows a filter selects. */
const DeskList = <T extends RowData, F extends { pageNo?: number | string }>({
  initial,
  useList,
  columns,
  label,
  rowKey,
}: {
  initial: F;
  useList: (filter: F) => PageQuery<T>;
  columns: ConsoleColumn<T>[];
  label: string;
  rowKey: (row: T) => string;
}) => {
  const [filter, setFilter] = useState(initial);
  const list = useList(filter);
  return (
    <Card>
      <QueryTable
        query={list}
        filter={filter}
        onFilter={setFilter}
        label={label}
        columns={columns}
        empty={<Empty />}
        rowKey={rowKey}
      />
    </Card>
  );
};

const withdrawalKey = (row: StaffWithdrawal) => String(row.withdrawalId);
const depositKey = (row: StaffDeposit) => row.orderNo;

/** Withdrawals in one status, each row with the desk's controls for that status. */
const WithdrawalList = ({
  status,
  Actions,
}: {
  status: 'pending' | 'approved' | 'disputed';
  Actions: RowActions<StaffWithdrawal>;
}) => {
  const { t } = useLingui();
  const columns = useWithdrawalColumns(Actions);
  return (
    <DeskList<StaffWithdrawal, WithdrawalFilter>
      initial={{ status, ...PAGE }}
      useList={useFinanceWithdrawals}
      columns={columns}
      label={t`Withdrawals`}
      rowKey={withdrawalKey}
    />
  );
};

/** Deposits a filter selects, with the desk's controls when there are any. */
const DepositList = ({
  filter,
  Actions,
}: {
  filter: Omit<DepositFilter, 'pageNo' | 'pageSize'>;
  Actions?: RowActions<StaffDeposit>;
}) => {
  const { t } = useLingui();
  const columns = useDepositColumns(Actions);
  return (
    <DeskList<StaffDeposit, DepositFilter>
      initial={{ ...filter, ...PAGE }}
      useList={useFinanceDeposits}
      columns={columns}
      label={t`Deposits`}
      rowKey={depositKey}
    />
  );
};

const PendingWithdrawals = () => <WithdrawalList status="pending" Actions={ReviewActions} />;
const Disputes = () => <WithdrawalList status="disputed" Actions={DisputeActions} />;
const PayoutsInTransit = () => <WithdrawalList status="approved" Actions={MarkPaidActions} />;
const BankDeposits = () => (
  <DepositList
    filter={{ kind: 'bankTransfer', status: 'pending' }}
    Actions={ConfirmDepositActions}
  />
);
const FlaggedDeposits = () => <DepositList filter={{ flagged: '1' }} />;

/** A statement figure beside the ledger's: "statement / ledger". */
const against = (statement: string, ledger: string) => `${statement} / ${ledger}`;

const useReconciliationColumns = (): ConsoleColumn<ReconciliationReport>[] => {
  const { t } = useLingui();
  return useMemo(
    () => [
      {
        id: 'day',
        header: t`Day`,
        cell: ({ row }) => `${row.original.day} (${row.original.timeZone})`,
      },
      { id: 'brand', header: t`Brand`, cell: ({ row }) => row.original.merchantCode },
      {
        id: 'liabilities',
        header: t`Player liabilities`,
        cell: ({ row: { original: r } }) =>
          t`${r.playerLiabilities} (main ${r.mainWallets}, vendor ${r.vendorWallets}, held ${r.withdrawalHolds})`,
      },
      {
        id: 'clearing',
        header: t`Clearing`,
        cell: ({ row: { original: r } }) =>
          t`${r.provider} ${r.providerClearing}, bank ${r.bankClearing}`,
      },
      { id: 'suspense', header: t`Suspense`, cell: ({ row }) => row.original.depositSuspense },
      { id: 'transit', header: t`In transit`, cell: ({ row }) => row.original.payoutsInTransit },
      {
        id: 'payins',
        header: t`Pay-ins (statement / ledger)`,
        cell: ({ row: { original: r } }) => against(r.statementPayins, r.ledgerPayins),
      },
      {
        id: 'payouts',
        header: t`Payouts (statement / ledger)`,
        cell: ({ row: { original: r } }) => against(r.statementPayouts, r.ledgerPayouts),
      },
      {
        id: 'result',
        header: t`Result`,
        cell: ({ row: { original: r } }) =>
          r.mismatch ? (
            <Mismatch>
              {t`Mismatch: pay-ins ${r.payinDifference}, payouts ${r.payoutDifference}`}
            </Mismatch>
          ) : (
            t`Balanced`
          ),
      },
    ],
    [t],
  );
};

const reportKey = (row: ReconciliationReport) => `${row.merchantCode}-${row.day}-${row.currency}`;

/** The daily reports, newest first; a mismatch is marked, and may be all the list shows. */
const Reconciliation = () => {
  const { t } = useLingui();
  const columns = useReconciliationColumns();
  const [filter, setFilter] = useState<ReconciliationFilter>(PAGE);
  const list = useFinanceReconciliation(filter);
  return (
    <Card>
      <label>
        <input
          type="checkbox"
          checked={filter.mismatch === '1'}
          onChange={(e) => {
            const { mismatch: _, ...rest } = filter;
            setFilter({ ...rest, pageNo: 1, ...(e.target.checked ? { mismatch: '1' } : {}) });
          }}
        />{' '}
        <Trans>Mismatches only</Trans>
      </label>
      <QueryTable
        query={list}
        filter={filter}
        onFilter={setFilter}
        label={t`Reconciliation reports`}
        columns={columns}
        empty={<Empty />}
        rowKey={reportKey}
      />
    </Card>
  );
};

const Mismatch = styled.strong`
  color: ${({ theme }) => theme.colors.danger};
`;

const ActionRow = styled(Stack)`
  input {
    max-width: 160px;
  }
`;
