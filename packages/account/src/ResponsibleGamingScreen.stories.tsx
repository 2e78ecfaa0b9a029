import { ApiError } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ResponsibleGamingScreen } from './ResponsibleGamingScreen.tsx';
import { memberScreen, never, shownIn, storyRgSettings } from './storyFixtures.tsx';

const meta = {
  component: ResponsibleGamingScreen,
  ...memberScreen('responsible-gaming', { rgSettings: async () => storyRgSettings() }),
} satisfies Meta<typeof ResponsibleGamingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const BALANCE_STAYS =
  'Your balance stays yours: contact customer service and they will pay it out to your bound bank card.';

export const Default: Story = {
  play: async ({ loaded, canvas }) => {
    const row = await canvas.findByRole('row', { name: /Weekly deposit limit/ });
    await expect(row).toHaveTextContent(`${shownIn(loaded, '2000')} from`);
    await expect(canvas.getByRole('button', { name: 'Exclude me' })).toBeDisabled();
    // Before a break or a self-exclusion the member learns the balance can still be withdrawn.
    await expect(canvas.getByRole('region', { name: 'Take a break' })).toHaveTextContent(
      BALANCE_STAYS,
    );
    await expect(canvas.getByRole('region', { name: 'Self-exclusion' })).toHaveTextContent(
      BALANCE_STAYS,
    );
  },
};

export const SetsADepositLimit: Story = {
  parameters: {
    api: {
      rgSettings: async () => storyRgSettings(),
      setRgLimit: fn(async () => storyRgSettings()),
    },
  },
  play: async ({ canvas, parameters, userEvent }) => {
    const form = await canvas.findByRole('form', { name: 'Set a limit' });
    await userEvent.type(canvas.getByRole('textbox', { name: 'New limit' }), '300');
    await userEvent.click(canvas.getByRole('button', { name: 'Save limit' }));
    await waitFor(() =>
      expect(parameters.api.setRgLimit).toHaveBeenCalledWith({ kind: 'depositDay', amount: '300' }),
    );
    await expect(form).toBeInTheDocument();
  },
};

/** The account history of the last 30 days, asked of the server and saved as a CSV file. */
export const DownloadsTheHistory: Story = {
  parameters: {
    api: {
      rgSettings: async () => storyRgSettings(),
      accountHistoryCsv: fn(async () => ({
        fileName: 'account-history-2026-10-22-2026-11-20.csv',
        csv: 'time,transaction,type,amount,balance_after,kind,wallet\r\n',
      })),
    },
  },
  play: async ({ canvas, parameters, userEvent }) => {
    // The screen saves the file through a link it clicks without placing it in the page.
    const saved: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function save(this: HTMLAnchorElement) {
      saved.push(this.download);
    };
    try {
      await userEvent.click(
        await canvas.findByRole('button', { name: 'Download the last 30 days (CSV)' }),
      );
      await waitFor(() =>
        expect(parameters.api.accountHistoryCsv).toHaveBeenCalledWith({ period: 'last30Days' }),
      );
      await waitFor(() => expect(saved).toEqual(['account-history-2026-10-22-2026-11-20.csv']));
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
  },
};

export const RefusesABadAmount: Story = {
  parameters: {
    api: {
      rgSettings: async () => storyRgSettings(),
      setRgLimit: fn(async () => storyRgSettings()),
    },
  },
  play: async ({ canvas, parameters, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'New limit' }), '-5');
    await userEvent.click(canvas.getByRole('button', { name: 'Save limit' }));
    await expect(await canvas.findByText('The amount must be over 0.')).toBeInTheDocument();
    await expect(parameters.api.setRgLimit).not.toHaveBeenCalled();
  },
};

export const TimeOutWrongPassword: Story = {
  parameters: {
    api: {
      rgSettings: async () => storyRgSettings(),
      takeTimeOut: async () => {
        throw new ApiError('login.password.wrong', undefined, 400);
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const form = await canvas.findByRole('form', { name: 'Take a break' });
    const password = form.querySelector('input[type="password"]');
    if (!password) throw new Error('no password field');
    await userEvent.type(password, 'nope');
    await userEvent.click(canvas.getByRole('button', { name: 'Start the break' }));
    await expect(await canvas.findByText('Wrong account or password.')).toBeInTheDocument();
  },
};

const dueSettings = () =>
  storyRgSettings({
    limits: storyRgSettings().limits.map((limit) =>
      limit.kind === 'depositWeek' && limit.pending
        ? { ...limit, pending: { ...limit.pending, confirmable: true } }
        : limit,
    ),
  });

/** A raise whose 24 hours are over holds only once the member confirms it again. */
export const ConfirmsARaise: Story = {
  parameters: {
    api: {
      rgSettings: async () => dueSettings(),
      confirmRgLimit: fn(async () =>
        storyRgSettings({
          limits: storyRgSettings().limits.map((limit) =>
            limit.kind === 'depositWeek' ? { ...limit, amount: '2000', pending: null } : limit,
          ),
        }),
      ),
    },
  },
  play: async ({ loaded, canvas, parameters, userEvent }) => {
    const row = await canvas.findByRole('row', { name: /Weekly deposit limit/ });
    await expect(row).toHaveTextContent(
      `${shownIn(loaded, '2000')}, waiting for your confirmation`,
    );
    await userEvent.click(
      canvas.getByRole('button', { name: 'Confirm the new Weekly deposit limit' }),
    );
    await waitFor(() =>
      expect(parameters.api.confirmRgLimit).toHaveBeenCalledWith({ kind: 'depositWeek' }),
    );
    await waitFor(() =>
      expect(canvas.getByRole('row', { name: /Weekly deposit limit/ })).not.toHaveTextContent(
        'waiting for your confirmation',
      ),
    );
  },
};

/** Confirmed too early (another tab, a stale page): the catalogue's message, nothing changes. */
export const ConfirmRefused: Story = {
  parameters: {
    api: {
      rgSettings: async () => dueSettings(),
      confirmRgLimit: async () => {
        throw new ApiError('rg.limit.not.confirmable', undefined, 409);
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Confirm the new Weekly deposit limit' }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'There is no raised limit to confirm yet',
    );
  },
};

export const Loading: Story = { parameters: { api: { rgSettings: never } } };

export const Failed: Story = {
  parameters: {
    api: {
      rgSettings: async () => {
        throw new ApiError('system.busy', undefined, 503);
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
  },
};
