import { useSessionPopup, useSystemStatus } from '@portal/session';
import { useResetLink } from './api/checkResetLink.ts';
import { useResetPasswordWithLink } from './api/resetPasswordWithLink.ts';
import { ResetPasswordScreen } from './ResetPasswordScreen.tsx';

export interface ResetPasswordPageProps {
  /** The link's token, as the app took it from the address (null: the address had none). */
  token: string | null;
}

/** The reset-password screen wired to the session: the link's check, the reset, the popups. */
export const ResetPasswordPage = ({ token }: ResetPasswordPageProps) => {
  const link = useResetLink(token);
  const resetPassword = useResetPasswordWithLink(token);
  const { show } = useSessionPopup();
  const rules = useSystemStatus()?.info.register ?? {};
  return (
    <ResetPasswordScreen
      // Another link opened in this tab starts afresh (a spent one stays done).
      key={token ?? ''}
      link={link}
      passwordRule={rules.password}
      resetPassword={resetPassword}
      onAskAgain={() => show({ name: 'forgotPassword' })}
      onLogIn={() => show({ name: 'login' })}
    />
  );
};
