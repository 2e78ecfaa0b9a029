import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DisputeResolution, StaffDeposit, StaffWithdrawal } from '@portal/contract';
import { Button, Tabs } from '@portal/ui-kit';
import { type ReactNode, useState } from 'react';
import { errorText } from '../i18n/consoleI18n.ts';
import { Card, Screen, Table } from '../ui/parts.tsx';
import {
  useApproveWithdrawal,
  useConfirmDeposit,
  useFinanceDeposits,
  useFinanceWithdrawals,
  useRejectWithdrawal,
  useResolveDispute,
} from './queries.ts';

type FinanceTab = 'withdrawals' | 'bank' | 'flagged' | 'disputes';

/**
 * The finance desk: withdrawals to review (approve sends the payout; reject with a reason
 * returns the hold), manual bank deposits to confirm by their memo, deposits flagged for a
 * second look, and disputed payouts to resolve. Each action is audited by the server.
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
          { key: 'bank', label: t`Bank deposits` },
          { key: 'flagged', label: t`Flagged deposits` },
          { key: 'disputes', label: t`Disputes` },
        ]}
      >
        {tab === 'withdrawals' && <PendingWithdrawals />}
        {tab === 'bank' && <BankDeposits />}
        {tab === 'flagged' && <FlaggedDeposits />}
        {tab === 'disputes' && <Disputes />}
      </Tabs>
    </Screen>
  );
};

const WithdrawalRows = ({
  rows,
  actions,
}: {
  rows: readonly StaffWithdrawal[];
  actions: (row: StaffWithdrawal) => ReactNode;
}) => {
  const { t } = useLingui();
  return (
    <Table aria-label={t`Withdrawals`}>
      <thead>
        <tr>
          <th>{t`Id`}</th>
          <th>{t`Member`}</th>
          <th>{t`Amount`}</th>
          <th>{t`Card`}</th>
          <th>{t`Bets since deposit`}</th>
          <th>{t`Member's answer`}</th>
          <th>{t`Actions`}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.withdrawalId}>
            <td>{row.withdrawalId}</td>
            <td>{`${row.username} (${row.merchantCode})`}</td>
            <td>{row.amount}</td>
            <td>{`${row.bankName} ${row.accountMasked} ${row.payee}`}</td>
            <td>{row.turnoverSinceDeposit}</td>
            <td>
              {row.confirmation ?? '-'}
              {row.receivedAmount !== null && ` (${row.receivedAmount})`}
              {row.proofCount > 0 && ` · ${t`${row.proofCount} proof images`}`}
            </td>
            <td>
              <Row>{actions(row)}</Row>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
};

const Empty = () => (
  <p>
    <Trans>Nothing to do here.</Trans>
  </p>
);

const PendingWithdrawals = () => {
  const { t, i18n } = useLingui();
  const list = useFinanceWithdrawals({ status: 'pending', pageSize: 100 });
  const approve = useApproveWithdrawal();
  const reject = useRejectWithdrawal();
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const failure = list.error ?? approve.error ?? reject.error;
  return (
    <Card>
      {failure && <p role="alert">{errorText(i18n, failure)}</p>}
      {list.isPending && <p>{t`Loading`}</p>}
      {list.data?.content.length === 0 && <Empty />}
      {list.data && list.data.content.length > 0 && (
        <WithdrawalRows
          rows={list.data.content}
          actions={(row) => (
            <>
              <Button
                size="small"
                aria-label={t`Approve withdrawal ${row.withdrawalId}`}
                loading={approve.isPending && approve.variables?.withdrawalId === row.withdrawalId}
                onClick={() => approve.mutate({ withdrawalId: row.withdrawalId })}
              >
                <Trans>Approve</Trans>
              </Button>
              <input
                aria-label={t`Reason to reject withdrawal ${row.withdrawalId}`}
                maxLength={200}
                value={reasons[row.withdrawalId] ?? ''}
                onChange={(e) => setReasons({ ...reasons, [row.withdrawalId]: e.target.value })}
              />
              <Button
                size="small"
                variant="danger"
                aria-label={t`Reject withdrawal ${row.withdrawalId}`}
                disabled={!reasons[row.withdrawalId]?.trim()}
                onClick={() =>
                  reject.mutate({
                    withdrawalId: row.withdrawalId,
                    reason: reasons[row.withdrawalId]?.trim() ?? '',
                  })
                }
              >
                <Trans>Reject</Trans>
              </Button>
            </>
          )}
        />
      )}
    </Card>
  );
};

const Disputes = () => {
  const { t, i18n } = useLingui();
  const list = useFinanceWithdrawals({ status: 'disputed', pageSize: 100 });
  const resolve = useResolveDispute();
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const failure = list.error ?? resolve.error;
  const labels: Record<DisputeResolution, string> = {
    paidAgain: t`Paid again`,
    refunded: t`Refund`,
    forcedReceived: t`Forced received`,
  };
  return (
    <Card>
      {failure && <p role="alert">{errorText(i18n, failure)}</p>}
      {list.isPending && <p>{t`Loading`}</p>}
      {list.data?.content.length === 0 && <Empty />}
      {list.data && list.data.content.length > 0 && (
        <WithdrawalRows
          rows={list.data.content}
          actions={(row) => (
            <>
              <input
                aria-label={t`Reason for withdrawal ${row.withdrawalId}`}
                maxLength={200}
                value={reasons[row.withdrawalId] ?? ''}
                onChange={(e) => setReasons({ ...reasons, [row.withdrawalId]: e.target.value })}
              />
              {(Object.keys(labels) as DisputeResolution[]).map((resolution) => (
                <Button
                  key={resolution}
                  size="small"
                  variant="secondary"
                  disabled={!reasons[row.withdrawalId]?.trim()}
                  aria-label={`${labels[resolution]}: ${row.withdrawalId}`}
                  onClick={() =>
                    resolve.mutate({
                      withdrawalId: row.withdrawalId,
                      resolution,
                      reason: reasons[row.withdrawalId]?.trim() ?? '',
                    })
                  }
                >
                  {labels[resolution]}
                </Button>
              ))}
            </>
          )}
        />
      )}
    </Card>
  );
};

const DepositRows = ({
  rows,
  actions,
}: {
  rows: readonly StaffDeposit[];
  actions?: (row: StaffDeposit) => ReactNode;
}) => {
  const { t } = useLingui();
  return (
    <Table aria-label={t`Deposits`}>
      <thead>
        <tr>
          <th>{t`Order`}</th>
          <th>{t`Member`}</th>
          <th>{t`Amount`}</th>
          <th>{t`Paid`}</th>
          <th>{t`Memo`}</th>
          <th>{t`Flag`}</th>
          {actions && <th>{t`Actions`}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.orderNo}>
            <td>{row.orderNo}</td>
            <td>{`${row.username} (${row.merchantCode})`}</td>
            <td>{row.amount}</td>
            <td>{row.paidAmount ?? '-'}</td>
            <td>{row.memo ?? '-'}</td>
            <td>{row.flag ?? '-'}</td>
            {actions && (
              <td>
                <Row>{actions(row)}</Row>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
};

const BankDeposits = () => {
  const { t, i18n } = useLingui();
  const list = useFinanceDeposits({ kind: 'bankTransfer', status: 'pending', pageSize: 100 });
  const confirm = useConfirmDeposit();
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const failure = list.error ?? confirm.error;
  return (
    <Card>
      {failure && <p role="alert">{errorText(i18n, failure)}</p>}
      {list.isPending && <p>{t`Loading`}</p>}
      {list.data?.content.length === 0 && <Empty />}
      {list.data && list.data.content.length > 0 && (
        <DepositRows
          rows={list.data.content}
          actions={(row) => (
            <>
              <input
                aria-label={t`Amount received for ${row.orderNo}`}
                inputMode="decimal"
                value={amounts[row.orderNo] ?? row.amount}
                onChange={(e) => setAmounts({ ...amounts, [row.orderNo]: e.target.value })}
              />
              <Button
                size="small"
                aria-label={t`Confirm deposit ${row.orderNo}`}
                onClick={() =>
                  confirm.mutate({
                    orderNo: row.orderNo,
                    amount: amounts[row.orderNo] ?? row.amount,
                  })
                }
              >
                <Trans>Confirm</Trans>
              </Button>
            </>
          )}
        />
      )}
    </Card>
  );
};

const FlaggedDeposits = () => {
  const { t, i18n } = useLingui();
  const list = useFinanceDeposits({ flagged: '1', pageSize: 100 });
  return (
    <Card>
      {list.error && <p role="alert">{errorText(i18n, list.error)}</p>}
      {list.isPending && <p>{t`Loading`}</p>}
      {list.data?.content.length === 0 && <Empty />}
      {list.data && list.data.content.length > 0 && <DepositRows rows={list.data.content} />}
    </Card>
  );
};

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs}px;
  align-items: center;
  input {
    max-width: 160px;
  }
`;
