import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  startTransition,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { media } from './breakpoints.ts';
import { after } from './clock.ts';
import { lockScroll } from './scrollLock.ts';

/** The generic modal opens this long after it is asked to (portal-spec section 9). */
export const MODAL_OPEN_DELAY_MS = 100;
const FADE_MS = 150;

export interface ModalProps {
  /** Which modal this is (`login`, `logout`...); written to `data-modal` for styling and tests. */
  name: string;
  open: boolean;
  /** Called by the close button and by Escape; the owner decides whether to close. */
  onClose: () => void;
  /** The visible title; it also names the dialog and is the handle to drag it by. */
  title?: ReactNode;
  /** The accessible name when there is no visible title. */
  label?: string;
  closeButton?: boolean;
  /** The dimmed layer behind the modal. Clicking it never closes the modal. */
  background?: boolean;
  /** Freezes the page scroll position while open and restores it on close. */
  scrollLock?: boolean;
  draggable?: boolean;
  /** `alertdialog` for warnings that interrupt the visitor. */
  role?: 'dialog' | 'alertdialog';
  /** What gets focus on open; otherwise the first field or button of the content. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** The id of the text that describes the dialog, for `aria-describedby`. */
  describedBy?: string;
  width?: number;
  children: ReactNode;
}

/**
 * `preparing`: asked for and drawn, but not shown yet (the open delay). The dialog and its
 * content are put on the page and styled then, hidden (neither seen, focusable nor in the
 * accessibility tree), so showing it is a short step: opening in one step (render, commit,
 * styles, the page's layout and focus together) was one of the longest tasks of a first load.
 */
type Phase = 'hidden' | 'preparing' | 'visible' | 'leaving';

/** Open modals, innermost last: only the innermost one answers Escape and holds focus. */
const stack: string[] = [];

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

const focusables = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (element) => !element.closest('[inert]'),
  );

/**
 * The generic modal (portal-spec section 4): opens after 100 ms with a fade, keeps focus
 * inside until it closes and then returns it to what opened it, closes on Escape or the close
 * button but never on a click outside, freezes the page behind it, and can be dragged by its
 * title bar.
 */
export const Modal = ({
  name,
  open,
  onClose,
  title,
  label,
  closeButton = true,
  background = true,
  scrollLock = true,
  draggable = true,
  role = 'dialog',
  initialFocus,
  describedBy,
  width,
  children,
}: ModalProps) => {
  const { t } = useLingui();
  const id = useId();
  const titleId = `${id}-title`;
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const [phase, setPhase] = useState<Phase>('hidden');
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ pointer: number; x: number; y: number } | null>(null);

  useEffect(() => {
    if (open) {
      // Whatever had focus when the modal was asked for gets it back on close.
      openerRef.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      // Drawn in slices (a transition) while the open delay runs.
      startTransition(() => setPhase((current) => (current === 'hidden' ? 'preparing' : current)));
      return after(MODAL_OPEN_DELAY_MS, () => setPhase('visible'));
    }
    // A modal that was never shown goes without a fade.
    setPhase((current) => (current === 'hidden' || current === 'preparing' ? 'hidden' : 'leaving'));
    return after(FADE_MS, () => setPhase('hidden'));
  }, [open]);

  const visible = phase === 'visible';

  // Layout effect: focus lands inside before the first paint, so no keystroke slips past.
  useLayoutEffect(() => {
    if (!visible) return;
    stack.push(id);
    const release = scrollLock ? lockScroll() : null;
    // The content's first field or button, not the close button: the visitor came to act.
    const dialog = dialogRef.current;
    const body = bodyRef.current;
    const first =
      initialFocus?.current ??
      (body && focusables(body)[0]) ??
      (dialog && focusables(dialog)[0]) ??
      dialog;
    first?.focus();
    return () => {
      stack.splice(stack.indexOf(id), 1);
      release?.();
      setOffset({ x: 0, y: 0 });
      const opener = openerRef.current;
      if (opener?.isConnected) opener.focus();
    };
  }, [visible, id, scrollLock, initialFocus]);

  if (phase === 'hidden') return null;

  const isInnermost = () => stack[stack.length - 1] === id;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Portals bubble through the React tree: an inner modal's keys must not reach its outer one.
    if (!isInnermost() || !dialogRef.current) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusables(dialogRef.current);
    const firstItem = items[0];
    const lastItem = items[items.length - 1];
    if (!firstItem || !lastItem) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === firstItem || active === dialogRef.current)) {
      event.preventDefault();
      lastItem.focus();
    } else if (!event.shiftKey && active === lastItem) {
      event.preventDefault();
      firstItem.focus();
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!draggable || event.button !== 0) return;
    if (event.target instanceof Element && event.target.closest('button')) return;
    drag.current = {
      pointer: event.pointerId,
      x: event.clientX - offset.x,
      y: event.clientY - offset.y,
    };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.pointer !== event.pointerId) return;
    setOffset({ x: event.clientX - start.x, y: event.clientY - start.y });
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointer === event.pointerId) drag.current = null;
  };

  const leaving = phase === 'leaving';
  return createPortal(
    <Layer data-modal={name} preparing={phase === 'preparing'}>
      {background && <Backdrop leaving={leaving} aria-hidden="true" />}
      <Dialog
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : (label ?? name)}
        aria-describedby={describedBy}
        aria-hidden={leaving || undefined}
        inert={leaving}
        tabIndex={-1}
        leaving={leaving}
        style={{
          transform: `translate(calc(-50% + ${offset.x}px), calc(-50% + ${offset.y}px))`,
          width,
        }}
        onKeyDown={onKeyDown}
      >
        <TitleBar
          movable={draggable}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        >
          {title ? <Title id={titleId}>{title}</Title> : <span />}
          {closeButton && (
            <CloseButton type="button" aria-label={t`Close`} onClick={onClose}>
              <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" />
              </svg>
            </CloseButton>
          )}
        </TitleBar>
        <Body ref={bodyRef}>{children}</Body>
      </Dialog>
    </Layer>,
    document.body,
  );
};

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const Layer = styled('div', { shouldForwardProp: (prop) => prop !== 'preparing' })<{
  preparing: boolean;
}>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  pointer-events: none;
  ${({ preparing }) =>
    preparing &&
    // Laid out but unseen; its fade starts when it shows.
    'visibility: hidden; & * { animation-name: none !important; }'}
`;

const Backdrop = styled('div', { shouldForwardProp: (prop) => prop !== 'leaving' })<{
  leaving: boolean;
}>`
  position: absolute;
  inset: 0;
  pointer-events: auto;
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} ${FADE_MS}ms ease-out;
  opacity: ${({ leaving }) => (leaving ? 0 : 1)};
  transition: opacity ${FADE_MS}ms ease-in;
`;

const Dialog = styled('div', { shouldForwardProp: (prop) => prop !== 'leaving' })<{
  leaving: boolean;
}>`
  position: absolute;
  top: 50%;
  left: 50%;
  pointer-events: auto;
  display: flex;
  flex-direction: column;
  min-width: 200px;
  min-height: 200px;
  max-width: calc(100vw - 32px);
  max-height: calc(100vh - 32px);
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.onSurface};
  border-radius: ${({ theme }) => theme.radii.large}px;
  box-shadow: ${({ theme }) => theme.shadows.large};
  animation: ${fadeIn} ${FADE_MS}ms ease-out;
  opacity: ${({ leaving }) => (leaving ? 0 : 1)};
  transition: opacity ${FADE_MS}ms ease-in;
  &:focus {
    outline: none;
  }
  /* On a phone a popup is a full-height sheet: the inline width and drag offset give way. */
  ${media.phone} {
    top: 0;
    left: 0;
    width: 100% !important;
    height: 100%;
    max-width: none;
    max-height: none;
    border-radius: 0;
    transform: none !important;
  }
`;

// Not ui-kit's Stack on purpose: this part is in the home's first load, where importing Stack
// here measured 0.1-0.2 KiB brotli more (a Stack block costs more bytes than these few rules).
const TitleBar = styled('div', { shouldForwardProp: (prop) => prop !== 'movable' })<{
  movable: boolean;
}>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm}px;
  padding: ${({ theme }) => `${theme.spacing.md}px ${theme.spacing.lg}px`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  cursor: ${({ movable }) => (movable ? 'move' : 'default')};
  touch-action: none;
  -webkit-user-select: none;
  user-select: none;
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
`;

const CloseButton = styled.button`
  display: inline-flex;
  padding: ${({ theme }) => theme.spacing.xs}px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.small}px;
  background: transparent;
  color: inherit;
  cursor: pointer;
  ${media.phone} {
    min-width: 44px;
    min-height: 44px;
    align-items: center;
    justify-content: center;
  }
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.spacing.lg}px;
  overflow: auto;
`;
