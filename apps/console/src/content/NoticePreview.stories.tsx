import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { loadConsoleCatalogue, withConsole } from '../storyDecorators.tsx';
import { NoticePreview } from './NoticePreview.tsx';

const meta = {
  component: NoticePreview,
  decorators: [withConsole],
  loaders: [loadConsoleCatalogue],
  args: {
    title: 'Daily rebate is live',
    html: '<p>Slots rebate <strong>1.2%</strong>, live casino 0.8%.</p><ul><li>Paid daily</li></ul>',
    language: 'EN',
  },
} satisfies Meta<typeof NoticePreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const preview = canvas.getByRole('region', { name: 'Preview' });
    await expect(preview).toHaveTextContent('Paid daily');
    await expect(canvas.getByRole('heading', { name: 'Daily rebate is live' })).toBeVisible();
  },
};

export const Chinese: Story = {
  args: { title: '每日返水', html: '<p>老虎机返水 <strong>1.2%</strong></p>', language: 'CN' },
};
