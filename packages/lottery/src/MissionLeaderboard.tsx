import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import type { MissionLeaderboard as Board, MissionKind } from '@portal/contract';
import { useMoney } from '@portal/session';
import { ListTable, TableScroll } from './ListTable.tsx';
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
  const score = (value: number) => (isMoneyKind(kind) ? money(value) : i18n.number(value));
  const listed = board.list.some((row) => row.mine);
  return (
    <div>
      {board.list.length === 0 ? (
        <p>{t`No scores yet this period.`}</p>
      ) : (
        <TableScroll tabIndex={0} role="region" aria-label={t`Leaderboard: ${title}`}>
          <Table>
            <caption>{t`Leaderboard: ${title}`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Rank`}</th>
                <th scope="col">{t`Player`}</th>
                <th scope="col">{t`Score`}</th>
                <th scope="col">{t`Reward`}</th>
              </tr>
            </thead>
            <tbody>
              {board.list.map((row) => (
                <tr
                  key={`${row.rank}:${row.customerName}:${row.mine}`}
                  aria-current={row.mine ? 'true' : undefined}
                >
                  <td>{row.rank}</td>
                  <td>
                    {row.customerName}
                    {row.mine && <You>{t`(you)`}</You>}
                  </td>
                  <td>{score(row.score)}</td>
                  <td>{money(row.reward)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
      {board.me && !listed && (
        <p>{t`Your rank: ${board.me.rank}, score ${score(board.me.score)}`}</p>
      )}
    </div>
  );
};

const Table = styled(ListTable)`
  tr[aria-current='true'] {
    font-weight: 700;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.onBackground};
  }
`;

const You = styled.span`
  margin-inline-start: ${({ theme }) => theme.spacing.xxs}px;
`;
