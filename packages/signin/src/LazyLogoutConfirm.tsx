import { lazy, Suspense, useState } from 'react';
import type { LogoutConfirmProps } from './LogoutConfirm.tsx';

const LogoutConfirm = lazy(async () => ({
  default: (await import('./LogoutConfirm.tsx')).LogoutConfirm,
}));

/**
 * `LogoutConfirm` loaded when first opened: only a click opens it, and with it the ui-kit's
 * dialogs leave every page's first load (issue 27). Once opened it stays mounted, so it
 * closes with its own fade.
 */
export const LazyLogoutConfirm = (props: LogoutConfirmProps) => {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LogoutConfirm {...props} />
    </Suspense>
  );
};
