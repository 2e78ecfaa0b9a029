import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { loadConsoleCatalogue, openedDialog, withConsole } from '../storyDecorators.tsx';
import { filled } from './formRules.ts';
import { ReasonDialog } from './ReasonDialog.tsx';

interface HarnessProps {
  onSubmit: (values: { reason?: string }) => void;
  onCancel: () => void;
  busy: boolean;
  error: string | null;
}

/** A desk's form around the dialog, as the draw void and the closed-account payout hold it. */
const Harness = ({ onSubmit, onCancel, busy, error }: HarnessProps) => {
  const [open, setOpen] = useState(true);
  return (
    <Form<{ reason?: string }>
      onSubmit={onSubmit}
      render={() => (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Void draw 20261128-0001
          </button>
          <ReasonDialog
            open={open}
            name="void-draw"
            title="Void the draw"
            message={<p>Every order of the draw is refunded.</p>}
            reasonLabel="Reason"
            maxLength={200}
            validate={filled('Write a reason first.')}
            confirmLabel="Void the draw"
            busy={busy}
            error={error}
            onCancel={() => {
              setOpen(false);
              onCancel();
            }}
          />
        </>
      )}
    />
  );
};

const meta = {
  component: Harness,
  decorators: [withConsole],
  loaders: [loadConsoleCatalogue],
  args: { onSubmit: fn(), onCancel: fn(), busy: false, error: null },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = () => openedDialog({ name: 'Void the draw' });

/** The reason is typed and the confirm button submits the desk's form with it. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await dialogOf();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'results feed failed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void the draw' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        { reason: 'results feed failed' },
        expect.anything(),
        expect.anything(),
      ),
    );
  },
};

/** No reason: the rule's message shows under the field and nothing is submitted. */
export const ReasonRequired: Story = {
  play: async ({ args }) => {
    const dialog = await dialogOf();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void the draw' }));
    await expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription(
      'Write a reason first.',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Cancelling forgets what was typed: opened again, the reason field is empty. */
export const CancelForgetsTheReason: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await dialogOf();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'changed my mind');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Void draw 20261128-0001' }));
    const again = await dialogOf();
    await expect(within(again).getByLabelText('Reason')).toHaveValue('');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused: its message stays in the dialog. */
export const Refused: Story = {
  args: { error: 'The draw is already settled and cannot be voided.' },
  play: async () => {
    const dialog = await dialogOf();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The draw is already settled and cannot be voided.',
    );
  },
};

/** While the request is on its way neither button can be pressed again. */
export const Busy: Story = {
  args: { busy: true },
  play: async () => {
    const dialog = await dialogOf();
    const confirm = within(dialog).getByRole('button', { name: 'Void the draw' });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};
