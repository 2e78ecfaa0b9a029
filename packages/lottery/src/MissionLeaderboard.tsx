import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import type { MissionLeaderboard as Board, MissionKind } from '@portal/contract';
import { useMoney } from '@portal/session';
import { Table } from '@portal/ui-kit';
import { isMoneyKind } from './missionText.ts';

export interface MissionLeaderboardProps {
  board: Board;
  kind: MissionKind;
  /** The mission's title, named in the table's caption. */
  title: string;
}

/** A mission's leaderboard this period: rank, masked name, score, reward; the member's row marked. */
export const MissionLeaderboard = ({ board, kind, title }: MissionLeaderboardProps) => {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const score = (value: string) => (isMoneyKind(kind) ? money(value) : i18n.number(Number(value)));
  const listed = board.list.some((row) => row.mine);
  return (
    <div>
      {board.list.length === 0 ? (
        <p>{t`No scores yet this period.`}</p>
      ) : (
        <Table
          label={t`Leaderboard: ${title}`}
          caption={t`Leaderboard: ${title}`}
          columns={[
            { id: 'rank', header: t`Rank`, cell: ({ row }) => row.original.rank },
            {
              id: 'player',
              header: t`Player`,
              cell: ({ row }) => (
                <>
                  {row.original.customerName}
                  {row.original.mine && <You>{t`(you)`}</You>}
                </>
              ),
            },
            { id: 'score', header: t`Score`, cell: ({ row }) => score(row.original.score) },
            {
              id: 'reward',
              header: t`Reward`,
              cell: ({ row }) => money(row.original.reward),
            },
          ]}
          rows={board.list}
          rowKey={(row) => `${row.rank}:${row.customerName}:${row.mine}`}
          isCurrent={(row) => row.mine}
        />
      )}
      {board.me && !listed && (
        <p>{t`Your rank: ${board.me.rank}, score ${score(board.me.score)}`}</p>
      )}
    </div>
  );
};

const You = styled.span`
  margin-inline-start: ${({ theme }) => theme.spacing.xxs}px;
`;
