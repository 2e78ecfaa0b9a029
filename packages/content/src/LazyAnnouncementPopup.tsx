import { lazy, Suspense, useState } from 'react';
import type { AnnouncementPopupProps } from './AnnouncementPopup.tsx';

const AnnouncementPopup = lazy(async () => ({
  default: (await import('./AnnouncementPopup.tsx')).AnnouncementPopup,
}));

/**
 * `AnnouncementPopup` loaded when first opened: the home opens it from a notice's click or
 * once its first screen has drawn, so it and the ui-kit's Modal, Pagination and the rich text
 * leave the home's first load (issue 27). Once opened it stays mounted, so it closes with its
 * own fade.
 */
export const LazyAnnouncementPopup = (props: AnnouncementPopupProps) => {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementPopup {...props} />
    </Suspense>
  );
};
