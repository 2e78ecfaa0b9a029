import type { CallInput } from '@portal/contract';
import { useQueryScope } from '@portal/session';
import { useMutation } from '@tanstack/react-query';

/** Sends the member's feedback to customer service (filed under their account). */
export const useSendFeedback = () => {
  const scope = useQueryScope();
  return useMutation({
    mutationFn: (feedback: CallInput<'feedback'>) => scope.api.call('feedback', feedback),
  });
};
