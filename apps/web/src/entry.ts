import { showStartFailure } from './start/startFailure.ts';

/**
 * The page's script: lets the browser paint the page it was sent first (on a phone, the home
 * page's first paint: brand header and first banner), then loads and starts the app
 * (main.tsx). Its modules are already downloading beside the page (the assemble step lists
 * them as module preloads); waiting for a frame only moves their evaluation after the first
 * paint, so the visitor sees the page before the app's scripts take the main thread.
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    // The frame's callback runs before its paint; a task queued from it runs after.
    requestAnimationFrame(() => setTimeout(resolve, 0));
    // A page opened in a background tab paints no frames: it starts anyway.
    setTimeout(resolve, 250);
  });

/** A task boundary: what follows runs in a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The libraries (React and the rest of the shared runtime chunk) and the app are evaluated in
// two tasks, so neither holds the main thread for as long as both together.
afterFirstPaint()
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('./main.tsx'))
  .catch(showStartFailure);
