import { CONTRACT_PERIODS, type ContractPeriod } from '@portal/contract';
import type { Task } from 'graphile-worker';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { merchantsTickTask } from '../../jobs/jobQueue.ts';
import type { Merchant, MerchantDirectory } from '../../system/merchants.ts';
import {
  collectDueBills,
  DIVIDEND_PERIOD_TASK,
  dueDividendPeriods,
  enqueueDividendPeriod,
  runDividendPeriod,
} from './dividends.ts';
import {
  dueWindows,
  enqueueSalaryWindow,
  runSalaryWindow,
  SALARY_TYPES,
  SALARY_WINDOW_TASK,
  type SalaryType,
} from './salaryRun.ts';

/**
 * The agent pay jobs on the PostgreSQL queue (graphile-worker):
 * - `agent-pay-tick` (cron, every minute, once across instances): for each merchant and salary
 *   type with contracts, every window due at the tick's SCHEDULED time (the cron's own `ts`,
 *   never "now") and not yet run becomes a keyed `agent-salary-window` job; a server that was
 *   down enqueues every window it missed, one job each;
 * - `agent-salary-window`: runs one window exactly once (salaryRun.ts). Staff's "settle now"
 *   adds the same job under the same key;
 * - `agent-dividend-period`: runs one dividend period exactly once (dividends.ts), enqueued by
 *   the tick the same way; the tick also collects every dividend bill past its grace.
 */
export const AGENT_PAY_TICK_TASK = 'agent-pay-tick';
export const AGENT_PAY_CRONTAB = `* * * * * ${AGENT_PAY_TICK_TASK} ?fill=10m`;

/** Enqueues every due, unrun window of every merchant with contracts; returns how many. */
export const agentPayTick = async (
  db: Db,
  merchants: readonly Merchant[],
  at: Date,
): Promise<number> => {
  const { rows } = await sql<{ merchant_id: number; contract_type: SalaryType }>`
    SELECT DISTINCT merchant_id, contract_type FROM agent_contracts
    WHERE in_force_from IS NOT NULL
      AND contract_type IN ('dailySalary', 'hourlySalary', 'realTimeSalary')`.execute(db);
  let added = 0;
  const dividends = await sql<{ merchant_id: number; period: ContractPeriod }>`
    SELECT DISTINCT merchant_id, period FROM agent_contracts
    WHERE in_force_from IS NOT NULL AND contract_type = 'dividend'`.execute(db);
  for (const row of dividends.rows) {
    const merchant = merchants.find((m) => m.id === row.merchant_id);
    if (!merchant) continue;
    for (const start of await dueDividendPeriods(db, merchant, row.period, at)) {
      await enqueueDividendPeriod(db, merchant.id, row.period, start);
      added += 1;
    }
  }
  await collectDueBills(db, at);
  for (const row of rows) {
    const merchant = merchants.find((m) => m.id === row.merchant_id);
    if (!merchant) continue;
    for (const start of await dueWindows(db, merchant, row.contract_type, at)) {
      await enqueueSalaryWindow(db, merchant.id, row.contract_type, start);
      added += 1;
    }
  }
  return added;
};

interface WindowPayload {
  merchantId: number;
  type: SalaryType;
  windowStart: string;
}

const isWindowPayload = (payload: unknown): payload is WindowPayload => {
  const p = payload as Partial<WindowPayload> | null;
  return (
    typeof p?.merchantId === 'number' &&
    SALARY_TYPES.includes(p.type as SalaryType) &&
    typeof p.windowStart === 'string'
  );
};

export const agentPayTasks = (options: {
  db: Db;
  clock: () => Date;
  merchants: MerchantDirectory;
}): Record<string, Task> => ({
  [AGENT_PAY_TICK_TASK]: merchantsTickTask(options, agentPayTick),
  [DIVIDEND_PERIOD_TASK]: async (payload, helpers) => {
    const p = payload as { merchantId?: unknown; period?: unknown; periodStart?: unknown } | null;
    if (
      typeof p?.merchantId !== 'number' ||
      !CONTRACT_PERIODS.includes(p.period as ContractPeriod) ||
      typeof p.periodStart !== 'string'
    ) {
      helpers.logger.error('agent-dividend-period: malformed payload, dropped', { payload });
      return;
    }
    const merchant = (await options.merchants.all()).find((m) => m.id === p.merchantId);
    if (!merchant) return;
    await runDividendPeriod(
      options.db,
      merchant,
      p.period as ContractPeriod,
      new Date(p.periodStart),
    );
  },
  [SALARY_WINDOW_TASK]: async (payload, helpers) => {
    if (!isWindowPayload(payload)) {
      helpers.logger.error('agent-salary-window: malformed payload, dropped', { payload });
      return;
    }
    const merchant = (await options.merchants.all()).find((m) => m.id === payload.merchantId);
    if (!merchant) return;
    await runSalaryWindow(options.db, merchant, payload.type, new Date(payload.windowStart));
  },
});
