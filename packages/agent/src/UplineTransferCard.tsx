import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/api-client';
import { useSession } from '@portal/session';
import { Button, QueryStatus } from '@portal/ui-kit';
import { lazy, Suspense, useState } from 'react';
import { useAgentSelf } from './api/team.ts';

// The dialog (its form and the transfer call) loads when the member opens it: the card sits on
// the wallet, where /member opens (issue 27: the member centre's first load).
const TransferDialog = lazy(async () => ({
  default: (await import('./TransferDialog.tsx')).TransferDialog,
}));

/**
 * A member's "transfer to my upline" (agent-rules "Transfers": a member may send to its direct
 * upline), for the member centre's wallet where a member looks for money moves. Nothing shows
 * for a member without an upline, nor where the brand has no agents (the call is switched off)
 * or for a trial account (refused): those are not failures, there is simply no upline to pay.
 */
export const UplineTransferCard = () => {
  const { t } = useLingui();
  // A trial account never joins a team (agent-rules "The team"): nothing to ask.
  const { isTrial } = useSession();
  const self = useAgentSelf(!isTrial);
  const [open, setOpen] = useState(false);
  const quiet =
    isApiError(self.error) &&
    (self.error.code === 'trial.forbidden' || self.error.code === 'function.not.available');
  const upline = self.data?.upline;
  // Nothing while it loads either: most members have no upline, and the wallet should not
  // flash a card that then goes away.
  if (isTrial || quiet || self.isPending || (self.data && !upline)) return null;
  return (
    <Card aria-labelledby="upline-transfer-heading">
      <h2 id="upline-transfer-heading">{t`My upline`}</h2>
      <QueryStatus loading={false} error={self.error} onRetry={self.refetch} />
      {upline ? (
        <>
          <p>{t`Your upline is ${upline.username}.`}</p>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {t`Transfer to my upline`}
          </Button>
          {open ? (
            <Suspense fallback={null}>
              <TransferDialog recipient={upline} onClose={() => setOpen(false)} />
            </Suspense>
          ) : null}
        </>
      ) : null}
    </Card>
  );
};

const Card = styled.section`
  padding: ${({ theme }) => theme.spacing.md}px;
  & h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs}px;
    font-size: ${({ theme }) => theme.fontSizes.lg}px;
  }
`;
