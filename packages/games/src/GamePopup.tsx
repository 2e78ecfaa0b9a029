import styled from '@emotion/styled';
import { Modal } from '@portal/ui-kit';

export interface GamePopupProps {
  open: boolean;
  /** The game's name: the popup's title and the frame's accessible name. */
  name: string;
  /** The vendor's launch URL. */
  url: string;
  onClose: () => void;
}

/** A launched game, in a frame inside a popup (portal-spec section 2, popups). */
export const GamePopup = ({ open, name, url, onClose }: GamePopupProps) => (
  <Modal name="game" open={open} onClose={onClose} title={name} width={960}>
    {open && url && (
      <Frame
        title={name}
        src={url}
        allow="autoplay; fullscreen"
        // The vendor's page runs its own scripts and talks to its own server, nothing more.
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
      />
    )}
  </Modal>
);

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: min(70vh, 600px);
  border: none;
  border-radius: ${({ theme }) => theme.radii.small}px;
  background: #000;
`;
