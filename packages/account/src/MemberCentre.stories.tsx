import { centreLayoutStories } from '@portal/session/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemberCentre } from './MemberCentre.tsx';
import { memberScreen } from './storyFixtures.tsx';

const meta = {
  component: MemberCentre,
  ...memberScreen('messages'),
} satisfies Meta<typeof MemberCentre>;
export default meta;
type Story = StoryObj<typeof meta>;

const layout = centreLayoutStories('Member centre');

export const Menu: Story = layout.menu(
  [
    'My wallet',
    'Deposit',
    'Withdrawal',
    'Betting record',
    'Account record',
    'Profit and loss',
    'Bonus details',
    'Messages',
    'Profile and security',
    'Responsible gaming',
  ],
  'Messages',
);

/** On a phone the menu is a row above the screen, scrolling sideways; the screen takes the width. */
export const Phone: Story = layout.Phone;

/** On a desktop the menu is a column beside the screen. */
export const Desktop: Story = layout.Desktop;
