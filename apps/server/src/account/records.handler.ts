import { brandTimeZone } from '@portal/contract';
import type { HandlerMap } from '../http/context.ts';
import type { Merchant } from '../system/merchants.ts';
import { recordRange } from './periods.ts';
import { betRecordPage, historyCsv, profitLoss, walletMovements } from './records.ts';

/** The vendor wallets' names by vassalage, as the brand lists them (multi-wallet brands). */
const vendorWalletNames = (merchant: Merchant) =>
  new Map(merchant.brand.cashier.vendorWallets.map((w) => [w.vassalage, w.name]));

/** The betting record, account record, profit and loss, bonus details and history CSV. */
export const recordsHandlers = {
  betRecords: async (input, ctx) =>
    betRecordPage(
      ctx.services.reports,
      ctx.session.memberId,
      recordRange(ctx.services.clock(), input, brandTimeZone(ctx.merchant.brand)),
      input,
      ctx.merchant.brand.currency,
    ),

  profitLoss: async (input, ctx) =>
    profitLoss(
      ctx.services.reports,
      ctx.session.memberId,
      recordRange(ctx.services.clock(), input, brandTimeZone(ctx.merchant.brand)),
      ctx.merchant.brand.currency,
    ),

  memberTransactions: async (input, ctx) =>
    walletMovements(
      ctx.services.reports,
      ctx.session.memberId,
      recordRange(
        ctx.services.clock(),
        { ...input, period: 'custom' },
        brandTimeZone(ctx.merchant.brand),
      ),
      input,
      vendorWalletNames(ctx.merchant),
    ),

  accountHistoryCsv: async (input, ctx) => {
    const range = recordRange(ctx.services.clock(), input, brandTimeZone(ctx.merchant.brand));
    const { content } = await walletMovements(
      ctx.services.reports,
      ctx.session.memberId,
      range,
      null,
      vendorWalletNames(ctx.merchant),
    );
    return {
      fileName: `account-history-${range.startDate}-${range.endDate}.csv`,
      csv: historyCsv(content),
    };
  },
} satisfies HandlerMap;
