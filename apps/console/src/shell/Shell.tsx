import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffMember } from '@portal/contract';
import { Button, ListStack, media, Stack } from '@portal/ui-kit';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { errorText } from '../i18n/consoleI18n.ts';
import { useSignOut } from '../session/queries.ts';
import { DESKS, ROLE_LABELS, seesDesk } from './desks.ts';
import { LocalePicker } from './LocalePicker.tsx';

/** The frame around every desk: the menu of what the role may do, who is signed in, sign-out. */
export const Shell = ({ staff, children }: { staff: StaffMember; children: ReactNode }) => {
  const { t, i18n } = useLingui();
  const signOut = useSignOut();
  const desks = DESKS.filter((desk) => seesDesk(desk, staff.permissions));
  return (
    <Frame>
      <Side as="aside" gap="lg">
        <Brand>
          <Trans>Operator console</Trans>
        </Brand>
        <nav aria-label={t`Desks`}>
          <Menu>
            {desks.map((desk) => (
              <li key={desk.path}>
                <NavLink to={desk.path}>{i18n._(desk.label)}</NavLink>
              </li>
            ))}
          </Menu>
        </nav>
        <Who aria-label={t`Signed in`}>
          <strong>{staff.displayName}</strong>
          <span>
            {i18n._(ROLE_LABELS[staff.role])}
            {' · '}
            {staff.merchantCode ?? t`All merchants`}
          </span>
          <LocalePicker />
          <Button
            variant="secondary"
            size="small"
            loading={signOut.isPending}
            onClick={() => signOut.mutate()}
          >
            <Trans>Sign out</Trans>
          </Button>
          {signOut.error && <span role="alert">{errorText(i18n, signOut.error)}</span>}
        </Who>
      </Side>
      <Content>
        {desks.length === 0 ? (
          <p>
            <Trans>Your role has no desks yet.</Trans>
          </p>
        ) : (
          children
        )}
      </Content>
    </Frame>
  );
};

const Frame = styled.div`
  display: grid;
  grid-template-columns: 220px 1fr;
  min-height: 100vh;
  ${media.upToTablet} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Side = styled(Stack)`
  padding: ${({ theme }) => theme.spacing.lg}px;
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onSecondary};
  ${media.upToTablet} {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
    padding: ${({ theme }) => theme.spacing.sm}px ${({ theme }) => theme.spacing.md}px;
  }
`;

const Brand = styled.p`
  margin: 0;
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
`;

const Menu = styled(ListStack)`
  ${media.upToTablet} {
    flex-direction: row;
    /* A phone holds a few desks a row: one unbroken row pushed the page to 972px wide. */
    flex-wrap: wrap;
  }
  a {
    display: block;
    padding: ${({ theme }) => `${theme.spacing.xs}px ${theme.spacing.sm}px`};
    border-radius: ${({ theme }) => theme.radii.small}px;
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: rgba(255, 255, 255, 0.16);
    font-weight: 600;
  }
`;

const Who = styled.div`
  margin-top: auto;
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs}px;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  ${media.upToTablet} {
    margin: 0 0 0 auto;
    grid-auto-flow: column;
    align-items: center;
  }
`;

const Content = styled.main`
  padding: ${({ theme }) => theme.spacing.lg}px;
  min-width: 0;
`;
