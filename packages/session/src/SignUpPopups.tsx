import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import type { PopupNotice } from '@portal/contract';
import { Button, Modal } from '@portal/ui-kit';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { firstTimeLoginAtom } from './atoms.ts';
import { popupsToShow } from './flows.ts';
import { useSession, useSystemStatus } from './hooks.ts';
import { useSessionContext } from './SessionProvider.tsx';
import { readSignUpPopupsClosed, writeSignUpPopupsClosed } from './storage.ts';

/**
 * The announcement popups for this moment: A for members, B for visitors, F on a first
 * login; none once closed in this session.
 */
export const useSignUpPopups = () => {
  const { api } = useSessionContext();
  const { isLogin } = useSession();
  const firstTimeLogin = useAtomValue(firstTimeLoginAtom);
  const status = useSystemStatus();
  const [popups, setPopups] = useState<PopupNotice[]>([]);
  const [closed, setClosed] = useState(readSignUpPopupsClosed);
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
    writeSignUpPopupsClosed();
    setClosed(true);
  }, []);
  return { popups: closed ? [] : popups, close };
};

export interface SignUpPopupsProps {
  popups: readonly PopupNotice[];
  onClose: () => void;
}

/** The announcement popups in one modal; closing it keeps them closed for the session. */
export const SignUpPopups = ({ popups, onClose }: SignUpPopupsProps) => {
  const { t } = useLingui();
  const first = popups[0];
  if (!first) return null;
  return (
    <Modal name="sign-up-popups" open onClose={onClose} title={first.title} width={480}>
      {popups.map((popup, index) => (
        <Notice key={popup.id}>
          {index > 0 && <h3>{popup.title}</h3>}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: notice HTML is sanitised by the server (contract: noticeSchema). */}
          <div dangerouslySetInnerHTML={{ __html: popup.content }} />
        </Notice>
      ))}
      <Button fullWidth onClick={onClose}>
        {t`Close`}
      </Button>
    </Modal>
  );
};

const Notice = styled.section`
  margin-bottom: ${({ theme }) => theme.spacing.md}px;
  overflow-wrap: anywhere;
`;
