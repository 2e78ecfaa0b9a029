import styled from '@emotion/styled';

/**
 * The lottery's lists as tables (the member's orders, a mission's leaderboard): captioned,
 * compact, ruled rows. A phone scrolls the table sideways inside {@link TableScroll}.
 */
export const ListTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  caption {
    text-align: start;
    font-weight: 700;
    padding-bottom: ${({ theme }) => theme.spacing.xs}px;
  }
  th,
  td {
    text-align: start;
    padding: ${({ theme }) => theme.spacing.xxs}px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.mutedOnSurface};
  }
`;

/** Scrolls a wide table sideways; give it `tabIndex={0}` and a name so a keyboard can too. */
export const TableScroll = styled.div`
  overflow-x: auto;
`;
