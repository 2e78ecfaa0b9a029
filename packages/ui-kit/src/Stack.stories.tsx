import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormStack, ListStack, Stack } from './Stack.tsx';

const meta = {
  component: Stack,
  args: {
    children: [
      <button key="deposit" type="button">
        Deposit
      </button>,
      <button key="withdraw" type="button">
        Withdraw
      </button>,
    ],
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

const boxes = (canvas: {
  getByRole: (role: 'button', options: { name: string }) => HTMLElement;
}) => ({
  first: canvas.getByRole('button', { name: 'Deposit' }).getBoundingClientRect(),
  second: canvas.getByRole('button', { name: 'Withdraw' }).getBoundingClientRect(),
});

/** A column, the default: the second child sits below the first, the theme's `sm` between. */
export const Column: Story = {
  play: async ({ canvas }) => {
    const { first, second } = boxes(canvas);
    await expect(second.top - first.bottom).toBe(8);
    await expect(canvas.getByRole('button', { name: 'Deposit' }).parentElement).not.toHaveAttribute(
      'gap',
    );
  },
};

/** A row follows the reading direction: left to right in English. */
export const Row: Story = {
  args: { direction: 'row', gap: 'lg', align: 'center' },
  play: async ({ canvas }) => {
    const { first, second } = boxes(canvas);
    await expect(second.top).toBe(first.top);
    await expect(second.left - first.right).toBe(16);
  },
};

/** In Urdu the same row starts at the right edge, with no rule of its own. */
export const RowRightToLeft: Story = {
  args: { direction: 'row', gap: 'lg' },
  globals: { language: 'UR' },
  play: async ({ canvas }) => {
    const { first, second } = boxes(canvas);
    await expect(first.left - second.right).toBe(16);
  },
};

/** A row that runs out of a phone's width carries on below when it may wrap. */
export const Wrapping: Story = {
  args: {
    direction: 'row',
    wrap: true,
    children: [
      <button key="deposit" type="button" style={{ width: 300 }}>
        Deposit
      </button>,
      <button key="withdraw" type="button" style={{ width: 300 }}>
        Withdraw
      </button>,
    ],
  },
  play: async ({ canvas }) => {
    const { first, second } = boxes(canvas);
    await expect(second.top).toBeGreaterThan(first.bottom);
  },
};

/** `as` renders another element: here a named section, its landmark role intact. */
export const AsSection: Story = {
  args: { as: 'section', 'aria-label': 'Wallet actions' } as Story['args'],
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Wallet actions' });
    await expect(section.tagName).toBe('SECTION');
    await expect(section).not.toHaveAttribute('as');
  },
};

/** ListStack: a list of cards spaced as a stack, with no bullets and no indent. */
export const AsList: Story = {
  render: () => (
    <ListStack gap="lg" aria-label="Bank cards">
      <li>ICBC ···· 1234</li>
      <li>BOC ···· 5678</li>
    </ListStack>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Bank cards' });
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(getComputedStyle(list).listStyleType).toBe('none');
    await expect(getComputedStyle(list).paddingInlineStart).toBe('0px');
    await expect(
      (second as HTMLElement).getBoundingClientRect().top -
        (first as HTMLElement).getBoundingClientRect().bottom,
    ).toBe(16);
  },
};

/** FormStack: a form spaced as a stack; it stays a form (its name gives the form role). */
export const AsForm: Story = {
  render: () => (
    <FormStack gap="md" aria-label="Withdraw" noValidate>
      <input aria-label="Amount" />
      <button type="submit">Withdraw</button>
    </FormStack>
  ),
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Withdraw' });
    await expect(form).toHaveAttribute('novalidate');
    const field = canvas.getByRole('textbox', { name: 'Amount' }).getBoundingClientRect();
    const submit = canvas.getByRole('button', { name: 'Withdraw' }).getBoundingClientRect();
    await expect(submit.top - field.bottom).toBe(12);
  },
};
