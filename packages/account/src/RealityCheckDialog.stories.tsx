import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { RealityCheckDialog } from './RealityCheckDialog.tsx';
import { memberSession, shownIn } from './storyFixtures.tsx';

const meta = {
  component: RealityCheckDialog,
  args: {
    open: true,
    minutesPlayed: 45,
    netResult: '-120',
    onContinue: fn(),
    onLogout: fn(),
  },
  parameters: { session: memberSession },
} satisfies Meta<typeof RealityCheckDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog renders into the page's body, outside the story's canvas. */
const dialogIn = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Reality check' });

export const Default: Story = {
  play: async ({ loaded, args, canvasElement, userEvent }) => {
    const dialog = await dialogIn(canvasElement);
    await expect(dialog).toHaveTextContent('45 minutes');
    await expect(dialog).toHaveTextContent(shownIn(loaded, '-120'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue playing' }));
    await expect(args.onContinue).toHaveBeenCalled();
  },
};

export const LogsOut: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await dialogIn(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { minutesPlayed: null, netResult: null } };
