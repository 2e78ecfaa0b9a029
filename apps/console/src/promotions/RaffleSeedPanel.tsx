import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffPromotion } from '@portal/contract';
import { Button, Spinner } from '@portal/ui-kit';
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
      <Header>
        <h2 id="raffle-seed-title">{t`Seed of ${title}`}</h2>
        <Button size="small" variant="secondary" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </Header>
      {proof.error && <p role="alert">{errorText(i18n, proof.error)}</p>}
      {proof.isPending && <Spinner label={t`Loading`} />}
      {proof.data && (
        <Proof>
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

const Header = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
`;

const Proof = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.spacing.xs}px ${({ theme }) => theme.spacing.sm}px;
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
