import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import type { LotteryMenuGroup } from '@portal/contract';
import { GridList, Tabs } from '@portal/ui-kit';

export interface LotteryLobbyProps {
  groups: readonly LotteryMenuGroup[];
  /** The group shown (the `type` query parameter); the first group when absent. */
  selectedGroup: string | undefined;
  onGroup: (group: string) => void;
  onGame: (gameCode: string) => void;
}

/** The lottery lobby: a tab per group, each group's games as buttons that open the game. */
export const LotteryLobby = ({ groups, selectedGroup, onGroup, onGame }: LotteryLobbyProps) => {
  const { t } = useLingui();
  const current =
    groups.find((group) => group.gameGroupCode === selectedGroup) ?? groups[0] ?? null;
  if (!current) return <p>{t`No lottery games are on sale.`}</p>;
  return (
    <Tabs
      label={t`Lottery groups`}
      tabs={groups.map((group) => ({ key: group.gameGroupCode, label: group.gameGroupName }))}
      selected={current.gameGroupCode}
      onSelect={onGroup}
    >
      <GridList min={160} gap="sm">
        {current.games.map((game) => (
          <li key={game.gameCode}>
            <GameButton type="button" disabled={!game.isSale} onClick={() => onGame(game.gameCode)}>
              <img src={game.webIconUrl} alt="" width={40} height={40} loading="lazy" />
              <span>{game.gameName}</span>
            </GameButton>
          </li>
        ))}
      </GridList>
    </Tabs>
  );
};

const GameButton = styled.button`
  width: 100%;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs}px;
  padding: ${({ theme }) => theme.spacing.sm}px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.medium}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.onSurface};
  font: inherit;
  cursor: pointer;
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;
