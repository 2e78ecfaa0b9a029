import { useModalTurn } from '@portal/session';
import { Modal } from '@portal/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { MemberRealityCheck } from './MemberRealityCheck.tsx';
import { memberSession, storyRgSettings } from './storyFixtures.tsx';

/*
 * The reality check's own timer, on real time: the member's interval is set to a fraction of a
 * minute here (the settings call answers what the story gives it) so that it comes due while
 * the story runs; the dialog, its turn among the popups and the figures call are the real ones.
 */
const INTERVAL_MINUTES = 0.02; // 1.2 s

const meta = {
  component: MemberRealityCheck,
  parameters: {
    session: memberSession,
    api: {
      rgSettings: async () => storyRgSettings({ realityCheckMinutes: INTERVAL_MINUTES }),
      realityCheck: fn(async () => ({
        intervalMinutes: INTERVAL_MINUTES,
        sessionStartedAt: '2026-11-20T10:00:00.000Z',
        minutesPlayed: 61,
        netResult: '-35',
      })),
    },
  },
} satisfies Meta<typeof MemberRealityCheck>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Stands in for the home page's announcements: a popup the site opens by itself. */
const SiteAnnouncement = () => {
  const [open, setOpen] = useState(true);
  const turn = useModalTurn('announcements', open, 'announcement');
  return (
    <Modal name="announcements" title="Announcements" open={turn} onClose={() => setOpen(false)}>
      <p>Maintenance on Sunday.</p>
    </Modal>
  );
};

/** Stands in for a popup the member is answering (a contract offer, a sign-in step). */
const AskedPopup = () => {
  const [open, setOpen] = useState(true);
  const turn = useModalTurn('offer', open);
  return (
    <Modal name="offer" title="Contract offer" open={turn} onClose={() => setOpen(false)}>
      <p>Daily wages.</p>
    </Modal>
  );
};

/** The interval comes due: the dialog opens with the session's figures, asked when it opens. */
export const ComesDue: Story = {
  play: async ({ canvasElement, parameters, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole(
      'alertdialog',
      { name: 'Reality check' },
      { timeout: 5000 },
    );
    await waitFor(() => expect(dialog).toHaveTextContent('61 minutes'));
    await expect(parameters.api.realityCheck).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue playing' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
  },
};

/**
 * One popup at a time (issue 27): the member asked for the reality check (the interval they
 * chose), so when it comes due over the site's announcement it takes the screen alone; the
 * announcement steps back and returns once the member answers.
 */
export const TakesItsTurnOverAnAnnouncement: Story = {
  render: () => (
    <>
      <SiteAnnouncement />
      <MemberRealityCheck />
    </>
  ),
  play: async ({ canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await page.findByRole('dialog', { name: 'Announcements' });
    const check = await page.findByRole(
      'alertdialog',
      { name: 'Reality check' },
      { timeout: 5000 },
    );
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Announcements' })).toBeNull());
    await expect(page.getAllByRole('alertdialog')).toHaveLength(1);
    await userEvent.click(within(check).getByRole('button', { name: 'Continue playing' }));
    await page.findByRole('dialog', { name: 'Announcements' });
    await expect(page.queryByRole('alertdialog')).toBeNull();
  },
};

/**
 * The other side of the line: a popup the member opened first (asked for, as the reality
 * check is) keeps the screen; the reality check that comes due meanwhile waits for it and
 * opens once it is answered, never on top of it.
 */
export const WaitsForWhatTheMemberIsAnswering: Story = {
  render: () => (
    <>
      <AskedPopup />
      <MemberRealityCheck />
    </>
  ),
  play: async ({ canvasElement, parameters, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    // Calls of the stories before this one do not count: its figures are asked for only as it
    // comes due (1.2 s after this story rendered).
    parameters.api.realityCheck.mockClear();
    const offer = await page.findByRole('dialog', { name: 'Contract offer' });
    await waitFor(() => expect(parameters.api.realityCheck).toHaveBeenCalled(), { timeout: 5000 });
    // Given the time a dialog takes to draw once due (its chunk is loaded by the story before),
    // it is still not on screen.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(page.queryByRole('alertdialog')).toBeNull();
    await expect(page.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.click(within(offer).getByRole('button', { name: 'Close' }));
    await page.findByRole('alertdialog', { name: 'Reality check' });
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Contract offer' })).toBeNull());
  },
};
