import styled from '@emotion/styled';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReferralRewardStatus } from '@portal/contract';
import { reportFailure, useMoney } from '@portal/session';
import { Button, Grid, ListStack, QueryStatus, Stack } from '@portal/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useReferral, useReferralInvites } from './api/kinds.ts';

const REWARD_LABELS: Record<ReferralRewardStatus, MessageDescriptor> = {
  waiting: msg`Waiting for a first deposit`,
  paid: msg`Reward paid`,
  held: msg`Held for review`,
  rejected: msg`Not rewarded`,
};

/** The link as a QR code picture, drawn by the `qrcode` encoder loaded when one is shown. */
const useQrPicture = (link: string | undefined) =>
  useQuery({
    queryKey: ['referralQr', link],
    enabled: link !== undefined,
    queryFn: async () => {
      const { default: QRCode } = await import('qrcode');
      return QRCode.toDataURL(link ?? '', { width: 160, margin: 1, errorCorrectionLevel: 'M' });
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * The referral page: the member's code and link (copied with a press, or shown as a QR code to
 * scan), how many they invited and what it paid, and each invited member with their reward.
 */
export const ReferralPanel = () => {
  const { t } = useLingui();
  const money = useMoney();
  const referral = useReferral();
  const qr = useQrPicture(referral.data?.referralLink);
  const [copied, setCopied] = useState(false);
  const data = referral.data;
  const copy = (link: string) =>
    navigator.clipboard.writeText(link).then(
      () => setCopied(true),
      (error: unknown) => reportFailure('copy referral link', error),
    );
  return (
    <Stack gap="md">
      <QueryStatus loading={referral.isPending} error={referral.error} onRetry={referral.refetch} />
      {data && (
        <>
          <Figures as="dl" columns="auto 1fr" gap="xs" columnGap="md">
            <dt>{t`Your referral code`}</dt>
            <dd>
              <strong>{data.referralCode}</strong>
            </dd>
            <dt>{t`Your referral link`}</dt>
            <dd>
              <a href={data.referralLink}>{data.referralLink}</a>
            </dd>
            <dt>{t`Invited members`}</dt>
            <dd>{data.invitedCount}</dd>
            <dt>{t`Rewards paid`}</dt>
            <dd>{money(data.rewardsTotal)}</dd>
          </Figures>
          <div>
            <Button variant="secondary" onClick={() => void copy(data.referralLink)}>
              {t`Copy link`}
            </Button>
          </div>
          {copied && <p role="status">{t`Link copied.`}</p>}
          {qr.data && <Qr src={qr.data} alt={t`QR code of your referral link`} />}
          <Invites />
        </>
      )}
    </Stack>
  );
};

const Invites = () => {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const invites = useReferralInvites();
  const rows = invites.data?.content;
  return (
    <section aria-labelledby="referral-invites">
      <h2 id="referral-invites">{t`Members you invited`}</h2>
      <QueryStatus
        loading={invites.isPending}
        error={invites.error}
        onRetry={invites.refetch}
        empty={rows?.length === 0 && t`No one has registered with your link yet.`}
      />
      {rows && rows.length > 0 && (
        <ListStack gap="xs">
          {rows.map((invite) => (
            <li key={`${invite.username}-${invite.registeredAt}`}>
              <Invite
                as="article"
                direction="row"
                wrap
                justify="space-between"
                aria-label={invite.username}
              >
                <strong>{invite.username}</strong>
                <span>
                  {t`Registered ${i18n.date(invite.registeredAt, { dateStyle: 'short' })}`}
                </span>
                <span>
                  {i18n._(REWARD_LABELS[invite.rewardStatus])}
                  {invite.rewardAmount !== null && ` (${money(invite.rewardAmount)})`}
                </span>
              </Invite>
            </li>
          ))}
        </ListStack>
      )}
    </section>
  );
};

const Figures = styled(Grid)`
  margin: 0;
  dd {
    margin: 0;
    word-break: break-all;
  }
`;

const Qr = styled.img`
  align-self: flex-start;
  width: 160px;
  height: 160px;
  background: #fff;
`;

const Invite = styled(Stack)`
  padding: ${({ theme }) => theme.spacing.sm}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
