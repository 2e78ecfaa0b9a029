import { callQuery, useLogout, useModalTurn, useQueryScope, useSession } from '@portal/session';
import { useTimeout } from '@portal/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { rgSettingsQuery } from './api/getRgSettings.ts';
import { RealityCheckDialog } from './RealityCheckDialog.tsx';

/**
 * Shows the reality check every interval the member chose (none when off), counting from
 * when the member's portal opened (a sign-in, or a page opened with a session); "continue"
 * starts the next interval.
 */
export const MemberRealityCheck = () => {
  const scope = useQueryScope();
  const { isLogin, isTrial } = useSession();
  const logout = useLogout();
  const [round, setRound] = useState(0);
  const [open, setOpen] = useState(false);
  const settings = useQuery({ ...rgSettingsQuery(scope), enabled: isLogin && !isTrial });
  const minutes = settings.data?.realityCheckMinutes ?? 0;
  useTimeout(() => setOpen(true), isLogin && minutes > 0 && !open ? minutes * 60_000 : null, round);
  const figures = useQuery({
    ...callQuery(scope, 'realityCheck', {}),
    enabled: open,
    staleTime: 0,
  });
  // Asked for by the member (the interval they chose): it waits for no announcement, and
  // nothing else opens over it (useModalTurn).
  const turn = useModalTurn('realityCheck', open);
  return (
    <RealityCheckDialog
      open={turn}
      minutesPlayed={figures.data?.minutesPlayed ?? null}
      netResult={figures.data?.netResult ?? null}
      onContinue={() => {
        setOpen(false);
        setRound(round + 1);
      }}
      onLogout={() => {
        setOpen(false);
        void logout();
      }}
    />
  );
};
