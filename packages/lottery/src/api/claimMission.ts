import type { CallInput } from '@portal/contract';
import { useMoneyMoved, useQueryScope } from '@portal/session';
import { useMutation } from '@tanstack/react-query';

/**
 * Claims a finished mission's reward for the period the member saw. Also after a refusal (the
 * period ended, already claimed): the missions, their leaderboards and the balance follow the
 * "money moved" signal and are read again.
 */
export const useClaimMission = () => {
  const scope = useQueryScope();
  const moneyMoved = useMoneyMoved();
  return useMutation({
    mutationFn: (input: CallInput<'claimMission'>) => scope.api.call('claimMission', input),
    onSettled: () => void moneyMoved(),
  });
};
