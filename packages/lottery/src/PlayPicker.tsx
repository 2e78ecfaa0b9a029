import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import type { PlayDefinition, RowSpec, Selection } from '@portal/lottery-rules';
import { media, TOUCH_TARGET } from '@portal/ui-kit';
import { isOfferedPlay } from './offeredPlays.ts';
import { PLAY_NAMES } from './playNames.ts';

export interface PlayPickerProps {
  plays: readonly PlayDefinition[];
  play: PlayDefinition;
  selection: Selection;
  onPlay: (play: PlayDefinition) => void;
  onSelection: (selection: Selection) => void;
}

/** The values a row offers, in order. */
const valuesOf = (row: RowSpec): number[] =>
  Array.from({ length: row.high - row.low + 1 }, (_, i) => row.low + i);

/** The plays of a group as a radio group, then the chosen play's rows of toggle buttons. */
export const PlayPicker = ({ plays, play, selection, onPlay, onSelection }: PlayPickerProps) => {
  const { t, i18n } = useLingui();
  const bsoe = [t`Big`, t`Small`, t`Odd`, t`Even`];
  const optionLabel = (row: RowSpec, value: number): string => {
    if (row.options === 'bsoe') return bsoe[value] ?? String(value);
    if (row.options === 'all') return t`All`;
    return String(value);
  };
  const rowLabel = (row: RowSpec): string => {
    if (row.label === 'pair') return t`Pair`;
    if (row.label === 'single') return t`Single`;
    return t`Your picks`;
  };
  const toggle = (rowIndex: number, value: number) => {
    const next = play.rows.map((_, index) => {
      const picks = selection[index] ?? [];
      if (index !== rowIndex) return [...picks];
      return picks.includes(value)
        ? picks.filter((p) => p !== value)
        : [...picks, value].sort((a, b) => a - b);
    });
    onSelection(next);
  };
  return (
    <Picker>
      <PlayList role="radiogroup" aria-label={t`Play`}>
        {plays.map((option) => {
          const name = isOfferedPlay(option.code) ? PLAY_NAMES[option.code] : undefined;
          return (
            <Chip
              key={option.code}
              type="button"
              role="radio"
              aria-checked={option.code === play.code}
              onClick={() => onPlay(option)}
            >
              {name ? i18n._(name) : option.code}
            </Chip>
          );
        })}
      </PlayList>
      {play.rows.map((row, rowIndex) => (
        <Row key={row.label} role="group" aria-label={rowLabel(row)}>
          <RowName aria-hidden="true">{rowLabel(row)}</RowName>
          <Options>
            {valuesOf(row).map((value) => (
              <li key={value}>
                <Ball
                  type="button"
                  aria-pressed={(selection[rowIndex] ?? []).includes(value)}
                  onClick={() => toggle(rowIndex, value)}
                >
                  {optionLabel(row, value)}
                </Ball>
              </li>
            ))}
          </Options>
        </Row>
      ))}
    </Picker>
  );
};

const Picker = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm}px;
`;

/** Not a list: a radio group owns its radios directly (axe's listitem rule). */
const PlayList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs}px;
`;

const Chip = styled.button`
  padding: ${({ theme }) => `${theme.spacing.xs}px ${theme.spacing.sm}px`};
  ${media.upToTablet} {
    min-height: ${TOUCH_TARGET}px;
  }
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.round}px;
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &[aria-checked='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xxs}px;
`;

const RowName = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.mutedOnSurface};
`;

const Options = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs}px;
`;

const Ball = styled.button`
  min-width: 40px;
  height: 40px;
  ${media.upToTablet} {
    min-width: ${TOUCH_TARGET}px;
    height: ${TOUCH_TARGET}px;
  }
  padding: 0 ${({ theme }) => theme.spacing.xs}px;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.round}px;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;
