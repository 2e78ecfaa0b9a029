import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { media, TOUCH_TARGET } from '@portal/ui-kit';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';

// The drawer's content (side menu, links, language list) is drawn only once the menu is
// opened, so it loads then, not with the first screen (issue 27's first-load budget).
const MenuDrawerPanel = lazy(async () => ({
  default: (await import('./MenuDrawerPanel.tsx')).MenuDrawerPanel,
}));

export interface MenuDrawerProps {
  /** The member's own links (withdraw, messages, the agent centre); none for a visitor. */
  children?: ReactNode;
  /** Asks to log out (the header confirms first); a visitor has no such button. */
  onLogout?: () => void;
}

/**
 * The menu button of phones and tablets and the drawer it opens: the side menu, the
 * member's links the compact header leaves out, the app download and the language. Choosing
 * anything closes the drawer.
 */
export const MenuDrawer = ({ children, onLogout }: MenuDrawerProps) => {
  const { t } = useLingui();
  const id = useId();
  const [open, setOpen] = useState(false);
  // Once opened, the panel stays mounted, so closing it runs the drawer's own close.
  const [opened, setOpened] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <MenuButton
        type="button"
        aria-label={t`Site menu`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
        </svg>
      </MenuButton>
      {opened && (
        <Suspense fallback={null}>
          <MenuDrawerPanel id={id} open={open} onClose={close} onLogout={onLogout}>
            {children}
          </MenuDrawerPanel>
        </Suspense>
      )}
    </>
  );
};

const MenuButton = styled.button`
  display: none;
  align-items: center;
  justify-content: center;
  min-width: ${TOUCH_TARGET}px;
  min-height: ${TOUCH_TARGET}px;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.small}px;
  background: transparent;
  color: inherit;
  cursor: pointer;
  ${media.upToTablet} {
    display: inline-flex;
  }
`;
