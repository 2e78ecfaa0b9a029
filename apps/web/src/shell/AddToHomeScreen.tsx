import { useLingui } from '@lingui/react/macro';
import { Button } from '@portal/ui-kit';
import { useInstallPrompt } from '../start/installPrompt.ts';

/** "Add to home screen", where the browser offers to install the app; nothing elsewhere. */
export const AddToHomeScreen = () => {
  const { t } = useLingui();
  const { canInstall, install } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <Button variant="secondary" onClick={install}>
      {t`Add to home screen`}
    </Button>
  );
};
