import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { type TabItem, Tabs } from './Tabs.tsx';

const methods: TabItem<string>[] = [
  { key: 'account', label: 'Account login' },
  { key: 'sms', label: 'SMS login' },
  { key: 'qr', label: 'QR login' },
];

/** Tabs holding their own selection, as a screen does. */
const Demo = ({ tabs, look }: { tabs: TabItem<string>[]; look?: 'pills' | 'underline' }) => {
  const [selected, setSelected] = useState(tabs[0]?.key ?? '');
  return (
    <Tabs label="Login method" tabs={tabs} selected={selected} onSelect={setSelected} look={look}>
      <p>Panel of {selected}</p>
    </Tabs>
  );
};

const meta = {
  component: Demo,
  args: { tabs: methods },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pills: Story = {
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('tablist', { name: 'Login method' });
    await expect(list).toBeInTheDocument();
    await expect(canvas.getByRole('tabpanel', { name: 'Account login' })).toHaveTextContent(
      'Panel of account',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'SMS login' }));
    await expect(canvas.getByRole('tab', { name: 'SMS login' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: 'SMS login' })).toHaveTextContent(
      'Panel of sms',
    );
  },
};

export const Underline: Story = { args: { look: 'underline' } };

export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const first = canvas.getByRole('tab', { name: 'Account login' });
    await userEvent.click(first);
    await expect(canvas.getByRole('tab', { name: 'SMS login' })).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'SMS login' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Panel of sms');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'QR login' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'QR login' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(first).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Panel of account');
  },
};

export const SingleTab: Story = {
  args: { tabs: [{ key: 'account', label: 'Account login' }] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('tab')).toBeNull();
    await expect(canvas.getByText('Panel of account')).toBeInTheDocument();
  },
};
