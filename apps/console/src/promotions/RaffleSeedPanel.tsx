import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffPromotion } from '@portal/contract';
import { Button } from '@portal/ui-kit';
import { Card } from '../ui/parts.tsx';
import { promotionTitle } from './labels.ts';

export interface RaffleSeedPanelProps {
  promotion: StaffPromotion;
  onClose: () => void;
}

/**
 * A lucky draw's proof (promotions-rules.md kind 4), from the desk's record of it: the
 * commitment published when it was saved while it runs, and the seed once it has ended, when
 * members recompute their draws from it in the portal. Staff see no more than members do, so
 * no one can foresee a draw.
 */
export const RaffleSeedPanel = ({ promotion, onClose }: RaffleSeedPanelProps) => {
  const { t } = useLingui();
  const title = promotionTitle(promotion);
  const proof = promotion.raffle;
  return (
    <Card aria-labelledby="raffle-seed-title">
      <Header>
        <h2 id="raffle-seed-title">{t`Seed of ${title}`}</h2>
        <Button size="small" variant="secondary" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </Header>
      {proof ? (
        <Proof>
          <dt>{t`Commitment (SHA-256 of the seed)`}</dt>
          <dd>
            <code>{proof.commitment}</code>
          </dd>
          <dt>{t`Seed`}</dt>
          <dd>
            {proof.seed ? <code>{proof.seed}</code> : t`Kept secret until the lucky draw ends.`}
          </dd>
        </Proof>
      ) : (
        // A raffle saved before seeds were made at saving gets one on its next save or look.
        <p>{t`No seed yet: it is made when the lucky draw is next saved or seen.`}</p>
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
