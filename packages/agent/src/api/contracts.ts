import type { ContractType } from '@portal/contract';
import { callQuery, type QueryScope, useMoneyMoved, useQueryScope } from '@portal/session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRefreshingMutation } from './refreshing.ts';

export const consolidatedQuery = (scope: QueryScope) =>
  callQuery(scope, 'consolidatedContractInfo', {});

export const contractsQuery = (
  scope: QueryScope,
  contractType: ContractType,
  side: 'upline' | 'downline',
  pageNo = 1,
) => callQuery(scope, 'contracts', { contractType, side, pageNo, pageSize: 20 });

/** The requests waiting for this member's answer, from its upline or its downlines. */
export const useConsolidatedContractInfo = () => useQuery(consolidatedQuery(useQueryScope()));

/** The member's contracts of one type, with its upline or with its downlines. */
export const useContracts = (
  contractType: ContractType,
  side: 'upline' | 'downline',
  enabled = true,
  pageNo = 1,
) => useQuery({ ...contractsQuery(useQueryScope(), contractType, side, pageNo), enabled });

const PROCESS_CALL = {
  dividend: 'processDividendContract',
  dailySalary: 'processDailySalaryContract',
  hourlySalary: 'processHourlySalaryContract',
  realTimeSalary: 'processRealTimeSalaryContract',
} as const;

export interface ContractAnswer {
  contractType: ContractType;
  requestId: number;
  action: 'accept' | 'reject';
  confirmCancelDownlines?: boolean;
}

/** Answers a request (an upline's or a downline's); the flags and every list load again. */
export const useAnswerContract = () =>
  useRefreshingMutation(
    (scope, { contractType, ...input }: ContractAnswer) =>
      scope.api.call(PROCESS_CALL[contractType], {
        ...input,
        confirmCancelDownlines: input.confirmCancelDownlines ?? false,
      }),
    ['consolidatedContractInfo', 'contracts'],
  );

export interface ContractOffer {
  contractType: ContractType;
  downlineId: number;
  tiers: {
    rate: string;
    activeMembers: number;
    periodValidBet: string;
    profitLoss?: string;
  }[];
}

/** Offers a direct downline a contract; the lists load again (the offer shows as pending). */
export const useCreateContract = () => {
  const scope = useQueryScope();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (offer: ContractOffer) => scope.api.call('createContract', offer),
    onSuccess: () => client.invalidateQueries({ queryKey: ['contracts'] }),
  });
};

/** Asks to end a contract; the other side answers through its popup. */
export const useTerminateContract = () =>
  useRefreshingMutation(
    (scope, contractId: number) => scope.api.call('terminateContract', { contractId }),
    ['contracts'],
  );

/** Withdraws an offer the downline has not answered; the lists load again. */
export const useWithdrawOffer = () =>
  useRefreshingMutation(
    (scope, requestId: number) => scope.api.call('withdrawContractOffer', { requestId }),
    ['contracts'],
  );

export interface AffiliateApplication {
  name: string;
  contact: string;
  note: string;
}

/** Sends an application to become an agent; staff answer it in the console's agent desk. */
export const useApplyAsAgent = () => {
  const scope = useQueryScope();
  return useMutation({
    mutationFn: (application: AffiliateApplication) => scope.api.call('agentApply', application),
  });
};

/** The salary records of one type, newest window first. */
export const useAgentPayRecords = (
  contractType: 'dailySalary' | 'hourlySalary' | 'realTimeSalary',
  pageNo = 1,
) =>
  useQuery(callQuery(useQueryScope(), 'agentPayRecords', { contractType, pageNo, pageSize: 20 }));

/** Dividend bills this agent owes its downlines (`payer`) or is owed by its upline (`payee`). */
export const useDividendBills = (side: 'payer' | 'payee', pageNo = 1, enabled = true) =>
  useQuery({
    ...callQuery(useQueryScope(), 'dividendBills', { side, pageNo, pageSize: 20 }),
    enabled,
  });

/** Pays an unpaid bill from the main wallet; the bills and the balance load again. */
export const usePayDividendBill = () => {
  const scope = useQueryScope();
  const client = useQueryClient();
  const moneyMoved = useMoneyMoved();
  return useMutation({
    mutationFn: (billId: number) => scope.api.call('payDividendBill', { billId }),
    onSettled: () =>
      Promise.all([client.invalidateQueries({ queryKey: ['dividendBills'] }), moneyMoved()]),
  });
};

/** Direct downlines of the agent (no `parentId`) or of a member of its team, by name start. */
export const useTeamMembers = (parentId: number | undefined, search: string, pageNo = 1) =>
  useQuery(
    callQuery(useQueryScope(), 'agentTeamMembers', {
      ...(parentId === undefined ? {} : { parentId }),
      ...(search ? { search } : {}),
      pageNo,
      pageSize: 20,
    }),
  );

/** The team's figures over brand days `from`..`to` (YYYY-MM-DD), with a line per day. */
export const useTeamOverview = (from: string, to: string) =>
  useQuery(callQuery(useQueryScope(), 'agentTeamOverview', { from, to }));

/** Each direct downline's (whole team's) profit and loss over brand days `from`..`to`. */
export const useUserLoss = (from: string, to: string, pageNo = 1) =>
  useQuery(callQuery(useQueryScope(), 'agentUserLoss', { from, to, pageNo, pageSize: 20 }));
