import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/api-client';
import { Button, QueryStatus } from '@portal/ui-kit';
import { useState } from 'react';
import { useAgentSelf } from './api/team.ts';
import { TransferDialog } from './TransferDialog.tsx';

/**
 * A member's "transfer to my upline" (agent-rules "Transfers": a member may send to its direct
 * upline), for the member centre's wallet where a member looks for money moves. Nothing shows
 * for a member without an upline, nor where the brand has no agents (the call is switched off)
 * or for a trial account (refused): those are not failures, there is simply no upline to pay.
 */
export const UplineTransferCard = () => {
  const { t } = useLingui();
  const self = useAgentSelf();
  const [open, setOpen] = useState(false);
  const quiet =
    isApiError(self.error) &&
    (self.error.code === 'trial.forbidden' || self.error.code === 'function.not.available');
  if (quiet) return null;
  const upline = self.data?.upline;
  if (self.data && !upline) return null;
  return (
    <Card aria-labelledby="upline-transfer-heading">
      <h2 id="upline-transfer-heading">{t`My upline`}</h2>
      <QueryStatus loading={self.isPending} error={self.error} onRetry={self.refetch} />
      {upline ? (
        <>
          <p>{t`Your upline is ${upline.username}.`}</p>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {t`Transfer to my upline`}
          </Button>
          {open ? <TransferDialog recipient={upline} onClose={() => setOpen(false)} /> : null}
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
