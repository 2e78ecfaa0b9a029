import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import type { DrawProofAnswer } from '@portal/contract';
import { type DrawProof, isDrawGroup, type ProofCheck, verifyProof } from '@portal/lottery-rules';
import { Button, Grid, Surface } from '@portal/ui-kit';
import { useState } from 'react';

export interface VerifyPanelProps {
  proof: DrawProofAnswer;
}

/**
 * "Verify this draw": shows the commitment published before sales, the seed revealed after
 * the draw and the result, and recomputes the numbers here, in the browser (Web Crypto, the
 * same engine the server draws with): the seed must hash to the commitment and give the result.
 */
export const VerifyPanel = ({ proof }: VerifyPanelProps) => {
  const { t } = useLingui();
  const [check, setCheck] = useState<ProofCheck | null>(null);
  const verify = async () => {
    if (!isDrawGroup(proof.group)) {
      setCheck({ checkable: false, commitmentMatches: false, numbersMatch: false, recomputed: '' });
      return;
    }
    const asProof: DrawProof = { ...proof, group: proof.group };
    setCheck(await verifyProof(asProof));
  };
  const verdict = (ok: boolean) => (ok ? t`Matches` : t`Does not match`);
  return (
    <Panel gap="xs" aria-label={t`Verify draw ${proof.numero}`}>
      <h3>{t`Verify draw ${proof.numero}`}</h3>
      <Grid as="dl" columns="max-content 1fr" gap="xxs" columnGap="sm">
        <dt>{t`Result`}</dt>
        <dd>{proof.winningNumbers}</dd>
        <dt>{t`Commitment (published before sales)`}</dt>
        <Hex>{proof.commitment}</Hex>
        <dt>{t`Seed (revealed after the draw)`}</dt>
        <Hex>{proof.seed}</Hex>
        <dt>{t`Algorithm`}</dt>
        <dd>{proof.algorithm}</dd>
      </Grid>
      <Button type="button" variant="secondary" onClick={() => void verify()}>
        {t`Recompute in my browser`}
      </Button>
      <div role="status">
        {check && (
          <Grid as="dl" columns="max-content 1fr" gap="xxs" columnGap="sm">
            <dt>{t`Recomputed result`}</dt>
            <dd>{check.recomputed || '-'}</dd>
            <dt>{t`Seed against the commitment`}</dt>
            <dd>{verdict(check.commitmentMatches)}</dd>
            <dt>{t`Numbers against the result`}</dt>
            <dd>{verdict(check.numbersMatch)}</dd>
          </Grid>
        )}
      </div>
    </Panel>
  );
};

const Panel = styled(Surface)`
  h3 {
    margin: 0;
  }
  dl {
    margin: 0;
  }
  dd {
    margin: 0;
  }
`;

const Hex = styled.dd`
  font-family: monospace;
  word-break: break-all;
`;
