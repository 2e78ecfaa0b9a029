import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { Stack } from './Stack.tsx';
import { lockScroll } from './scrollLock.ts';

export interface DrawerProps {
  open: boolean;
  /** Called by the close button, by Escape and by a tap beside the panel. */
  onClose: () => void;
  /** The drawer's accessible name (a drawer has no visible title). */
  label: string;
  /** Written to `id`, so the button that opens it can name it in `aria-controls`. */
  id?: string;
  children: ReactNode;
}

/**
 * A panel that slides in from the start edge (left, or right on a right-to-left page) over
 * the page: the phone layout's menu. It is a modal `<dialog>`, so the browser keeps focus
 * inside and the page behind inert; Escape, the close button and a tap on the dimmed page
 * close it, and focus returns to what opened it.
 */
export const Drawer = ({ open, onClose, label, id, children }: DrawerProps) => {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);

  // Layout effect: the dialog is modal before the first paint, so no tap lands on the page.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    const release = lockScroll();
    return () => {
      if (dialog.open) dialog.close();
      release();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  return (
    <Panel
      ref={ref}
      id={id}
      aria-label={label}
      onCancel={(event) => {
        // The owner decides: the dialog closes when `open` turns false, not on its own.
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        // The dialog's own cancel follows only a trusted key press; handling the key here
        // closes the drawer through its owner for any Escape that reaches it.
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the dialog element itself is a click on its backdrop, beside the panel.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {/* Nothing inside while closed: the page holds one copy of each link, not two. */}
      {open && (
        <Inner gap="md">
          <Stack direction="row" justify="flex-end">
            <CloseButton type="button" aria-label={t`Close`} onClick={onClose}>
              <svg width="20" height="20" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" />
              </svg>
            </CloseButton>
          </Stack>
          {children}
        </Inner>
      )}
    </Panel>
  );
};

const slideIn = keyframes`
  from { translate: calc(-100% * var(--drawer-direction, 1)) 0; }
  to { translate: 0 0; }
`;

const Panel = styled.dialog`
  --drawer-direction: 1;
  position: fixed;
  inset-block: 0;
  inset-inline-start: 0;
  inset-inline-end: auto;
  margin: 0;
  width: min(320px, 85vw);
  max-width: none;
  height: 100%;
  max-height: none;
  padding: 0;
  border: none;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.onBackground};
  box-shadow: ${({ theme }) => theme.shadows.large};
  overscroll-behavior: contain;
  &[open] {
    animation: ${slideIn} 0.2s ease-out;
  }
  &:dir(rtl) {
    --drawer-direction: -1;
  }
  &::backdrop {
    background: ${({ theme }) => theme.colors.overlay};
  }
`;

// A Stack that fills the panel's height and keeps its content off the edges.
const Inner = styled(Stack)`
  min-height: 100%;
  padding: ${({ theme }) => theme.spacing.md}px;
`;

const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.small}px;
  background: transparent;
  color: inherit;
  cursor: pointer;
`;
