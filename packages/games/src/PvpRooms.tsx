import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import type { CallOutput } from '@portal/contract';
import { useMoney, useSession } from '@portal/session';
import { GridList, QueryStatus } from '@portal/ui-kit';
import { usePvpRooms } from './api/getPvpRooms.ts';

type RoomStatus = CallOutput<'pvpRooms'>['rooms'][number]['status'];

export interface PvpRoomsProps {
  /** The card-game vendor whose rooms are listed. */
  vassalage: string;
}

/**
 * A card-game vendor's rooms on /pvp (portal-spec section 3 names the call only). Designed:
 * each room shows its stake, the balance it asks for, its players and whether a seat is free;
 * visitors, whom the call does not answer, see the vendor's games alone.
 */
export const PvpRooms = ({ vassalage }: PvpRoomsProps) => {
  const { t } = useLingui();
  const { isLogin } = useSession();
  const money = useMoney();
  const rooms = usePvpRooms(vassalage);
  const statusText: Record<RoomStatus, string> = {
    open: t`Seats free`,
    full: t`Full`,
    closed: t`Closed`,
  };
  if (!isLogin) return null;
  const list = rooms.data?.rooms;
  return (
    <section aria-label={t`Rooms`}>
      <h2>{t`Rooms`}</h2>
      <QueryStatus
        loading={rooms.isPending}
        error={rooms.error}
        onRetry={rooms.refetch}
        empty={list?.length === 0 && t`No rooms open right now.`}
      />
      {list && list.length > 0 && (
        <GridList min={180} aria-label={t`Rooms`}>
          {list.map((room) => {
            const bet = money(room.baseBet);
            const minimum = money(room.minBalance);
            const players = room.onlinePlayers;
            return (
              <Room key={room.roomId}>
                <h3>{room.roomName}</h3>
                <p>{t`Base bet ${bet}`}</p>
                <p>{t`Minimum balance ${minimum}`}</p>
                <p>{t`Players online: ${players}`}</p>
                <Status data-status={room.status}>{statusText[room.status]}</Status>
              </Room>
            );
          })}
        </GridList>
      )}
    </section>
  );
};

const Room = styled.li`
  padding: ${({ theme }) => theme.spacing.sm}px;
  border-radius: ${({ theme }) => theme.radii.medium}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.onSurface};
  h3,
  p {
    margin: 0 0 ${({ theme }) => theme.spacing.xs}px;
  }
`;

const Status = styled.p`
  font-weight: 600;
`;
