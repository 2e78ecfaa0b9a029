import { ApiError } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  loadConsoleCatalogue,
  openedDialog,
  queryStateStories,
  reasonRequired,
  withConsole,
} from '../storyDecorators.tsx';
import { column } from './DataTable.tsx';
import type { PageQuery } from './QueryTable.tsx';
import {
  DecideWithReason,
  ReviewQueue,
  RowActions,
  useDecision,
  useQueuePage,
} from './ReviewQueue.tsx';
import { StatusFilter } from './StatusFilter.tsx';

/** Dialogs open in a portal outside the story's canvas. */
const body = within(document.body);

type Status = 'held' | 'paid';
interface Reward {
  id: number;
  name: string;
  status: Status;
}

interface ExampleQueueProps {
  query: PageQuery<Reward>;
  canReview: boolean;
  /** What the queue asked for: its status and page. */
  onAsk: (status: Status | undefined, pageNo: number) => void;
  onReject: (id: number, reason: string) => void;
  /** The reject call's refusal, shown in its dialog. */
  refusal?: unknown;
}

/** A queue as a desk writes one: a status filter, a column per field, a reject with a reason. */
const ExampleQueue = ({ query, canReview, onAsk, onReject, refusal = null }: ExampleQueueProps) => {
  const queue = useQueuePage<Status>('held');
  useEffect(() => onAsk(queue.status, queue.pageNo), [onAsk, queue.status, queue.pageNo]);
  const [pending, setPending] = useState(false);
  const reject = { isPending: pending, error: refusal, reset: () => setPending(false) };
  const decision = useDecision<Reward, 'reject'>(reject);
  const rejecting = decision.row('reject');
  return (
    <ReviewQueue
      heading={{ id: 'example-title', title: 'Held rewards' }}
      filter={
        <StatusFilter
          statuses={['held', 'paid']}
          labels={{ held: 'Held for review', paid: 'Paid' }}
          {...queue.filter}
        />
      }
      query={query}
      page={queue.pageNo}
      onPage={queue.setPageNo}
      label="Rewards"
      columns={[
        column('name', 'Member', (r: Reward) => r.name),
        column('actions', 'Actions', (r: Reward) => (
          <RowActions
            actions={[
              canReview &&
                r.status === 'held' && {
                  label: 'Reject',
                  name: `Reject the reward of ${r.name}`,
                  variant: 'danger',
                  onClick: () => decision.open('reject', r),
                },
            ]}
          />
        )),
      ]}
      rowKey={(r) => String(r.id)}
      empty="No rewards to show."
    >
      <DecideWithReason
        call="promotionReferralReject"
        row={rejecting}
        state={reject}
        name="reject-reward"
        title={`Reject the reward of ${rejecting?.name ?? ''}`}
        message={<p>Nothing is paid.</p>}
        confirmLabel="Reject"
        onReason={(reason, done) => {
          if (!rejecting) return;
          onReject(rejecting.id, reason);
          if (!refusal) done();
        }}
        onClose={decision.close}
      />
    </ReviewQueue>
  );
};

const rewards: Reward[] = [
  { id: 1, name: 'demo', status: 'held' },
  { id: 2, name: 'friend', status: 'paid' },
];

const meta = {
  component: ExampleQueue,
  decorators: [withConsole],
  loaders: [loadConsoleCatalogue],
  args: {
    query: { data: { content: rewards, totalPages: 3 }, error: null, isPending: false },
    canReview: true,
    onAsk: fn(),
    onReject: fn(),
  },
} satisfies Meta<typeof ExampleQueue>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The rows on ui-kit's Table, a decision only on the row that takes one; the next page keeps
 * the status, and a new status starts again at page 1.
 */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const queue = canvas.getByRole('region', { name: 'Held rewards' });
    const table = within(queue).getByRole('table', { name: 'Rewards' });
    await expect(
      within(table).getByRole('button', { name: 'Reject the reward of demo' }),
    ).toBeVisible();
    await expect(
      within(within(table).getByRole('row', { name: /friend/ })).queryByRole('button'),
    ).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onAsk).toHaveBeenLastCalledWith('held', 2);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'paid');
    await expect(args.onAsk).toHaveBeenLastCalledWith('paid', 1);
  },
};

/** Without the review permission the queue is read only: no decision buttons. */
export const ReadOnly: Story = {
  args: { canReview: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Rewards' })).toHaveTextContent('demo');
    await expect(canvas.queryByRole('button', { name: /^Reject/ })).toBeNull();
  },
};

/** A reason is needed; once sent the dialog closes and forgets it. */
export const RejectWithReason: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reject the reward of demo' }));
    await reasonRequired(await openedDialog({ name: 'Reject the reward of demo' }), {
      confirm: 'Reject',
      sent: args.onReject.mock.calls,
      reason: 'Same household',
    });
    await expect(args.onReject).toHaveBeenCalledWith(1, 'Same household');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** The server refused the decision: its catalogue message shows in the dialog, which stays. */
export const Refused: Story = {
  args: { refusal: new ApiError('staff.permission.denied', undefined, 403) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reject the reward of demo' }));
    const dialog = await openedDialog({ name: 'Reject the reward of demo' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Your role does not allow this action.',
    );
  },
};

/** A refused list says why, in the catalogue's words. */
export const Failed: Story = queryStateStories.Failed;

/** Nothing in the chosen status. */
export const Empty: Story = {
  args: { query: { data: { content: [], totalPages: 1 }, error: null, isPending: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No rewards to show.')).toBeVisible();
  },
};

export const Loading: Story = queryStateStories.Loading;
