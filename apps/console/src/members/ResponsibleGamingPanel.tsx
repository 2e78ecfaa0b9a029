import { Trans, useLingui } from '@lingui/react/macro';
import type { RgLimitKind, RgSettings } from '@portal/contract';
import { Table } from '@portal/ui-kit';
import { column } from '../ui/DataTable.tsx';
import { formatTime } from '../ui/format.tsx';
import { Card } from '../ui/parts.tsx';

type Limit = RgSettings['limits'][number];

/**
 * The member's responsible-gambling state as staff see it: open, timed out or self-excluded
 * (and until when), the limits in force with what is used, raises still waiting, and the
 * reality-check interval. Read-only: only the member sets these.
 */
export const ResponsibleGamingPanel = ({ settings }: { settings: RgSettings }) => {
  const { t, i18n } = useLingui();
  const kinds: Record<RgLimitKind, string> = {
    depositDay: t`Deposits per day`,
    depositWeek: t`Deposits per week`,
    depositMonth: t`Deposits per month`,
    lossDay: t`Losses per day`,
    lossWeek: t`Losses per week`,
    lossMonth: t`Losses per month`,
  };
  const until = settings.until ? formatTime(i18n, settings.until) : '';
  const state = {
    open: t`Open: no time-out or self-exclusion`,
    timedOut: t`Timed out until ${until}`,
    selfExcluded: t`Self-excluded until ${until}`,
  }[settings.state];
  const set = settings.limits.filter((limit) => limit.amount !== null || limit.pending !== null);
  return (
    <Card aria-labelledby="rg-title">
      <h2 id="rg-title">
        <Trans>Responsible gambling</Trans>
      </h2>
      <p>{state}</p>
      <p>
        {settings.realityCheckMinutes > 0
          ? t`Reality check every ${settings.realityCheckMinutes} minutes`
          : t`No reality check`}
      </p>
      {set.length === 0 ? (
        <p>
          <Trans>No limits set.</Trans>
        </p>
      ) : (
        <Table
          label={t`Limits`}
          rowHeader="limit"
          columns={[
            column('limit', t`Limit`, (limit: Limit) => kinds[limit.kind]),
            column('amount', t`In force`, (limit: Limit) => limit.amount ?? t`None`),
            column('used', t`Used this period`, (limit: Limit) => limit.used),
            column('pending', t`Waiting change`, (limit: Limit) =>
              limit.pending
                ? t`${limit.pending.amount ?? t`None`} from ${formatTime(i18n, limit.pending.effectiveAt)}`
                : '-',
            ),
          ]}
          rows={set}
          rowKey={(limit) => limit.kind}
        />
      )}
    </Card>
  );
};
