import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DepositStatus, LinkedAccount, WithdrawalRisk } from '@portal/contract';
import { Button } from '@portal/ui-kit';
import { useId, useState } from 'react';
import { errorText } from '../i18n/consoleI18n.ts';
import { formatTime } from '../ui/format.tsx';
import { useWithdrawalRisk } from './reviewQueries.ts';

/**
 * A withdrawal's risk signals behind a toggle in its row: the turnover rule, the member's
 * recent deposits, and other accounts on the same address or device. Read only when opened
 * (a queue of many rows does not ask for all of them).
 */
export const RiskSignals = ({ withdrawalId }: { withdrawalId: number }) => {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const risk = useWithdrawalRisk(withdrawalId, open);
  const panelId = useId();
  return (
    <>
      <Button
        size="small"
        variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t`Risk signals of withdrawal ${withdrawalId}`}
        onClick={() => setOpen(!open)}
      >
        <Trans>Risk signals</Trans>
      </Button>
      {open && (
        <div id={panelId}>
          {risk.isPending && <p>{t`Loading`}</p>}
          {risk.error && <p role="alert">{errorText(i18n, risk.error)}</p>}
          {risk.data && <RiskList risk={risk.data} />}
        </div>
      )}
    </>
  );
};

const Linked = ({ accounts }: { accounts: LinkedAccount[] }) => {
  const { t } = useLingui();
  if (accounts.length === 0) return <>{t`None`}</>;
  return (
    <ul>
      {accounts.map((a) => (
        <li key={a.memberId}>{t`${a.username} (${a.merchantCode}), shares ${a.shared}`}</li>
      ))}
    </ul>
  );
};

export const RiskList = ({ risk }: { risk: WithdrawalRisk }) => {
  const { t, i18n } = useLingui();
  const { turnover, withdrawalId } = risk;
  const status: Record<DepositStatus, string> = {
    created: t`created`,
    pending: t`pending`,
    paid: t`paid`,
    failed: t`failed`,
    expired: t`expired`,
  };
  return (
    <List aria-label={t`Risk signals of withdrawal ${withdrawalId}`}>
      <dt>{t`Turnover`}</dt>
      <dd>
        {turnover.met
          ? t`Met (bets since deposit ${turnover.betsSinceDeposit})`
          : t`Not met: ${turnover.remaining} still to bet (bets since deposit ${turnover.betsSinceDeposit})`}
      </dd>
      <dt>{t`Deposits in the last 30 days`}</dt>
      <dd>
        {risk.recentDeposits.length === 0 ? (
          t`None`
        ) : (
          <ul>
            {risk.recentDeposits.map((d) => (
              <li key={d.orderNo}>
                {t`Order ${d.orderNo}: ${d.amount}, ${status[d.status]}, ${formatTime(i18n, d.createdAt)}`}
              </li>
            ))}
          </ul>
        )}
      </dd>
      <dt>{t`Other accounts on the same address`}</dt>
      <dd>
        <Linked accounts={risk.sameAddress} />
      </dd>
      <dt>{t`Other accounts on the same device`}</dt>
      <dd>
        <Linked accounts={risk.sameDevice} />
      </dd>
    </List>
  );
};

const List = styled.dl`
  margin: 0.5rem 0 0;
  max-width: 24rem;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0 0 0.25rem;
  }
  ul {
    margin: 0;
    padding-left: 1rem;
  }
`;
