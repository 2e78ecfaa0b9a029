import { centreLayoutStories } from '@portal/session/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AgentCentre } from './AgentCentre.tsx';
import { agentScreen } from './storyFixtures.tsx';

const meta = {
  component: AgentCentre,
  ...agentScreen('contracts'),
} satisfies Meta<typeof AgentCentre>;
export default meta;
type Story = StoryObj<typeof meta>;

const layout = centreLayoutStories('Agent centre');

export const Menu: Story = layout.menu(
  [
    'Announcement',
    'Team overview',
    'Register account',
    'Team management',
    'Team betting',
    'User loss',
    'My income',
    'Account details',
    'Dividend record',
    'Daily wages',
    'Hourly salary',
    'Real-time salary',
    'My contracts',
  ],
  'My contracts',
);

/** The clock names the browser's offset from UTC and ticks every second. */
export const Clock: Story = {
  play: async ({ canvas }) => {
    const clock = canvas.getByLabelText('Current time');
    await expect(clock).toHaveTextContent(/\(UTC[+-]\d\d:\d\d\)/);
    const time = clock.querySelector('time');
    const first = time?.getAttribute('datetime');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await expect(time?.getAttribute('datetime')).not.toBe(first);
  },
};

/** On a phone the menu is a row above the screen, scrolling sideways; the screen takes the width. */
export const Phone: Story = layout.Phone;

/** On a desktop the menu is a column beside the screen. */
export const Desktop: Story = layout.Desktop;
