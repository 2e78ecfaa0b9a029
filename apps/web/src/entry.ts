import { preloadModules, readAppModules } from './start/appModules.ts';
import { showStartFailure } from './start/startFailure.ts';

/**
 * The page's script: lets the browser paint the page it was sent first (on a phone, the home
 * page's first paint: brand header and first banner), then loads and starts the app
 * (main.tsx). The app's modules, which the assemble step lists in the page, are all fetched at
 * once after that paint, so they take neither the network from the banner nor the main thread
 * from the first paint.
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
  // Every module the app needs, fetched together now that the banner has had the network.
  .then(() => preloadModules(document, readAppModules(document)))
  .then(nextTask)
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('./main.tsx'))
  .catch(showStartFailure);
