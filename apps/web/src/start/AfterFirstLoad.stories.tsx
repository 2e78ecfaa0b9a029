import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useState } from 'react';
import { expect, type within } from 'storybook/test';
import { AfterFirstLoad, beginFirstLoad } from './afterFirstLoad.tsx';
import { FirstScreenStep } from './firstScreenSteps.tsx';

/**
 * A part below the first screen: when it is put on the page it notes how many parts are on the
 * page with it (itself included), so the story can tell whether the parts came in one commit
 * or one by one.
 */
const Part = ({ name, seen }: { name: string; seen: (name: string, onPage: number) => void }) => {
  useLayoutEffect(() => {
    seen(name, document.querySelectorAll('[data-part]').length);
  }, [name, seen]);
  return (
    <section aria-label={name} data-part="">
      {name}
    </section>
  );
};

/** What the parts saw as they came ("Games 1", ...), and the note each part calls. */
const useArrivals = () => {
  const [log, setLog] = useState<string[]>([]);
  const [seen] = useState(
    () => (name: string, onPage: number) => setLog((now) => [...now, `${name} ${onPage}`]),
  );
  return [log, seen] as const;
};

/** Parts after the first load, in the page's order, and what each saw when it came. */
const Parts = ({ parts }: { parts: readonly { name: string; overPage?: boolean }[] }) => {
  const [log, seen] = useArrivals();
  return (
    <>
      <h1>First screen</h1>
      {parts.map(({ name, overPage = false }) => (
        <AfterFirstLoad key={name} overPage={overPage}>
          <Part name={name} seen={seen} />
        </AfterFirstLoad>
      ))}
      <output aria-label="Arrivals">{log.join(', ')}</output>
    </>
  );
};

/** Three parts under the page. */
const ThreeParts = () => (
  <Parts parts={[{ name: 'Games' }, { name: 'Download' }, { name: 'Footer' }]} />
);

/** Two parts under the page and, between them in the page, one that opens over it. */
const PopupAmongParts = () => (
  <Parts
    parts={[{ name: 'Games' }, { name: 'Announcements', overPage: true }, { name: 'Footer' }]}
  />
);

/**
 * A first screen in steps (the screen, the footer's turn, the tab bar) with the footer after
 * the first load, as the portal's main layout has them.
 */
const FirstScreen = () => {
  const [log, seen] = useArrivals();
  return (
    <>
      <h1>Header</h1>
      <FirstScreenStep>
        <Part name="Screen" seen={seen} />
      </FirstScreenStep>
      <FirstScreenStep>
        <AfterFirstLoad>
          <Part name="Footer" seen={seen} />
        </AfterFirstLoad>
      </FirstScreenStep>
      <FirstScreenStep>
        <Part name="Tab bar" seen={seen} />
      </FirstScreenStep>
      <output aria-label="Arrivals">{log.join(', ')}</output>
    </>
  );
};

/** The page's heading is there at once; the last part comes, and the arrivals read `arrivals`. */
const expectArrivals = async (
  canvas: ReturnType<typeof within>,
  heading: string,
  last: string,
  arrivals: string,
) => {
  await expect(canvas.getByRole('heading', { name: heading })).toBeVisible();
  // Each part waits for an idle moment; on a loaded machine that can take a while.
  await expect(
    await canvas.findByRole('region', { name: last }, { timeout: 10_000 }),
  ).toBeVisible();
  await expect(canvas.getByRole('status', { name: 'Arrivals' })).toHaveTextContent(arrivals);
};

const meta = {
  component: ThreeParts,
} satisfies Meta<typeof ThreeParts>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The parts come after the first screen, one by one (each in its own commit: the first found
 * itself alone on the page, the second found two, the third three), in the page's order.
 */
export const OneByOneInPageOrder: Story = {
  beforeEach: () => beginFirstLoad(),
  play: ({ canvas }) =>
    expectArrivals(canvas, 'First screen', 'Footer', 'Games 1, Download 2, Footer 3'),
};

/**
 * A first load of the home page: its first screen comes in steps, each in a commit of its own
 * (the screen found itself alone, the tab bar found two), in the page's order; the footer,
 * after the first load, waits for the whole first screen, so it is never pushed down by it.
 */
export const FirstScreenInSteps: Story = {
  beforeEach: () => beginFirstLoad(),
  render: () => <FirstScreen />,
  play: ({ canvas }) => expectArrivals(canvas, 'Header', 'Footer', 'Screen 1, Tab bar 2, Footer 3'),
};

/**
 * A part that opens over the page (the announcements) comes first, then the parts under it, one
 * by one, in the page's order.
 */
export const OverThePageFirst: Story = {
  beforeEach: () => beginFirstLoad(),
  render: () => <PopupAmongParts />,
  play: ({ canvas }) =>
    expectArrivals(canvas, 'First screen', 'Footer', 'Announcements 1, Games 2, Footer 3'),
};
