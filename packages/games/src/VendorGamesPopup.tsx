import { Modal } from '@portal/ui-kit';
import type { LaunchTarget } from './gamesContext.ts';
import { VendorGames } from './VendorGames.tsx';

export interface VendorGamesPopupProps {
  open: boolean;
  vendor: Pick<LaunchTarget, 'name' | 'vassalage' | 'gameType'>;
  onClose: () => void;
  onPlay: (target: LaunchTarget) => void;
}

/** A vendor's game list in a popup: its cards say isGame VASSALAGE. */
export const VendorGamesPopup = ({ open, vendor, onClose, onPlay }: VendorGamesPopupProps) => (
  <Modal name="vendor-games" open={open} onClose={onClose} title={vendor.name} width={820}>
    <VendorGames
      vassalage={vendor.vassalage}
      gameType={vendor.gameType}
      onPlay={(game) =>
        onPlay({
          name: game.gameName,
          vassalage: game.vassalage ?? vendor.vassalage,
          gameType: game.gameType ?? vendor.gameType,
          gameId: game.gameId,
          nodeId: game.nodeId,
        })
      }
    />
  </Modal>
);
