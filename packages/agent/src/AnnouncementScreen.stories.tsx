import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { AnnouncementScreen } from './AnnouncementScreen.tsx';
import { agentScreen, never } from './storyFixtures.tsx';

/**
 * The portal passes the content feature's sanitising RichText, which this package may not
 * import; the stories draw the notices' text only (what the sanitiser keeps of these).
 */
const PlainText = ({ html, id }: { html: string; id?: string }) => (
  <p id={id}>{new DOMParser().parseFromString(html, 'text/html').body.textContent}</p>
);

const notices = {
  banners: [],
  popup: [],
  promotion: [],
  player: [
    {
      id: 2,
      title: 'Salary runs at 02:05',
      content: '<p>Daily wages are paid at <b>02:05</b>.</p>',
    },
    { id: 1, title: 'New prize groups', content: '<p>Prize groups now reach 1960.</p>' },
  ],
};

const meta = {
  component: AnnouncementScreen,
  args: { RichText: PlainText },
  ...agentScreen('announcement', { announcements: async () => notices }),
} satisfies Meta<typeof AnnouncementScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The newest notice open, the others opened by their title. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Daily wages are paid at 02:05.')).toBeVisible();
    await expect(canvas.getByText('Prize groups now reach 1960.')).not.toBeVisible();
    await userEvent.click(canvas.getByText('New prize groups'));
    await expect(canvas.getByText('Prize groups now reach 1960.')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { api: { announcements: async () => ({ ...notices, player: [] }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No announcements.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { api: { announcements: never } },
};
