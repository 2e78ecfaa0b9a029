import type {
  BET_RECORD_STATUS,
  GameCategory,
  RecordPeriod,
  TransactionType,
} from '@portal/contract';
import { callQuery, followsMoney, type QueryScope, useQueryScope } from '@portal/session';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export const RECORD_PAGE_SIZE = 10;

export interface BetFilter {
  period: RecordPeriod;
  category?: GameCategory | undefined;
  status?: (typeof BET_RECORD_STATUS)[number] | undefined;
  pageNo: number;
}

const defined = <T extends object>(input: T) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as T;

// The records follow the "money moved" signal: a bet, a deposit or a transfer adds a row.
export const betRecordsQuery = (scope: QueryScope, filter: BetFilter) =>
  followsMoney(callQuery(scope, 'betRecords', defined({ ...filter, pageSize: RECORD_PAGE_SIZE })));

/** The betting record, filtered and paged on the server; the last page stays while the next loads. */
export const useBetRecords = (filter: BetFilter) =>
  useQuery({ ...betRecordsQuery(useQueryScope(), filter), placeholderData: keepPreviousData });

export interface TransactionFilter {
  startDate: string;
  endDate: string;
  transType?: TransactionType | undefined;
  pageNo: number;
}

export const memberTransactionsQuery = (scope: QueryScope, filter: TransactionFilter) =>
  followsMoney(
    callQuery(scope, 'memberTransactions', defined({ ...filter, pageSize: RECORD_PAGE_SIZE })),
  );

/** The account record (ODSFE2_MemTransDet). */
export const useMemberTransactions = (filter: TransactionFilter) =>
  useQuery({
    ...memberTransactionsQuery(useQueryScope(), filter),
    placeholderData: keepPreviousData,
  });

export const profitLossQuery = (scope: QueryScope, period: RecordPeriod) =>
  followsMoney(callQuery(scope, 'profitLoss', { period }));

/** Profit and loss per game category over a period. */
export const useProfitLoss = (period: RecordPeriod) =>
  useQuery(profitLossQuery(useQueryScope(), period));

export const bonusRecordsQuery = (scope: QueryScope, period: RecordPeriod) =>
  followsMoney(callQuery(scope, 'bonusRecords', { period }));

/** Bonus details (promotions fill them when they land). */
export const useBonusRecords = (period: RecordPeriod) =>
  useQuery(bonusRecordsQuery(useQueryScope(), period));
