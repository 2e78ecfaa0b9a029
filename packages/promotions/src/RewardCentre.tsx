import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/api-client';
import type { Promotion, PromotionGrant } from '@portal/contract';
import { errorMessage } from '@portal/i18n';
import { useLoginPopup, useMoney, useSession } from '@portal/session';
import {
  Button,
  ConfirmDialog,
  Link,
  ListStack,
  QueryStatus,
  Stack,
  Surface,
} from '@portal/ui-kit';
import { useState } from 'react';
import { useGiveUpBonus, usePromotions } from './api/promotions.ts';
import { PromotionActionButton, WageringProgress } from './promotionParts.tsx';

type Wagered = Promotion & { grant: PromotionGrant };

/**
 * The reward centre: what the member can claim now and the bonuses still being wagered, each
 * with its progress and a way to give it up. Read from the hall's promotions (designed: no
 * separate call; the hall carries each promotion's status and the member's current grant).
 */
export const RewardCentre = () => {
  const { t } = useLingui();
  const { isLogin } = useSession();
  const login = useLoginPopup();
  const result = usePromotions();
  if (!isLogin) {
    return (
      <Stack gap="sm">
        <p>{t`Log in to see the rewards you can claim and the bonuses you are wagering.`}</p>
        <div>
          <Button onClick={() => login.show()}>{t`Log in`}</Button>
        </div>
      </Stack>
    );
  }
  const rows = result.data?.content ?? [];
  const claimable = rows.filter((row) => row.status === 'claim');
  const wagering = rows.filter((row): row is Wagered => row.grant?.status === 'active');
  return (
    <Stack gap="lg">
      <QueryStatus
        loading={result.isPending}
        error={result.error}
        onRetry={result.refetch}
        empty={
          result.data &&
          claimable.length === 0 &&
          wagering.length === 0 &&
          t`Nothing to claim and no bonus being wagered.`
        }
      />
      {claimable.length > 0 && (
        <section aria-labelledby="rewards-claimable">
          <h2 id="rewards-claimable">{t`Claim now`}</h2>
          <ListStack gap="sm">
            {claimable.map((promotion) => (
              <li key={promotion.promotionId}>
                <Row as="article" aria-label={promotion.title}>
                  <h3>
                    <Link to={`/promotions/${promotion.promotionId}`}>{promotion.title}</Link>
                  </h3>
                  {/* A raffle's draw and an envelope's pop happen on their page (their own parts). */}
                  <PromotionActionButton promotion={promotion} />
                </Row>
              </li>
            ))}
          </ListStack>
        </section>
      )}
      {wagering.length > 0 && (
        <section aria-labelledby="rewards-wagering">
          <h2 id="rewards-wagering">{t`In progress`}</h2>
          <ListStack gap="sm">
            {wagering.map((promotion) => (
              <li key={promotion.grant.grantId}>
                <WageringRow promotion={promotion} />
              </li>
            ))}
          </ListStack>
        </section>
      )}
    </Stack>
  );
};

/** A bonus being wagered: its amount, progress and expiry, and "give up" behind a confirmation. */
const WageringRow = ({ promotion }: { promotion: Wagered }) => {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const giveUp = useGiveUpBonus();
  const [asking, setAsking] = useState(false);
  const { grant } = promotion;
  const amount = money(grant.amount);
  return (
    <Row as="article" aria-label={promotion.title}>
      <h3>{promotion.title}</h3>
      <p>{t`Bonus ${amount}`}</p>
      <WageringProgress grant={grant} />
      {grant.expiresAt && (
        <p>{t`Expires ${i18n.date(grant.expiresAt, { dateStyle: 'medium', timeStyle: 'short' })}`}</p>
      )}
      <div>
        <Button variant="ghost" onClick={() => setAsking(true)}>
          {t`Give up bonus`}
        </Button>
      </div>
      <ConfirmDialog
        name="give-up-bonus"
        open={asking}
        title={t`Give up this bonus?`}
        message={t`What is left of the bonus (up to ${amount}) is taken from your balance and its wagering ends. This cannot be undone.`}
        confirmLabel={t`Give up bonus`}
        busy={giveUp.isPending}
        error={
          giveUp.error
            ? errorMessage(i18n, isApiError(giveUp.error) ? giveUp.error : { code: 'unknown' })
            : null
        }
        onCancel={() => {
          setAsking(false);
          giveUp.reset();
        }}
        onConfirm={() => giveUp.mutate(grant.grantId, { onSuccess: () => setAsking(false) })}
      />
    </Row>
  );
};

const Row = styled(Surface)`
  h3,
  p {
    margin: 0;
  }
`;
