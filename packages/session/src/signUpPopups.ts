import type { PopupNotice } from '@portal/contract';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { firstTimeLoginAtom } from './atoms.ts';
import { popupsToShow } from './flows.ts';
import { useSession, useSystemStatus } from './hooks.ts';
import { useSessionContext } from './SessionProvider.tsx';
import { type PopupAudience, readSignUpPopupsClosed, writeSignUpPopupsClosed } from './storage.ts';

/**
 * The announcement popups for this moment: A for members, B for visitors, F on a first
 * login; none for an audience that closed them in this session.
 */
export const useSignUpPopups = () => {
  const { api } = useSessionContext();
  const { isLogin } = useSession();
  const firstTimeLogin = useAtomValue(firstTimeLoginAtom);
  const status = useSystemStatus();
  const [popups, setPopups] = useState<PopupNotice[]>([]);
  const audience: PopupAudience = isLogin ? 'member' : 'visitor';
  const [closedFor, setClosedFor] = useState(readSignUpPopupsClosed);
  const closed = closedFor.includes(audience);
  useEffect(() => {
    if (!status || closed) return;
    let current = true;
    api
      .call('announcements', {})
      .then((announcements) => {
        if (!current) return;
        setPopups(popupsToShow(announcements.popup, { isLogin, firstTimeLogin, closed: false }));
      })
      .catch(() => {
        // Popups are a welcome, not a step: without them the portal goes on.
        if (current) setPopups([]);
      });
    return () => {
      current = false;
    };
  }, [api, status, isLogin, firstTimeLogin, closed]);
  const close = useCallback(() => {
    writeSignUpPopupsClosed(audience);
    setClosedFor(readSignUpPopupsClosed());
  }, [audience]);
  return { popups: closed ? [] : popups, close };
};
