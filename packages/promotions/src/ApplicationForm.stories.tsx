import { ApiError } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ApplicationForm } from './ApplicationForm.tsx';
import { memberSession, promotion, withRouter } from './storyFixtures.tsx';

/** The 8 bytes every png starts with, and a little more: enough to be read as a file. */
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const png = (name: string) => new File([PNG_BYTES], name, { type: 'image/png' });

const application = promotion(8, 'Share your big win', 'join', {
  kind: 'application',
  needsApplication: true,
});

const meta = {
  component: ApplicationForm,
  decorators: [withRouter('/promotions/8')],
  args: { promotion: application },
  parameters: { session: memberSession },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof ApplicationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A remark and an image: the call carries the image as a png data URL; staff review follows. */
export const Applies: Story = {
  parameters: {
    api: {
      applyPromotion: fn(async () => ({
        applicationId: 3,
        promotionId: 8,
        status: 'pending',
        appliedAt: '2026-11-28T08:00:00.000Z',
      })),
    },
  },
  play: async ({ canvas, userEvent, parameters }) => {
    await userEvent.type(canvas.getByLabelText('Remark'), 'Won 500 on slots');
    await expect(canvas.getByText('16 of 140 characters')).toBeInTheDocument();
    await userEvent.upload(
      canvas.getByLabelText('Images (up to 3, png or jpg, under 5 MB each)'),
      png('win.png'),
    );
    await expect(canvas.getByRole('list', { name: 'Chosen images' })).toHaveTextContent('win.png');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(
      await canvas.findByText('Application sent. Staff will review it.'),
    ).toBeInTheDocument();
    await expect(parameters.api.applyPromotion).toHaveBeenCalledWith({
      promotionId: 8,
      remark: 'Won 500 on slots',
      images: [expect.stringMatching(/^data:image\/png;base64,iVBORw0KGgo/)],
    });
  },
};

/** A fourth image is refused before anything is sent. */
export const TooManyImages: Story = {
  parameters: { api: { applyPromotion: fn() } },
  play: async ({ canvas, userEvent, parameters }) => {
    await userEvent.upload(canvas.getByLabelText('Images (up to 3, png or jpg, under 5 MB each)'), [
      png('1.png'),
      png('2.png'),
      png('3.png'),
      png('4.png'),
    ]);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose at most 3 images.');
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await expect(parameters.api.applyPromotion).not.toHaveBeenCalled();
  },
};

/** A file that says it is not png or jpg is refused (the server checks the bytes anyway). */
export const WrongType: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Images (up to 3, png or jpg, under 5 MB each)');
    // The input's accept filter would hide it in a file picker; a drop or a script is not filtered.
    input.removeAttribute('accept');
    await userEvent.upload(input, new File(['GIF89a'], 'win.gif', { type: 'image/gif' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Images must be png or jpg.');
  },
};

/** A remark over 140 characters says so and is not sent. */
export const RemarkTooLong: Story = {
  parameters: { api: { applyPromotion: fn() } },
  play: async ({ canvas, userEvent, parameters }) => {
    await userEvent.type(canvas.getByLabelText('Remark'), 'x'.repeat(141));
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('At most 140 characters.')).toBeInTheDocument();
    await expect(parameters.api.applyPromotion).not.toHaveBeenCalled();
  },
};

/** A refusal (an application already open, images the server read as no image): its message. */
export const Refused: Story = {
  parameters: {
    api: {
      applyPromotion: async () => {
        throw new ApiError('system.busy', undefined, 503);
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeEnabled();
  },
};

/** A visitor is asked to sign in: no form, no call. */
export const Visitor: Story = {
  parameters: { session: { token: null, memberInfo: null }, api: { applyPromotion: fn() } },
  play: async ({ canvas, userEvent, parameters }) => {
    await expect(canvas.queryByLabelText('Remark')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(parameters.api.applyPromotion).not.toHaveBeenCalled();
  },
};
