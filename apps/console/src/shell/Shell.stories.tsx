import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loadConsoleCatalogue, storyStaff, withConsole } from '../storyDecorators.tsx';
import { Shell } from './Shell.tsx';

const meta = {
  component: Shell,
  decorators: [withConsole],
  loaders: [loadConsoleCatalogue],
  parameters: { layout: 'fullscreen' },
  args: { staff: storyStaff('owner'), children: <p>Desk content</p> },
} satisfies Meta<typeof Shell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The owner sees every desk. */
export const Owner: Story = {
  play: async ({ canvas }) => {
    const desks = within(canvas.getByRole('navigation', { name: 'Desks' }));
    await expect(desks.getByRole('link', { name: 'Members' })).toBeVisible();
    await expect(desks.getByRole('link', { name: 'Audit log' })).toBeVisible();
  },
};

/** Support: the members desk only, no audit log. */
export const Support: Story = {
  args: { staff: storyStaff('support') },
  play: async ({ canvas }) => {
    const desks = within(canvas.getByRole('navigation', { name: 'Desks' }));
    await expect(desks.getByRole('link', { name: 'Members' })).toBeVisible();
    await expect(desks.queryByRole('link', { name: 'Audit log' })).toBeNull();
  },
};

/** Finance: the agents desk for its pay runs and bills, without the tree or applications. */
export const Finance: Story = {
  args: { staff: storyStaff('finance') },
  play: async ({ canvas }) => {
    const desks = within(canvas.getByRole('navigation', { name: 'Desks' }));
    await expect(desks.getByRole('link', { name: 'Agents' })).toBeVisible();
    await expect(desks.getByRole('link', { name: 'Finance' })).toBeVisible();
    await expect(desks.queryByRole('link', { name: 'Content' })).toBeNull();
  },
};

/** Merchant staff: their merchant instead of "All merchants". */
export const MerchantStaff: Story = {
  args: { staff: storyStaff('support', 'SR77') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/SR77/)).toBeVisible();
  },
};

/** A staff member whose permissions open no desk (every role has one since the desks landed). */
export const NoDesks: Story = {
  args: { staff: { ...storyStaff('content'), permissions: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your role has no desks yet.')).toBeVisible();
  },
};

/** Where the desks' menu stands against the desk's content. */
const layoutOf = (canvas: {
  getByRole: (role: 'navigation', o: { name: string }) => HTMLElement;
  getByText: (text: string) => HTMLElement;
}) => {
  const desks = within(canvas.getByRole('navigation', { name: 'Desks' }));
  return {
    members: desks.getByRole('link', { name: 'Members' }).getBoundingClientRect(),
    audit: desks.getByRole('link', { name: 'Audit log' }).getBoundingClientRect(),
    menu: canvas.getByRole('navigation', { name: 'Desks' }).getBoundingClientRect(),
    content: canvas.getByText('Desk content').getBoundingClientRect(),
  };
};

/** On a desktop the desks stand in a column beside the content. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const { members, audit, menu, content } = layoutOf(canvas);
    await expect(audit.top).toBeGreaterThan(members.bottom);
    await expect(content.left).toBeGreaterThan(menu.right);
  },
};

/** On a tablet held upright the menu folds above the content, its desks in rows. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvas }) => {
    const { members, menu, content } = layoutOf(canvas);
    await expect(content.top).toBeGreaterThanOrEqual(menu.bottom);
    const desks = within(canvas.getByRole('navigation', { name: 'Desks' })).getAllByRole('link');
    await expect(desks[1]?.getBoundingClientRect().top).toBe(members.top);
  },
};

/** On a phone too: the desks wrap in rows above the content, and the page keeps its width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const { members, menu, content } = layoutOf(canvas);
    await expect(content.top).toBeGreaterThanOrEqual(menu.bottom);
    const desks = within(canvas.getByRole('navigation', { name: 'Desks' })).getAllByRole('link');
    await expect(desks[1]?.getBoundingClientRect().top).toBe(members.top);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
