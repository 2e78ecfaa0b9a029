import type { HandlerMap } from '../http/context.ts';
import { walletCreditsByDay } from '../ledger/credits.ts';
import { AGENT_KINDS } from '../ledger/kinds.ts';
import { moneyOf } from '../ledger/money.ts';
import { refuseTrialAccount } from '../member/policy.ts';
import { callerOf, isAgentType, requireAgent } from './guard.ts';
import { dayRange } from './teamReports.ts';

type IncomeKind = 'rebates' | 'salaries' | 'dividends';

/**
 * My income's columns by ledger kind. A dividend bill counts where the wallet received it
 * (the upline paid this agent); the bills this agent paid its downlines are entries below zero
 * on its wallet and are not income (they show in account details).
 */
const INCOME_KINDS: Record<string, IncomeKind> = {
  [AGENT_KINDS.agentLotteryRebate]: 'rebates',
  [AGENT_KINDS.agentSalary]: 'salaries',
  [AGENT_KINDS.agentDividend]: 'dividends',
  [AGENT_KINDS.agentDividendBill]: 'dividends',
};

/** The agent centre's designed calls about the member itself (calls/agentTeam.ts). */
export const incomeHandlers = {
  agentSelf: async (_input, ctx) => {
    const { db } = ctx.services;
    const self = await callerOf(db, ctx.session.memberId);
    refuseTrialAccount(ctx.merchant.brand.trialTypes, self.type);
    const upline =
      self.uplineId === null
        ? undefined
        : await db
            .selectFrom('members')
            .select(['id', 'username'])
            .where('id', '=', self.uplineId)
            .executeTakeFirst();
    return {
      series: self.series,
      isAgent: isAgentType(ctx.merchant, self.type),
      upline: upline ? { memberId: upline.id, username: upline.username } : null,
    };
  },

  agentIncome: async (input, ctx) => {
    const { db, reports } = ctx.services;
    const agent = await requireAgent(db, ctx.merchant, ctx.session.memberId);
    const { zone, start, end } = dayRange(ctx.merchant, input.from, input.to);
    const { currency } = ctx.merchant.brand;
    // A report: read where reports read (a replica when one is set, issue 26).
    const credits = await walletCreditsByDay(reports, {
      merchantId: ctx.merchant.id,
      memberId: agent.memberId,
      currency,
      kinds: Object.keys(INCOME_KINDS),
      start,
      end,
      timeZone: zone,
    });
    const zero = (): Record<IncomeKind, bigint> => ({ rebates: 0n, salaries: 0n, dividends: 0n });
    const total = zero();
    const byDay = new Map<string, Record<IncomeKind, bigint>>();
    for (const credit of credits) {
      const column = INCOME_KINDS[credit.kind];
      if (!column) continue;
      const day = byDay.get(credit.day) ?? zero();
      day[column] += credit.amount;
      total[column] += credit.amount;
      byDay.set(credit.day, day);
    }
    const wire = (sums: Record<IncomeKind, bigint>) => ({
      rebates: moneyOf(sums.rebates, currency),
      salaries: moneyOf(sums.salaries, currency),
      dividends: moneyOf(sums.dividends, currency),
    });
    return {
      ...wire(total),
      total: moneyOf(total.rebates + total.salaries + total.dividends, currency),
      days: [...byDay.entries()]
        .sort(([a], [b]) => b.localeCompare(a))
        .map(([day, sums]) => ({ day, ...wire(sums) })),
    };
  },
} satisfies HandlerMap;
