import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import {
  deskStories,
  emptyListStory,
  listStory,
  loadingStory,
  refusedStory,
  storyAudit,
} from '../storyDecorators.tsx';
import { AuditLogScreen } from './AuditLogScreen.tsx';

const meta = { component: AuditLogScreen, ...deskStories } satisfies Meta<typeof AuditLogScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Entries with their before and after; the filters go to the server. */
export const Default: Story = listStory(
  'auditLog',
  storyAudit,
  3,
  'Audit entries',
  async ({ canvas, table, asked }) => {
    await expect(await canvas.findByText('{"locked":false}')).toBeVisible();
    await expect(table).toHaveTextContent('member.lock');
    await userEvent.selectOptions(canvas.getByLabelText('Action'), 'member.lock');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply filters' }));
    await expect(asked.at(-1)).toMatchObject({ action: 'member.lock', pageNo: 1 });
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(asked.at(-1)).toMatchObject({ action: 'member.lock', pageNo: 2 });
  },
);

export const Empty: Story = emptyListStory('auditLog', 'No entries match.');

/** The role may not read this desk: the server refuses, the desk says so. */
export const Failed: Story = refusedStory('auditLog');

export const Loading: Story = loadingStory(['auditLog']);
