import type { StaffAgentRun, StaffAgentRunLine } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  answering,
  deskStories,
  loadingStory,
  page,
  recording,
  refusedStory,
} from '../storyDecorators.tsx';
import { RunLinesCard } from './RunLinesCard.tsx';

const run: StaffAgentRun = {
  merchantCode: 'SR77',
  runType: 'dailySalary',
  windowStart: '2026-11-20T00:00:00.000Z',
  windowEnd: '2026-11-21T00:00:00.000Z',
  currency: 'VND',
  total: '1200000',
  lines: 21,
  ranAt: '2026-11-21T00:05:00.000Z',
};

const meta = {
  component: RunLinesCard,
  ...deskStories,
  args: { run, onClose: fn() },
} satisfies Meta<typeof RunLinesCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const line = (agentId: number, paid: string): StaffAgentRunLine => ({
  agentId,
  agentAccount: `agent${agentId}`,
  contractId: 300 + agentId,
  payerAccount: null,
  currency: 'VND',
  base: '40000000',
  activeMembers: 5,
  rate: '0.15',
  amount: paid,
  paid,
  movementId: String(9000 + agentId),
});

const asked: unknown[] = [];

/**
 * A salary run of 21 agents in a currency with no minor unit: the first page of 20 lines,
 * each paid by the platform through the run's movement; the next page is asked for by number.
 */
export const Lines: Story = {
  parameters: answering({
    agentPayRunLines: recording(asked, async (input) =>
      (input as { pageNo: number }).pageNo === 1
        ? page(
            Array.from({ length: 20 }, (_, index) => line(index + 1, '60000')),
            2,
          )
        : { ...page([line(21, '60000')], 2), pageNum: 2 },
    ),
  }),
  play: async ({ canvas, args }) => {
    const table = await canvas.findByRole('table', { name: /^Lines of dailySalary, / });
    const rows = within(table).getAllByRole('row');
    // A header and twenty lines; amounts in whole dong, no decimals invented.
    await expect(rows).toHaveLength(21);
    await expect(rows[1]).toHaveTextContent('agent1');
    await expect(rows[1]).toHaveTextContent('Platform');
    await expect(rows[1]).toHaveTextContent('60,000 VND');
    await expect(rows[1]).toHaveTextContent('9001');
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await within(table).findByText('agent21')).toBeVisible();
    await expect(asked).toEqual([
      expect.objectContaining({ merchantCode: 'SR77', runType: 'dailySalary', pageNo: 1 }),
      expect.objectContaining({ pageNo: 2, windowStart: '2026-11-20T00:00:00.000Z' }),
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** A run that paid no agent says so. */
export const Empty: Story = {
  parameters: answering({ agentPayRunLines: async () => page([]) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This run has no lines.')).toBeVisible();
  },
};

export const Loading: Story = loadingStory(['agentPayRunLines']);

/** A role without agent pay's permission reads the catalogue's refusal. */
export const Failed: Story = refusedStory('agentPayRunLines');
