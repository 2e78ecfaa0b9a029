import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { CentreLayout } from './CentreLayout.tsx';

const meta = {
  component: CentreLayout,
  args: {
    name: 'Example centre',
    title: <h1>Example centre</h1>,
    links: [
      { to: '/centre/first', label: 'First section' },
      { to: '/centre/second', label: 'Second section' },
    ],
  },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/centre/second']}>
        <Routes>
          <Route path="/centre" element={<Story />}>
            <Route path=":section" element={<p>The chosen section's screen</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof CentreLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

const parts = (canvas: { getByRole: (role: 'navigation', o: { name: string }) => HTMLElement }) => {
  const menu = canvas.getByRole('navigation', { name: 'Example centre' });
  const [first, second] = within(menu).getAllByRole('link');
  const screen = menu.nextElementSibling;
  return { menu, first, second, screen };
};

/** On a phone the menu is a row above the screen; the current section's link is marked. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const { menu, first, second, screen } = parts(canvas);
    await expect(second).toHaveAttribute('aria-current', 'page');
    await expect(second?.getBoundingClientRect().top).toBe(first?.getBoundingClientRect().top);
    await expect(screen).toHaveTextContent("The chosen section's screen");
    await expect(screen?.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      menu.getBoundingClientRect().bottom,
    );
  },
};

/** On a desktop the menu is a column beside the screen, under the title. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const { menu, screen } = parts(canvas);
    const title = canvas.getByRole('heading', { name: 'Example centre' });
    await expect(menu.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      title.getBoundingClientRect().bottom,
    );
    await expect(screen?.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      menu.getBoundingClientRect().right,
    );
  },
};
