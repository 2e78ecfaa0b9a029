import styled from '@emotion/styled';

/** The points screens' shared parts, styled from the theme. */

export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm}px;
  padding: ${({ theme }) => theme.spacing.md}px;
  border-radius: ${({ theme }) => theme.radii.medium}px;
  background: ${({ theme }) => theme.colors.surface};
`;

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm}px;
`;

export const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

export const Notice = styled.p`
  margin: 0;
`;

export const ItemList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm}px;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
`;

export const ItemCard = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs}px;
  padding: ${({ theme }) => theme.spacing.sm}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small}px;
  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
  }
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
  }
`;
