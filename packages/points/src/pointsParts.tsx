import styled from '@emotion/styled';
import { Stack } from '@portal/ui-kit';

/**
 * The points screens' shared parts, styled from the theme. Their sections, forms and the mall's
 * grid are ui-kit's Surface, FormStack and GridList.
 */

export const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

export const Notice = styled.p`
  margin: 0;
`;

/** A reward of the mall, rendered as the grid's `li` (`as="li"`). */
export const ItemCard = styled(Stack)`
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
