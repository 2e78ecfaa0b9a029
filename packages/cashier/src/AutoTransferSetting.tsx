import { useLingui } from '@lingui/react/macro';
import { Checkbox, Stack } from '@portal/ui-kit';
import { useId } from 'react';
import { Failure, Notice } from './cashierParts.tsx';

export interface AutoTransferSettingProps {
  /** The setting as saved, or as being saved; null while it is read. */
  enabled: boolean | null;
  saving: boolean;
  /** The catalogue's message for a failed read or save. */
  error: string | null;
  onChange: (enabled: boolean) => void;
}

/**
 * The member centre's automatic transfer (issue 27, multi-wallet brands): a switch saved as it
 * changes. When on, the server moves the main wallet's balance into a game's wallet as the game
 * opens, and brings the other game wallets' balances home first, so the game centre offers no
 * transfer at launch.
 */
export const AutoTransferSetting = ({
  enabled,
  saving,
  error,
  onChange,
}: AutoTransferSettingProps) => {
  const { t } = useLingui();
  const hintId = useId();
  return (
    <Stack gap="xs">
      <Checkbox
        role="switch"
        label={t`Automatic transfer`}
        checked={enabled ?? false}
        disabled={enabled === null || saving}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <Notice id={hintId}>
        {t`When you open a game, your main wallet's balance moves into that game's wallet; opening another game brings it back first.`}
      </Notice>
      {saving && <Notice role="status">{t`Saving…`}</Notice>}
      {error && <Failure role="alert">{error}</Failure>}
    </Stack>
  );
};
