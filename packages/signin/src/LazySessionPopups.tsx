import { useSessionPopup } from '@portal/session';
import { whenIdle } from '@portal/ui-kit';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { SessionPopupsProps } from './SessionPopups.tsx';

/** The popups and their form library: a chunk of their own, off the first load. */
const loadPopups = () => import('./SessionPopups.tsx');
const SessionPopups = lazy(async () => ({ default: (await loadPopups()).SessionPopups }));

// The loading dialog is a chunk of its own too: with it the ui-kit's Modal leaves every
// page's first load (issue 27). It is small and fetched with the popups when the browser is
// idle, so it is there before anyone asks for a popup in practice.
const loadLoadingPopup = () => import('./LoadingPopup.tsx');
const LoadingPopup = lazy(async () => ({ default: (await loadLoadingPopup()).LoadingPopup }));

/**
 * The sign-in popups, loaded on first need: nothing of them is in the first load. The code is
 * fetched when the browser is idle after the first paint, or at once when a popup is asked
 * for earlier; until it arrives a dialog of the same name and title shows it is loading.
 * Once loaded they stay mounted, so a popup closes with its own fade.
 */
export const LazySessionPopups = (props: SessionPopupsProps) => {
  const { popup, close } = useSessionPopup();
  const [needed, setNeeded] = useState(false);
  if (popup !== null && !needed) setNeeded(true);

  useEffect(
    () =>
      whenIdle(() => {
        // Only a head start: opening a popup imports the chunk again and shows what fails.
        loadLoadingPopup().catch((error: unknown) =>
          console.warn('sign-in popups prefetch', error),
        );
        loadPopups().catch((error: unknown) => console.warn('sign-in popups prefetch', error));
      }),
    [],
  );

  if (!needed) return null;
  return (
    <Suspense
      fallback={
        popup ? (
          <Suspense fallback={null}>
            <LoadingPopup popup={popup} onClose={close} />
          </Suspense>
        ) : null
      }
    >
      <SessionPopups {...props} />
    </Suspense>
  );
};
