import {
  type PlayDefinition,
  playByCode,
  playsOfGroup,
  type Selection,
} from '@portal/lottery-rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { offeredPlays } from './offeredPlays.ts';
import { PlayPicker } from './PlayPicker.tsx';

const plays = offeredPlays(playsOfGroup('K3'));
const sum = playByCode('K3.sum') as PlayDefinition;

/** The picker with its own state, as the game page holds it. */
const Stateful = ({
  initial,
  onSelection,
}: {
  initial: PlayDefinition;
  onSelection: (s: Selection) => void;
}) => {
  const [play, setPlay] = useState(initial);
  const [selection, setSelection] = useState<Selection>(initial.rows.map(() => []));
  return (
    <PlayPicker
      plays={plays}
      play={play}
      selection={selection}
      onPlay={(next) => {
        setPlay(next);
        setSelection(next.rows.map(() => []));
      }}
      onSelection={(next) => {
        setSelection(next);
        onSelection(next);
      }}
    />
  );
};

const meta = {
  component: Stateful,
  args: { initial: sum, onSelection: fn() },
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SumPicks: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Sum' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: '10' }));
    await userEvent.click(canvas.getByRole('button', { name: '4' }));
    await expect(args.onSelection).toHaveBeenLastCalledWith([[4, 10]]);
    await expect(canvas.getByRole('button', { name: '10' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: '10' }));
    await expect(args.onSelection).toHaveBeenLastCalledWith([[4]]);
  },
};

export const BigSmallOddEven: Story = {
  args: { initial: playByCode('K3.bsoe') as PlayDefinition },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Odd' }));
    await expect(args.onSelection).toHaveBeenLastCalledWith([[2]]);
  },
};

export const PairAndSingle: Story = {
  args: { initial: playByCode('K3.pair.single') as PlayDefinition },
  play: async ({ canvas, userEvent, args }) => {
    const pair = canvas.getByRole('group', { name: 'Pair' });
    await userEvent.click(canvas.getAllByRole('button', { name: '2' })[1] as HTMLElement);
    await expect(pair).toBeVisible();
    await expect(args.onSelection).toHaveBeenLastCalledWith([[], [2]]);
  },
};

export const SwitchingPlays: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Any triple' }));
    await expect(canvas.getByRole('radio', { name: 'Any triple' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'All' })).toBeVisible();
  },
};
