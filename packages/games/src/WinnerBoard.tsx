import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { useMoney } from '@portal/session';
import { ListStack, QueryStatus, Stack } from '@portal/ui-kit';
import { useWinnerBoard } from './api/getWinnerBoard.ts';

/**
 * The home page's winner board (portal-spec section 2): the latest big wins, the winner's
 * name masked by the server. Designed: a plain ordered list (newest first) rather than a
 * moving ticker, so every row can be read at its own pace.
 */
export const WinnerBoard = () => {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const board = useWinnerBoard();
  const rows = board.data?.list;
  return (
    <section aria-label={t`Winner board`}>
      <h2>{t`Winner board`}</h2>
      <QueryStatus
        loading={board.isPending}
        error={board.error}
        onRetry={board.refetch}
        empty={rows?.length === 0 && t`No winners yet.`}
      />
      {rows && rows.length > 0 && (
        <List as="ol" gap="xs" aria-label={t`Winner board`}>
          {rows.map(({ vo }, index) => {
            const name = vo.customerName;
            const amount = money(vo.winAmount);
            return (
              // The board has no row id; a row's place is what it is shown by.
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
              <Stack as="li" key={index} direction="row" wrap align="baseline">
                <Who>{name}</Who>
                {vo.gameName && <Game>{vo.gameName}</Game>}
                <Amount>{t`won ${amount}`}</Amount>
                {vo.winTime && (
                  <time dateTime={new Date(vo.winTime).toISOString()}>
                    {i18n.date(vo.winTime, { timeStyle: 'short' })}
                  </time>
                )}
              </Stack>
            );
          })}
        </List>
      )}
    </section>
  );
};

const List = styled(ListStack)`
  li {
    padding: ${({ theme }) => theme.spacing.xs}px ${({ theme }) => theme.spacing.sm}px;
    border-radius: ${({ theme }) => theme.radii.small}px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.onSurface};
  }
  time {
    margin-inline-start: auto;
    color: ${({ theme }) => theme.colors.mutedOnSurface};
  }
`;

const Who = styled.span`
  font-weight: 600;
`;

const Game = styled.span``;

const Amount = styled.span`
  font-weight: 600;
`;
