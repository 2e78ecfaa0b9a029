import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { loadConsoleCatalogue, openedDialog, withConsole } from '../storyDecorators.tsx';
import { filled } from './formRules.ts';
import { ReasonFormDialog } from './ReasonDialog.tsx';

interface HarnessProps {
  onReason: (reason: string) => void;
  onClose: () => void;
}

/** A queue's reject button and its dialog: the server "takes" every reason at once. */
const Harness = ({ onReason, onClose }: HarnessProps) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Reject reward 7
      </button>
      <ReasonFormDialog
        open={open}
        name="reject-reward"
        title="Reject reward 7"
        message={<p>Nothing is paid.</p>}
        reasonLabel="Reason"
        maxLength={200}
        validate={filled('Write a reason first.')}
        confirmLabel="Reject"
        busy={false}
        error={null}
        onReason={(reason, done) => {
          onReason(reason);
          done();
        }}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      />
    </>
  );
};

const meta = {
  component: Harness,
  decorators: [withConsole],
  loaders: [loadConsoleCatalogue],
  args: { onReason: fn(), onClose: fn() },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Reject reward 7' }));
  return openedDialog({ name: 'Reject reward 7' });
};

/** The trimmed reason is sent; once taken the dialog closes and the next opens empty. */
export const SendsTheReason: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await open(canvas);
    await userEvent.type(within(dialog).getByLabelText('Reason'), '  same card twice ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(args.onReason).toHaveBeenCalledWith('same card twice'));
    await expect(args.onClose).toHaveBeenCalledOnce();
    const again = await open(canvas);
    await expect(within(again).getByLabelText('Reason')).toHaveValue('');
  },
};

/** No reason: nothing is sent and the dialog stays with the rule's message. */
export const ReasonRequired: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await open(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription(
      'Write a reason first.',
    );
    await expect(args.onReason).not.toHaveBeenCalled();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Cancelling closes without sending and forgets what was typed. */
export const CancelForgets: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await open(canvas);
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'not sure');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onReason).not.toHaveBeenCalled();
    const again = await open(canvas);
    await expect(within(again).getByLabelText('Reason')).toHaveValue('');
  },
};
