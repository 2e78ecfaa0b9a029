import styled from '@emotion/styled';
import { media, Stack, Surface } from '@portal/ui-kit';
import { type ReactNode, useId } from 'react';

/**
 * A page of the sign-in flows that stands alone (a reset link's, a social login's return): one
 * raised card, centred, named by its heading.
 */
export const CardPage = ({ title, children }: { title: ReactNode; children: ReactNode }) => {
  const titleId = useId();
  return (
    <Page direction="row" justify="center">
      <Card raised gap="md" pad="lg" aria-labelledby={titleId}>
        <h1 id={titleId}>{title}</h1>
        {children}
      </Card>
    </Page>
  );
};

const Page = styled(Stack)`
  padding: ${({ theme }) => theme.spacing.xl}px ${({ theme }) => theme.spacing.md}px;
  ${media.phone} {
    padding: ${({ theme }) => theme.spacing.md}px ${({ theme }) => theme.spacing.sm}px;
  }
`;

const Card = styled(Surface)`
  width: 100%;
  max-width: 420px;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl}px;
  }
  p {
    margin: 0;
  }
`;
