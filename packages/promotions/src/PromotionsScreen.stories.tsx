import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PromotionsScreen } from './PromotionsScreen.tsx';
import { activeGrant, hall, memberSession, promotion, withRouter } from './storyFixtures.tsx';

const meta = {
  component: PromotionsScreen,
  decorators: [withRouter()],
  parameters: {
    session: memberSession,
    api: {
      promotions: hall(
        promotion(1, 'Welcome bonus', 'inProgress', { grant: activeGrant(4) }),
        promotion(2, 'Lucky week', 'join'),
      ),
    },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof PromotionsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The hall first; the reward centre's tab shows only the bonus being wagered. */
export const Hall: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('article', { name: 'Lucky week' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Missions and leaderboards' })).toHaveAttribute(
      'href',
      '/missions',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Reward centre' }));
    await expect(canvas.getByRole('tab', { name: 'Reward centre' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(await canvas.findByRole('region', { name: 'In progress' })).toHaveTextContent(
      'Welcome bonus',
    );
    await expect(canvas.queryByText('Lucky week')).not.toBeInTheDocument();
  },
};

/** Opened on the reward centre (the header's counter leads there). */
export const Rewards: Story = {
  args: { initialTab: 'rewards' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Reward centre' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(await canvas.findByRole('region', { name: 'In progress' })).toBeInTheDocument();
  },
};
