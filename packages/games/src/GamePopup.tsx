import styled from '@emotion/styled';
import { Modal } from '@portal/ui-kit';
import { useEffect, useRef } from 'react';

export interface GamePopupProps {
  open: boolean;
  /** The game's name: the popup's title and the frame's accessible name. */
  name: string;
  /** The vendor's launch URL. */
  url: string;
  onClose: () => void;
  /** The game said the balance moved (a `<vendor>:balance` message from its frame). */
  onBalanceChanged?: () => void;
}

const isBalanceMessage = (data: unknown): boolean =>
  typeof data === 'object' &&
  data !== null &&
  'type' in data &&
  typeof data.type === 'string' &&
  data.type.endsWith(':balance');

/** A launched game, in a frame inside a popup (portal-spec section 2, popups). */
export const GamePopup = ({ open, name, url, onClose, onBalanceChanged }: GamePopupProps) => {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (!open || !onBalanceChanged) return;
    // Only the frame's own messages count: any other window could post the same shape.
    const onMessage = (event: MessageEvent) => {
      if (event.source === frame.current?.contentWindow && isBalanceMessage(event.data)) {
        onBalanceChanged();
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [open, onBalanceChanged]);
  return (
    <Modal name="game" open={open} onClose={onClose} title={name} width={960}>
      {open && url && (
        <Frame
          ref={frame}
          title={name}
          src={url}
          allow="autoplay; fullscreen"
          // The vendor's page runs its own scripts and talks to its own server, nothing more.
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        />
      )}
    </Modal>
  );
};

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: min(70vh, 600px);
  border: none;
  border-radius: ${({ theme }) => theme.radii.small}px;
  background: #000;
`;
