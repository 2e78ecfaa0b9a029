import type { CallInput } from '@portal/contract';
import { reportFailure, useBalance, useQueryScope } from '@portal/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Claims a finished mission's reward for the period the member saw; then the missions, the
 * leaderboards and the balance are read again.
 */
export const useClaimMission = () => {
  const scope = useQueryScope();
  const client = useQueryClient();
  const { refresh } = useBalance();
  return useMutation({
    mutationFn: (input: CallInput<'claimMission'>) => scope.api.call('claimMission', input),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['missionSummary'] });
      void client.invalidateQueries({ queryKey: ['missionLeaderboard'] });
    },
    onSuccess: () => {
      refresh().catch((error: unknown) => reportFailure('balance after a mission reward', error));
    },
  });
};
