import styled from '@emotion/styled';

/** A bare list whose items are ruled off from each other (the agent's notices, its contracts). */
export const RuledList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    padding: ${({ theme }) => theme.spacing.sm}px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
