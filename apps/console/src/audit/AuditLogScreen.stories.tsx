import { ApiError } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { loadConsoleCatalogue, page, storyAudit, withConsole } from '../storyDecorators.tsx';
import { AuditLogScreen } from './AuditLogScreen.tsx';

const meta = {
  component: AuditLogScreen,
  decorators: [withConsole],
  loaders: [loadConsoleCatalogue],
} satisfies Meta<typeof AuditLogScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const asked: unknown[] = [];

/** Entries with their before and after; the filters go to the server. */
export const Default: Story = {
  parameters: {
    staff: {
      answers: {
        auditLog: async (input: unknown) => {
          asked.push(input);
          return page(storyAudit, 3);
        },
      },
    },
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Audit entries' });
    await expect(await canvas.findByText('{"locked":false}')).toBeVisible();
    await expect(table).toHaveTextContent('member.lock');
    await userEvent.selectOptions(canvas.getByLabelText('Action'), 'member.lock');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply filters' }));
    await expect(asked.at(-1)).toMatchObject({ action: 'member.lock', pageNo: 1 });
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(asked.at(-1)).toMatchObject({ action: 'member.lock', pageNo: 2 });
  },
};

export const Empty: Story = {
  parameters: { staff: { answers: { auditLog: async () => page([]) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No entries match.')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: {
    staff: {
      answers: {
        auditLog: async () => {
          throw new ApiError('staff.permission.denied', undefined, 403);
        },
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your role does not allow this action.',
    );
  },
};

export const Loading: Story = {
  parameters: { staff: { answers: { auditLog: () => new Promise(() => undefined) } } },
};
