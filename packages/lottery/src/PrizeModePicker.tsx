import styled from '@emotion/styled';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { PrizeMode } from '@portal/contract';
import { Stack } from '@portal/ui-kit';
import { useId } from 'react';

/** What each mode means to a player (lottery-rules: Lott, ZY, Elott). */
export const PRIZE_MODE_NAMES: Readonly<Record<PrizeMode, MessageDescriptor>> = {
  LOTT: msg`Standard prizes (Lott)`,
  ZY: msg`ZY prizes`,
  ELOTT: msg`Fixed odds (Elott)`,
  SEA: msg`Fixed odds (SEA)`,
};

export interface PrizeModePickerProps {
  /** The modes the member may choose among, in the brand's order. */
  modes: readonly PrizeMode[];
  mode: PrizeMode;
  onMode: (mode: PrizeMode) => void;
}

/** The prize mode of the bets a member places: a radio group, one mode checked. */
export const PrizeModePicker = ({ modes, mode, onMode }: PrizeModePickerProps) => {
  const { t, i18n } = useLingui();
  const name = useId();
  return (
    <Fieldset>
      <legend>{t`Prize mode`}</legend>
      <Stack direction="row" wrap gap="sm">
        {modes.map((option) => (
          <label key={option}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={option === mode}
              onChange={() => onMode(option)}
            />{' '}
            {i18n._(PRIZE_MODE_NAMES[option])}
          </label>
        ))}
      </Stack>
    </Fieldset>
  );
};

const Fieldset = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.sm}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small}px;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  legend {
    padding: 0 ${({ theme }) => theme.spacing.xs}px;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.xxs}px;
    min-height: 44px;
  }
`;
