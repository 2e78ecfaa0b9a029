import styled from '@emotion/styled';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type GrantStatus, type Promotion, type PromotionGrant, toMinor } from '@portal/contract';
import { thrownMessage } from '@portal/i18n';
import { useBrandConfig, useLoginPopup, useMoney, useSession } from '@portal/session';
import { Button, ProgressBar, Stack } from '@portal/ui-kit';
import { type PromotionAction, usePromotionAction } from './api/promotions.ts';

export const STATUS_LABELS: Record<Promotion['status'], MessageDescriptor> = {
  join: msg`Open to join`,
  claim: msg`Reward ready`,
  applying: msg`Application under review`,
  rejected: msg`Application rejected`,
  issued: msg`Reward issued`,
  claimed: msg`Reward claimed`,
  inProgress: msg`In progress`,
  signedUp: msg`Joined`,
  comingSoon: msg`Coming soon`,
};

/**
 * A promotion's status as the member reads it. The wire's `rejected` is "not allowed": an
 * application staff turned down, or, for every other kind, a member outside the audience (an
 * agent, or a member no longer new on a welcome bonus), who applied for nothing.
 */
export const statusLabelOf = (
  promotion: Pick<Promotion, 'status' | 'needsApplication'>,
): MessageDescriptor =>
  promotion.status === 'rejected' && !promotion.needsApplication
    ? msg`Not open to you`
    : STATUS_LABELS[promotion.status];

export const GRANT_STATUS_LABELS: Record<GrantStatus, MessageDescriptor> = {
  active: msg`Wagering`,
  completed: msg`Completed`,
  expired: msg`Expired`,
  forfeited: msg`Forfeited`,
  cancelled: msg`Given up`,
};

/** Kinds whose action is their own part on the promotion's page (a draw, a pop), not join or claim. */
const OWN_ACTION_KINDS: ReadonlySet<Promotion['kind']> = new Set(['raffle', 'redEnvelope']);

/**
 * What a promotion's button does. Designed: a promotion that needs an application gets no
 * button (its page holds the application form), rather than a join without the remark and
 * images it asks for; the raffle and the red envelope act through their own parts there.
 */
export const actionOf = (promotion: Promotion): PromotionAction | null => {
  if (OWN_ACTION_KINDS.has(promotion.kind)) return null;
  if (promotion.status === 'claim') return 'claim';
  if (promotion.status === 'join' && !promotion.needsApplication) return 'join';
  return null;
};

/** The promotion still takes the member's part: open to join, or a reward to claim. */
export const isOpenToMember = (promotion: Pick<Promotion, 'status'>): boolean =>
  promotion.status === 'join' || promotion.status === 'claim';

/**
 * The press of a kind acted on in its own part (the raffle's draw, the red envelope's pop):
 * a member's press makes the call for this promotion; a visitor's opens the login popup and
 * makes no call.
 */
export const useMemberPress = (
  promotion: Pick<Promotion, 'promotionId'>,
  call: { mutate: (promotionId: number) => void },
) => {
  const { isLogin } = useSession();
  const login = useLoginPopup();
  return { isLogin, press: () => (isLogin ? call.mutate(promotion.promotionId) : login.show()) };
};

/** A refused call's catalogue message, as an alert; nothing while there is no error. */
export const CallFailure = ({ error }: { error: unknown }) => {
  const { i18n } = useLingui();
  if (!error) return null;
  return <p role="alert">{thrownMessage(i18n, error)}</p>;
};

/**
 * Join or claim, with the catalogue's message when the server refuses. A visitor sees `join`;
 * joining needs an account, so the login popup opens and no call is made.
 */
export const PromotionActionButton = ({ promotion }: { promotion: Promotion }) => {
  const { t } = useLingui();
  const { isLogin } = useSession();
  const login = useLoginPopup();
  const act = usePromotionAction();
  const action = actionOf(promotion);
  if (!action) return null;
  const onAct = () => {
    if (!isLogin) login.show();
    else act.mutate({ action, promotion });
  };
  return (
    <>
      <Button onClick={onAct} disabled={act.isPending}>
        {action === 'join' ? t`Join` : t`Claim reward`}
      </Button>
      <CallFailure error={act.error} />
    </>
  );
};

/**
 * The hall's action for a promotion acted on in its page's own part (apply, draw, pop): a link
 * there, so the card still says what the member can do. Null when the card's button or nothing
 * applies.
 */
export const pageActionOf = (promotion: Promotion): MessageDescriptor | null => {
  if (!isOpenToMember(promotion)) return null;
  if (promotion.needsApplication) return promotion.status === 'join' ? msg`Apply` : null;
  if (promotion.kind === 'raffle') return msg`Draw`;
  if (promotion.kind === 'redEnvelope') return msg`Open the red envelope`;
  return null;
};

/** A grant's wagering: how much is played of what it asks, as a bar and in words. */
export const WageringProgress = ({ grant }: { grant: PromotionGrant }) => {
  const { t } = useLingui();
  const money = useMoney();
  const { currency } = useBrandConfig();
  const played = money(grant.wageringProgress);
  const required = money(grant.wageringRequired);
  return (
    <Progress gap="xs">
      <ProgressBar
        label={t`Wagering progress`}
        value={toMinor(grant.wageringProgress, currency)}
        max={toMinor(grant.wageringRequired, currency)}
        valueText={t`${played} of ${required}`}
      />
      <span>{t`Wagered ${played} of ${required}`}</span>
    </Progress>
  );
};

const Progress = styled(Stack)`
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;
