import { useLingui } from '@lingui/react/macro';
import { AlertDialog } from '@portal/ui-kit';

export interface LaunchAlertsProps {
  /** Which message shows: a trial member's launch, a failed launch, or none. */
  showing: 'trial' | 'error' | null;
  /** The failed launch's message. */
  message: string;
  onClose: () => void;
}

/** What a launch that cannot start says: to a trial member, or why it failed. */
export const LaunchAlerts = ({ showing, message, onClose }: LaunchAlertsProps) => {
  const { t } = useLingui();
  return (
    <>
      <AlertDialog
        name="trial"
        open={showing === 'trial'}
        onClose={onClose}
        message={t`Trial accounts cannot play games. Please register or log in with a real account.`}
      />
      <AlertDialog
        name="launch-error"
        open={showing === 'error'}
        onClose={onClose}
        message={showing === 'error' ? message : ''}
      />
    </>
  );
};
