import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/api-client';
import type { DividendBill } from '@portal/contract';
import { errorMessage } from '@portal/i18n';
import { useMoney } from '@portal/session';
import { Button, Pagination, QueryStatus, Stack, Tabs } from '@portal/ui-kit';
import { useState } from 'react';
import { useDividendBills, usePayDividendBill } from './api/contracts.ts';
import { RecordTable } from './RecordTable.tsx';

type Side = 'payer' | 'payee';

/**
 * The dividend record (agent-rules "Unpaid"): the bills this agent owes its downlines, each
 * unpaid one with "pay" (from the main wallet, in full), and those its upline owes it.
 */
export const DividendRecordScreen = () => {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const [side, setSide] = useState<Side>('payer');
  const [pageNo, setPageNo] = useState(1);
  const bills = useDividendBills(side, pageNo);
  const pay = usePayDividendBill();
  const status: Record<DividendBill['status'], string> = {
    issued: t`Unpaid`,
    paid: t`Paid`,
    partiallyCollected: t`Partly collected`,
    collected: t`Collected`,
    cancelled: t`Cancelled`,
  };
  const rows = bills.data?.content ?? [];
  const day = (instant: string) => i18n.date(new Date(instant), { dateStyle: 'short' });
  return (
    <section aria-labelledby="dividend-heading">
      <h2 id="dividend-heading">{t`Dividend record`}</h2>
      <Tabs
        label={t`Dividend bills`}
        tabs={[
          { key: 'payer', label: t`I owe` },
          { key: 'payee', label: t`Owed to me` },
        ]}
        selected={side}
        onSelect={(next) => {
          setSide(next);
          setPageNo(1);
        }}
      >
        <Stack gap="sm">
          {pay.error ? (
            <p role="alert">
              {errorMessage(i18n, isApiError(pay.error) ? pay.error : { code: 'unknown' })}
            </p>
          ) : null}
          <QueryStatus
            loading={bills.isPending}
            error={bills.error}
            onRetry={bills.refetch}
            empty={bills.data?.content.length === 0 && t`No records for this period.`}
          />
          {rows.length > 0 ? (
            <RecordTable
              caption={t`Dividend bills`}
              headers={[t`Period`, t`Account`, t`Amount`, t`Collected`, t`Status`, t`Due by`, '']}
              rows={rows.map((bill) => {
                const other = side === 'payer' ? bill.payeeAccount : bill.payerAccount;
                return {
                  key: String(bill.billId),
                  cells: [
                    day(bill.periodStart),
                    other,
                    money(bill.amount),
                    money(bill.collected),
                    status[bill.status],
                    day(bill.dueAt),
                    side === 'payer' && bill.status === 'issued' ? (
                      <Button
                        key="pay"
                        onClick={() => pay.mutate(bill.billId)}
                        loading={pay.isPending && pay.variables === bill.billId}
                        aria-label={t`Pay the bill of ${other}`}
                      >
                        {t`Pay`}
                      </Button>
                    ) : null,
                  ],
                };
              })}
            />
          ) : null}
          <Pagination page={pageNo} totalPages={bills.data?.totalPages ?? 1} onChange={setPageNo} />
        </Stack>
      </Tabs>
    </section>
  );
};
