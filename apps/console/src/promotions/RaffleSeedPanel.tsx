import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffPromotion } from '@portal/contract';
import { Button, Grid, Spinner, Stack } from '@portal/ui-kit';
import { errorText } from '../i18n/consoleI18n.ts';
import { Card } from '../ui/parts.tsx';
import { promotionTitle } from './labels.ts';
import { useRaffleSeed } from './queries.ts';

export interface RaffleSeedPanelProps {
  promotion: StaffPromotion;
  onClose: () => void;
}

/**
 * A lucky draw's proof (promotions-rules.md kind 4): the commitment published before it
 * started while it runs, and the seed once it has ended, when members recompute their draws
 * from it in the portal. Staff see no more than members do, so no one can foresee a draw.
 */
export const RaffleSeedPanel = ({ promotion, onClose }: RaffleSeedPanelProps) => {
  const { t, i18n } = useLingui();
  const proof = useRaffleSeed(promotion.promotionId);
  const title = promotionTitle(promotion);
  return (
    <Card aria-labelledby="raffle-seed-title">
      <Stack direction="row" align="center" justify="space-between">
        <h2 id="raffle-seed-title">{t`Seed of ${title}`}</h2>
        <Button size="small" variant="secondary" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </Stack>
      {proof.error && <p role="alert">{errorText(i18n, proof.error)}</p>}
      {proof.isPending && <Spinner label={t`Loading`} />}
      {proof.data && (
        <Proof as="dl" columns="max-content 1fr" gap="xs" columnGap="sm">
          <dt>{t`Algorithm`}</dt>
          <dd>{proof.data.algorithm}</dd>
          <dt>{t`Commitment (SHA-256 of the seed)`}</dt>
          <dd>
            <code>{proof.data.commitment}</code>
          </dd>
          <dt>{t`Seed`}</dt>
          <dd>
            {proof.data.seed ? (
              <code>{proof.data.seed}</code>
            ) : (
              t`Kept secret until the lucky draw ends.`
            )}
          </dd>
        </Proof>
      )}
    </Card>
  );
};

const Proof = styled(Grid)`
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
