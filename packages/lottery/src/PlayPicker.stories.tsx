import { useLingui } from '@lingui/react/macro';
import type { PrizeMode } from '@portal/contract';
import {
  type DrawGroup,
  type PlayDefinition,
  playByCode,
  playsOfGroup,
  type Selection,
} from '@portal/lottery-rules';
import { TOUCH_TARGET } from '@portal/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { BetSlip } from './BetSlip.tsx';
import { slipFigures } from './betRefusal.ts';
import { offeredPlays } from './offeredPlays.ts';
import { PlayPicker } from './PlayPicker.tsx';
import { slip } from './storyMoney.ts';

interface SelectorProps {
  group: DrawGroup;
  /** The play shown first, by code. */
  initial: string;
  /** Picks to start with (one list per row of the first play). */
  picks?: Selection;
  mode?: PrizeMode;
  onSelection: (selection: Selection) => void;
}

/**
 * A group's play selector beside the real bet slip, holding the state the game page holds: the
 * slip's stake count and amount, and the refusal under the picks, come from the engine.
 */
const Selector = ({ group, initial, picks, mode = 'LOTT', onSelection }: SelectorProps) => {
  const { i18n } = useLingui();
  const plays = offeredPlays(playsOfGroup(group, mode));
  const [play, setPlay] = useState<PlayDefinition>(
    () => playByCode(initial) ?? (plays[0] as PlayDefinition),
  );
  const [selection, setSelection] = useState<Selection>(() => picks ?? play.rows.map(() => []));
  const figures = slipFigures(
    i18n,
    { play: play.code, selection, unit: 1, multiplier: 1 },
    play,
    mode,
  );
  return (
    <>
      <PlayPicker
        plays={plays}
        play={play}
        selection={selection}
        refusal={figures.refusal}
        onPlay={(next) => {
          setPlay(next);
          setSelection(next.rows.map(() => []));
        }}
        onSelection={(next) => {
          setSelection(next);
          onSelection(next);
        }}
      />
      <BetSlip
        stakes={figures.stakes}
        amount={figures.amount}
        unit={1}
        multiplier={1}
        chaseNumeros={1}
        stopOnWin={false}
        onUnit={fn()}
        onMultiplier={fn()}
        onChase={fn()}
        onPlace={fn()}
        closed={false}
        pending={false}
      />
    </>
  );
};

const meta = {
  component: Selector,
  args: { group: 'K3', initial: 'K3.sum', onSelection: fn() },
} satisfies Meta<typeof Selector>;
export default meta;
type Story = StoryObj<typeof meta>;

const PHONE = { viewport: { value: 'phone' } };
const DESKTOP = { viewport: { value: 'desktop' } };

// K3: dice, sums and the named options.

export const SumPicks: Story = {
  play: async ({ loaded, canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Sum' })).toBeChecked();
    await expect(canvas.getByText(slip(loaded, 0, 0))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '10' }));
    await userEvent.click(canvas.getByRole('button', { name: '4' }));
    await expect(args.onSelection).toHaveBeenLastCalledWith([[4, 10]]);
    await expect(canvas.getByText(slip(loaded, 2, 4))).toBeVisible();
    await expect(canvas.getByRole('button', { name: '10' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: '10' }));
    await expect(args.onSelection).toHaveBeenLastCalledWith([[4]]);
  },
};

export const BigSmallOddEven: Story = {
  args: { initial: 'K3.bsoe' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Odd' }));
    await expect(args.onSelection).toHaveBeenLastCalledWith([[2]]);
  },
};

export const PairAndSingle: Story = {
  args: { initial: 'K3.pair.single' },
  play: async ({ canvas, userEvent, args }) => {
    const single = canvas.getByRole('group', { name: 'Single' });
    await userEvent.click(canvas.getAllByRole('button', { name: '2' })[1] as HTMLElement);
    await expect(single).toBeVisible();
    await expect(args.onSelection).toHaveBeenLastCalledWith([[], [2]]);
    await expect(canvas.getByRole('status')).toHaveTextContent('In Pair: Pick at least 1.');
  },
};

export const SwitchingPlays: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Any triple' }));
    await expect(canvas.getByRole('radio', { name: 'Any triple' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'All' })).toBeVisible();
  },
};

/** The plays are one radio group: arrow keys move the choice, Home and End jump. */
export const PlaysByKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const sum = canvas.getByRole('radio', { name: 'Sum' });
    await userEvent.click(sum);
    await userEvent.keyboard('{ArrowRight}');
    const next = canvas.getByRole('radio', { name: 'Big, small, odd, even' });
    await expect(next).toBeChecked();
    await expect(next).toHaveFocus();
    await expect(next).toHaveAttribute('tabindex', '0');
    await expect(sum).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('radio', { name: 'Straight' })).toBeChecked();
  },
};

// SSC: five digits, by position.

export const SscEmpty: Story = {
  args: { group: 'SSC', initial: 'SSC.back3.direct' },
  globals: PHONE,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Last three, direct' })).toBeChecked();
    // The last three digits are positions 3, 4 and 5 of five.
    for (const position of ['Position 3', 'Position 4', 'Position 5']) {
      await expect(canvas.getByRole('group', { name: position })).toBeVisible();
    }
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await expect(canvas.getByRole('button', { name: 'Place bet' })).toBeDisabled();
    // On a phone every ball and play chip is a full touch target (40px on a desktop).
    const ball = within(canvas.getByRole('group', { name: 'Position 3' })).getAllByRole(
      'button',
    )[0];
    await expect(ball?.getBoundingClientRect().height).toBeGreaterThanOrEqual(TOUCH_TARGET);
    const chip = canvas.getByRole('radio', { name: 'Last three, direct' }).getBoundingClientRect();
    await expect(chip.height).toBeGreaterThanOrEqual(TOUCH_TARGET);
  },
};

export const SscDirectPicks: Story = {
  args: { group: 'SSC', initial: 'SSC.back3.direct' },
  globals: DESKTOP,
  play: async ({ loaded, canvas, userEvent }) => {
    const pick = (position: number, digit: string) =>
      userEvent.click(
        canvas
          .getByRole('group', { name: `Position ${position}` })
          .querySelector(`li:nth-child(${Number(digit) + 1}) button`) as HTMLElement,
      );
    await pick(3, '1');
    await pick(4, '2');
    await expect(canvas.getByRole('status')).toHaveTextContent('In Position 5: Pick at least 1.');
    await pick(5, '3');
    await expect(canvas.getByText(slip(loaded, 1, 2))).toBeVisible();
    await pick(5, '4');
    await expect(canvas.getByText(slip(loaded, 2, 4))).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Place bet' })).toBeEnabled();
    // A desktop's pointer needs no touch target: the balls stay 40px.
    const ball = within(canvas.getByRole('group', { name: 'Position 3' })).getAllByRole(
      'button',
    )[0];
    await expect(ball?.getBoundingClientRect().height).toBe(40);
  },
};

export const SscGroupSixRefused: Story = {
  args: { group: 'SSC', initial: 'SSC.back3.group6', picks: [[1, 2]] },
  globals: PHONE,
  play: async ({ loaded, canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Pick at least 3.');
    await expect(canvas.getByText(slip(loaded, 0, 0))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '3' }));
    await userEvent.click(canvas.getByRole('button', { name: '4' }));
    // Four digits make C(4,3) = 4 groups of three.
    await expect(canvas.getByText(slip(loaded, 4, 8))).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** ZY pays on the last four digits only: a pick on the first is refused in words. */
export const SscZyFirstPositionRefused: Story = {
  args: { group: 'SSC', initial: 'SSC.fixed', mode: 'ZY', picks: [[5], [], [], [], []] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'In Position 1: In this prize mode only the last four positions are played.',
    );
  },
};

// 11X5: numbers 01-11.

export const ElevenPickFivePicks: Story = {
  args: { group: '11X5', initial: '11X5.any.2' },
  globals: PHONE,
  play: async ({ loaded, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '01' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Pick at least 2.');
    await userEvent.click(canvas.getByRole('button', { name: '02' }));
    await expect(canvas.getByText(slip(loaded, 1, 2))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '11' }));
    await expect(canvas.getByText(slip(loaded, 3, 6))).toBeVisible();
  },
};

/** The same number in both places of "first two, direct" makes no stake. */
export const ElevenPickFiveNoStake: Story = {
  args: { group: '11X5', initial: '11X5.front2.direct', picks: [[3], [3]] },
  globals: DESKTOP,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'These picks make no stake: each row needs a number the others lack.',
    );
    await expect(canvas.getByRole('button', { name: 'Place bet' })).toBeDisabled();
  },
};

// PK10: cars by place.

export const RacingCars: Story = {
  args: { group: 'PK10', initial: 'PK10.fixed' },
  globals: PHONE,
  play: async ({ loaded, canvas, userEvent }) => {
    const first = canvas.getByRole('group', { name: 'Place 1' });
    const tenth = canvas.getByRole('group', { name: 'Place 10' });
    await userEvent.click(first.querySelector('li:nth-child(3) button') as HTMLElement);
    await userEvent.click(tenth.querySelector('li:nth-child(10) button') as HTMLElement);
    await expect(canvas.getByText(slip(loaded, 2, 4))).toBeVisible();
  },
};

export const RacingDragonTiger: Story = {
  args: { group: 'PK10', initial: 'PK10.dragon.tiger' },
  globals: DESKTOP,
  play: async ({ loaded, canvas, userEvent }) => {
    const first = canvas.getByRole('group', { name: 'Place 1' });
    await userEvent.click(first.querySelector('li:nth-child(2) button') as HTMLElement);
    await expect(first.querySelector('li:nth-child(2) button')).toHaveTextContent('Tiger');
    await expect(canvas.getByText(slip(loaded, 1, 2))).toBeVisible();
  },
};

// Mark Six (LHC, HK6): balls 01-49 in their wave colours, colours and the zodiac.

export const MarkSixBalls: Story = {
  args: { group: 'LHC', initial: 'LHC.special' },
  globals: DESKTOP,
  play: async ({ loaded, canvas, userEvent }) => {
    const ball = canvas.getByRole('button', { name: '07' });
    // 07 is a red ball: its ring is the red wave colour.
    await expect(getComputedStyle(ball).borderTopColor).toBe('rgb(198, 40, 40)');
    await userEvent.click(ball);
    await userEvent.click(canvas.getByRole('button', { name: '49' }));
    await expect(canvas.getByText(slip(loaded, 2, 4))).toBeVisible();
    await expect(getComputedStyle(ball).backgroundColor).toBe('rgb(198, 40, 40)');
  },
};

export const MarkSixColourAndZodiac: Story = {
  args: { group: 'HK6', initial: 'HK6.special.colour' },
  globals: PHONE,
  play: async ({ loaded, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Green' }));
    await expect(canvas.getByText(slip(loaded, 1, 2))).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Special zodiac' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Horse' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Rooster' }));
    await expect(canvas.getByText(slip(loaded, 2, 4))).toBeVisible();
  },
};

// PC28 and 3D.

export const PcTwentyEightCombos: Story = {
  args: { group: 'PCB', initial: 'PCB.bsoe.combo' },
  globals: PHONE,
  play: async ({ loaded, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Big odd' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Small even' }));
    await expect(canvas.getByText(slip(loaded, 2, 4))).toBeVisible();
  },
};

export const ThreeDGroupThree: Story = {
  args: { group: 'LF', initial: 'LF.group3' },
  globals: DESKTOP,
  play: async ({ loaded, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '1' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Pick at least 2.');
    await userEvent.click(canvas.getByRole('button', { name: '2' }));
    // Two digits: 112 and 122, two ordered pairs.
    await expect(canvas.getByText(slip(loaded, 2, 4))).toBeVisible();
  },
};

// VN and SEA: many-digit numbers are typed, in the SEA prize mode.

export const VietnamTypedNumbers: Story = {
  args: { group: 'VN', initial: 'VN.lo2', mode: 'SEA' },
  globals: PHONE,
  play: async ({ loaded, canvas, userEvent, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Your picks' });
    await userEvent.type(field, '57, 68');
    await expect(args.onSelection).toHaveBeenLastCalledWith([[57, 68]]);
    // A lo stake costs 27 stake prices: 2 numbers x 27 x 2.00.
    await expect(canvas.getByText(slip(loaded, 2, 108))).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'false');
  },
};

export const VietnamTypedRefused: Story = {
  args: { group: 'VN', initial: 'VN.lo2', mode: 'SEA' },
  globals: DESKTOP,
  play: async ({ loaded, canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Your picks' });
    await userEvent.type(field, '5, 68, 7a');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Not a number of 2 digits: 5, 7a');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(slip(loaded, 0, 0))).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '05 68 68');
    await expect(canvas.getByRole('status')).toHaveTextContent('A number is picked twice.');
  },
};

export const VietnamXien: Story = {
  args: { group: 'VN', initial: 'VN.xien2', mode: 'SEA' },
  play: async ({ loaded, canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Your picks' });
    await userEvent.type(field, '12');
    await expect(canvas.getByRole('status')).toHaveTextContent('Pick at least 2.');
    await userEvent.type(field, ', 34, 56');
    // Three numbers make C(3,2) = 3 pairs.
    await expect(canvas.getByText(slip(loaded, 3, 6))).toBeVisible();
  },
};

export const SeaTopThree: Story = {
  args: { group: 'SEA', initial: 'SEA.top3.straight', mode: 'SEA' },
  globals: PHONE,
  play: async ({ loaded, canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Your picks' });
    await userEvent.type(field, '12');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Not a number of 3 digits: 12');
    await userEvent.type(field, '3, 007');
    await expect(canvas.getByText(slip(loaded, 2, 4))).toBeVisible();
  },
};

export const SeaRunDigits: Story = {
  args: { group: 'SEA', initial: 'SEA.run.bottom', mode: 'SEA' },
  globals: DESKTOP,
  play: async ({ loaded, canvas, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'Run on bottom' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: '7' }));
    await expect(canvas.getByText(slip(loaded, 1, 2))).toBeVisible();
  },
};
