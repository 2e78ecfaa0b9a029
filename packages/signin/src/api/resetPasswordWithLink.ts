import { useApi } from '@portal/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewPassword } from '../ResetPasswordScreen.tsx';

/** Sets the new password with the reset link's token (once: the server spends the link). */
export const useResetPasswordWithLink = (token: string | null) => {
  const api = useApi();
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationFn: (change: NewPassword) =>
      api.call('resetPasswordWithLink', { token: token ?? '', ...change }),
    // The link is spent: its check no longer holds.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['passwordResetLinkCheck'] });
    },
  });
  return mutateAsync;
};
