import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import type { PlayDefinition, RowSpec, Selection } from '@portal/lottery-rules';
import { media, Stack, TOUCH_TARGET } from '@portal/ui-kit';
import { type KeyboardEvent, useRef } from 'react';
import { type BallPaint, carBall, waveBall, waveOption } from './ballColours.ts';
import { isOfferedPlay } from './offeredPlays.ts';
import { optionLabel, rowName, typedDigits } from './optionLabels.ts';
import { PLAY_NAMES } from './playNames.ts';
import { TypedNumbers } from './TypedNumbers.tsx';

export interface PlayPickerProps {
  plays: readonly PlayDefinition[];
  play: PlayDefinition;
  selection: Selection;
  onPlay: (play: PlayDefinition) => void;
  onSelection: (selection: Selection) => void;
  /** Why the engine refuses the selection as it stands, in words (none while it is sound). */
  refusal?: string | undefined;
}

/** The values a row offers, in order. */
const valuesOf = (row: RowSpec): number[] =>
  Array.from({ length: row.high - row.low + 1 }, (_, i) => row.low + i);

/** The colour a value is drawn in: Mark Six balls and colours, PK10 cars; else none. */
const paintOf = (play: PlayDefinition, row: RowSpec, value: number): BallPaint | undefined => {
  if (row.options === 'colour') return waveOption(value);
  if (row.options === 'car') return carBall(value);
  if (row.options === 'ball' && (play.group === 'LHC' || play.group === 'HK6')) {
    return waveBall(value);
  }
  return undefined;
};

const NEXT_KEYS: Readonly<Record<string, number>> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
};

/**
 * A group's plays as a radio group (arrow keys move between them, as the pattern asks), then
 * the chosen play's rows: toggle buttons per value (digits by position, balls with their
 * colours, cars, big/small/odd/even...), or a typed field where the picks are many-digit
 * numbers. Under them, why the engine refuses the selection as it stands.
 */
export const PlayPicker = ({
  plays,
  play,
  selection,
  onPlay,
  onSelection,
  refusal,
}: PlayPickerProps) => {
  const { t, i18n } = useLingui();
  const radios = useRef<(HTMLButtonElement | null)[]>([]);
  const setRow = (rowIndex: number, picks: number[]) =>
    onSelection(
      play.rows.map((_, index) => (index === rowIndex ? picks : [...(selection[index] ?? [])])),
    );
  const toggle = (rowIndex: number, value: number) => {
    const picks = selection[rowIndex] ?? [];
    setRow(
      rowIndex,
      picks.includes(value)
        ? picks.filter((p) => p !== value)
        : [...picks, value].sort((a, b) => a - b),
    );
  };
  const current = plays.findIndex((option) => option.code === play.code);
  const onRadioKey = (event: KeyboardEvent) => {
    const step = NEXT_KEYS[event.key];
    let next: number | undefined;
    if (step !== undefined) next = (current + step + plays.length) % plays.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = plays.length - 1;
    const target = next === undefined ? undefined : plays[next];
    if (next === undefined || !target) return;
    event.preventDefault();
    onPlay(target);
    radios.current[next]?.focus();
  };
  return (
    <Picker>
      <Stack
        direction="row"
        wrap
        gap="xs"
        role="radiogroup"
        aria-label={t`Play`}
        onKeyDown={onRadioKey}
      >
        {plays.map((option, index) => {
          const name = isOfferedPlay(option.code) ? PLAY_NAMES[option.code] : undefined;
          const checked = option.code === play.code;
          return (
            <Chip
              key={option.code}
              ref={(element) => {
                radios.current[index] = element;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              tabIndex={checked || (current < 0 && index === 0) ? 0 : -1}
              onClick={() => onPlay(option)}
            >
              {name ? i18n._(name) : option.code}
            </Chip>
          );
        })}
      </Stack>
      {play.rows.map((row, rowIndex) => {
        const name = rowName(i18n, row);
        const digits = typedDigits(row);
        const picks = selection[rowIndex] ?? [];
        if (digits !== undefined) {
          return (
            <TypedNumbers
              key={`${play.code}:${row.label}`}
              label={name}
              digits={digits}
              initial={picks}
              onPicks={(next) => setRow(rowIndex, next)}
            />
          );
        }
        return (
          <Stack gap="xxs" key={`${play.code}:${row.label}`} role="group" aria-label={name}>
            <RowName aria-hidden="true">{name}</RowName>
            <Options as="ul" direction="row" wrap gap="xs">
              {valuesOf(row).map((value) => {
                const paint = paintOf(play, row, value);
                return (
                  <li key={value}>
                    <Ball
                      type="button"
                      aria-pressed={picks.includes(value)}
                      onClick={() => toggle(rowIndex, value)}
                      style={
                        paint
                          ? ({ '--ball-fill': paint.fill, '--ball-text': paint.text } as object)
                          : undefined
                      }
                      data-painted={paint ? 'true' : undefined}
                    >
                      {optionLabel(i18n, row, value)}
                    </Ball>
                  </li>
                );
              })}
            </Options>
          </Stack>
        );
      })}
      <Refusal role="status">{refusal}</Refusal>
    </Picker>
  );
};

// min-width: a grid column may shrink below its widest play name.
const Picker = styled(Stack)`
  min-width: 0;
`;

/** Not a list: a radio group owns its radios directly (axe's listitem rule). */

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

const RowName = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.mutedOnSurface};
`;

const Options = styled(Stack)`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/**
 * A value to pick. A coloured one (a Mark Six ball, a car) shows its colour as a thick ring,
 * and filled with it once picked, so the text keeps its contrast in both states.
 */
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
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &[data-painted='true'] {
    border: 3px solid var(--ball-fill);
  }
  &[data-painted='true'][aria-pressed='true'] {
    background: var(--ball-fill);
    color: var(--ball-text);
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.onSurface};
  }
`;

const Refusal = styled.p`
  margin: 0;
  min-height: 1.5em;
  color: ${({ theme }) => theme.colors.danger};
`;
