import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  BET_STATUS,
  type BetStatusCode,
  type MemberDetail,
  type StaffMember,
} from '@portal/contract';
import { Grid } from '@portal/ui-kit';
import { Link } from 'react-router-dom';
import { formatAmount, formatTime } from '../ui/format.tsx';
import { Card, Table } from '../ui/parts.tsx';
import { AdjustmentsPanel } from './AdjustmentsPanel.tsx';
import { ClosedAccountPayout } from './ClosedAccountPayout.tsx';
import { MemberActions } from './MemberActions.tsx';
import { ResponsibleGamingPanel } from './ResponsibleGamingPanel.tsx';

/** A member as staff see them: profile, wallets, actions their role allows, history. */
export const MemberView = ({ detail, staff }: { detail: MemberDetail; staff: StaffMember }) => {
  const { t, i18n } = useLingui();
  const { profile } = detail;
  const betStatus = (code: BetStatusCode): string => {
    if (code === BET_STATUS.notDrawn) return t`Not drawn`;
    if (code === BET_STATUS.won) return t`Won`;
    if (code === BET_STATUS.lost) return t`Lost`;
    if (code === BET_STATUS.tie) return t`Tie`;
    if (code === BET_STATUS.rejected) return t`Rejected`;
    if (code === BET_STATUS.invalid) return t`Invalid`;
    return (BET_STATUS.refund as readonly number[]).includes(code) ? t`Refunded` : t`Cancelled`;
  };
  return (
    <Page as="section" gap="md" aria-labelledby="member-title">
      <p>
        <Link to="/members">
          <Trans>Back to members</Trans>
        </Link>
      </p>
      <h1 id="member-title">
        {profile.username}{' '}
        <Status data-locked={profile.locked}>{profile.locked ? t`Locked` : t`Active`}</Status>
      </h1>
      <Grid minColumnWidth={280} gap="md">
        <Card aria-labelledby="profile-title">
          <h2 id="profile-title">
            <Trans>Profile</Trans>
          </h2>
          <Facts as="dl" columns="max-content 1fr" gap="xxs" columnGap="md">
            <dt>{t`Merchant`}</dt>
            <dd>{profile.merchantCode}</dd>
            <dt>{t`Nickname`}</dt>
            <dd>{profile.nickname || '—'}</dd>
            <dt>{t`Mobile`}</dt>
            <dd>{profile.mobile ? `+${profile.countryDialingCode} ${profile.mobile}` : '—'}</dd>
            <dt>{t`E-mail`}</dt>
            <dd>{profile.email || '—'}</dd>
            <dt>{t`Registered`}</dt>
            <dd>{formatTime(i18n, profile.createdAt)}</dd>
            <dt>{t`Last login`}</dt>
            <dd>
              {profile.lastLoginAt
                ? `${formatTime(i18n, profile.lastLoginAt)} · ${profile.lastLoginIp ?? ''}`
                : '—'}
            </dd>
            {profile.locked && (
              <>
                <dt>{t`Lock reason`}</dt>
                <dd>{profile.lockReason}</dd>
              </>
            )}
          </Facts>
        </Card>
        <Card aria-labelledby="wallets-title">
          <h2 id="wallets-title">
            <Trans>Wallets</Trans>
          </h2>
          <Facts as="dl" columns="max-content 1fr" gap="xxs" columnGap="md">
            {detail.wallets.map((wallet) => (
              <div key={wallet.code}>
                <dt>{wallet.code}</dt>
                <dd>{formatAmount(i18n, wallet.balance, wallet.currency)}</dd>
              </div>
            ))}
          </Facts>
        </Card>
        <MemberActions
          profile={profile}
          staff={staff}
          currency={detail.wallets[0]?.currency ?? ''}
        />
      </Grid>
      <AdjustmentsPanel memberId={profile.id} adjustments={detail.adjustments} staff={staff} />
      <History
        title={t`Ledger`}
        empty={t`No movements yet.`}
        heads={[t`Time`, t`Kind`, t`Amount`, t`Transaction`]}
      >
        {detail.ledger.map((line) => (
          <tr key={line.transactionId}>
            <td>{formatTime(i18n, line.at)}</td>
            <td>{line.kind}</td>
            <td>{formatAmount(i18n, line.amount, line.currency)}</td>
            <td>{line.transactionId}</td>
          </tr>
        ))}
      </History>
      <History
        title={t`Game rounds`}
        empty={t`No rounds yet.`}
        heads={[t`Time`, t`Vendor`, t`Bet`, t`Win`, t`Status`]}
      >
        {detail.rounds.map((round) => (
          <tr key={round.transactionId}>
            <td>{formatTime(i18n, round.at)}</td>
            <td>{round.vendor}</td>
            <td>{round.bet}</td>
            <td>{round.win ?? '—'}</td>
            <td>{round.status}</td>
          </tr>
        ))}
      </History>
      <History
        title={t`Lottery orders`}
        empty={t`No lottery orders yet.`}
        heads={[t`Time`, t`Game`, t`Numero`, t`Play`, t`Bet`, t`Payout`, t`Status`]}
      >
        {detail.lotteryOrders.map((order) => (
          <tr key={order.id}>
            <td>{formatTime(i18n, order.at)}</td>
            <td>{order.gameCode}</td>
            <td>{order.numero}</td>
            <td>{order.play}</td>
            <td>{order.amount}</td>
            <td>{order.payout}</td>
            <td>{betStatus(order.status)}</td>
          </tr>
        ))}
      </History>
      <History
        title={t`Known devices`}
        empty={t`No devices recorded.`}
        heads={[t`Device`, t`First seen`, t`Last seen`, t`Address`]}
      >
        {detail.devices.map((device) => (
          <tr key={device.deviceId}>
            <td>{device.deviceId}</td>
            <td>{formatTime(i18n, device.firstSeenAt)}</td>
            <td>{formatTime(i18n, device.lastSeenAt)}</td>
            <td>{device.address}</td>
          </tr>
        ))}
      </History>
      <ResponsibleGamingPanel settings={detail.responsibleGaming} />
      <ClosedAccountPayout detail={detail} staff={staff} />
      <History title={t`Notes`} empty={t`No notes yet.`} heads={[t`Time`, t`By`, t`Note`]}>
        {detail.notes.map((note) => (
          <tr key={note.id}>
            <td>{formatTime(i18n, note.at)}</td>
            <td>{note.author}</td>
            <td>{note.text}</td>
          </tr>
        ))}
      </History>
    </Page>
  );
};

const History = ({
  title,
  empty,
  heads,
  children,
}: {
  title: string;
  empty: string;
  heads: string[];
  children: React.ReactNode[];
}) => (
  <Card aria-label={title}>
    <h2>{title}</h2>
    {children.length === 0 ? (
      <p>{empty}</p>
    ) : (
      <Table>
        <thead>
          <tr>
            {heads.map((head) => (
              <th key={head} scope="col">
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </Table>
    )}
  </Card>
);

const Page = styled(Grid)`
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xl}px;
  }
  p {
    margin: 0;
  }
`;

const Status = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.round}px;
  background: ${({ theme }) => theme.colors.success};
  color: ${({ theme }) => theme.colors.onSuccess};
  &[data-locked='true'] {
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onDanger};
  }
`;

const Facts = styled(Grid)`
  margin: 0;
  div {
    display: contents;
  }
  dt {
    color: ${({ theme }) => theme.colors.mutedOnSurface};
  }
  dd {
    margin: 0;
  }
`;
