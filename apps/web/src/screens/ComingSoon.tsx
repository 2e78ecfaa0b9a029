import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { Stack } from '@portal/ui-kit';
import { useRouteTitle } from '../routeTitle.tsx';

/** An honest placeholder: the area exists in the route table, its screen is still to come. */
export const ComingSoon = () => {
  const { i18n } = useLingui();
  const title = useRouteTitle();
  return (
    <Section as="section" gap="md">
      {title && <h1>{i18n._(title)}</h1>}
      <p>
        <Trans>This area is coming soon.</Trans>
      </p>
    </Section>
  );
};

const Section = styled(Stack)`
  padding: ${({ theme }) => theme.spacing.xxl}px ${({ theme }) => theme.spacing.xl}px;
  border-radius: ${({ theme }) => theme.radii.medium}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.onSurface};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.mutedOnSurface};
  }
`;
