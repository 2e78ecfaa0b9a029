import { useApi } from '@portal/session';
import { useMutation } from '@tanstack/react-query';
import type { NewPassword } from './ResetPasswordScreen.tsx';

/** Sets the new password with the reset link's token (once: the server spends the link). */
export const useResetPasswordWithLink = (token: string | null) => {
  const api = useApi();
  const { mutateAsync } = useMutation({
    mutationFn: (change: NewPassword) =>
      api.call('resetPasswordWithLink', { token: token ?? '', ...change }),
  });
  return mutateAsync;
};
