import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { Drawer, Link, Stack, TOUCH_TARGET } from '@portal/ui-kit';
import type { ReactNode } from 'react';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { SideMenu } from './SideMenu.tsx';

export interface MenuDrawerPanelProps {
  id: string;
  open: boolean;
  onClose: () => void;
  /** The member's own links (withdraw, messages, the agent centre); none for a visitor. */
  children?: ReactNode;
  /** Asks to log out (the header confirms first); a visitor has no such button. */
  onLogout?: (() => void) | undefined;
}

/**
 * The drawer MenuDrawer opens: the side menu, the member's links the compact header leaves
 * out, the app download and the language. Choosing anything closes the drawer. A module of its
 * own, loaded on the first open.
 */
export const MenuDrawerPanel = ({
  id,
  open,
  onClose,
  children,
  onLogout,
}: MenuDrawerPanelProps) => {
  const { t } = useLingui();
  const close = onClose;
  return (
    <Drawer id={id} label={t`Site menu`} open={open} onClose={close}>
      <Content
        gap="md"
        onClick={(event) => {
          // A followed link leaves the drawer behind; the page it opens is what matters now.
          if (event.target instanceof Element && event.target.closest('a')) close();
        }}
      >
        <SideMenu />
        <Links>
          {children}
          <Link to="/down">{t`App download`}</Link>
          {onLogout && (
            <button
              type="button"
              onClick={() => {
                close();
                onLogout();
              }}
            >
              {t`Log out`}
            </button>
          )}
        </Links>
        <LanguageSwitcher />
      </Content>
    </Drawer>
  );
};

// Every control in the drawer is a full touch target.
const Content = styled(Stack)`
  a,
  button,
  select {
    min-height: ${TOUCH_TARGET}px;
  }
`;

const Links = styled.div`
  display: flex;
  flex-direction: column;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: ${({ theme }) => theme.spacing.sm}px;
  a,
  button {
    display: flex;
    align-items: center;
    padding: ${({ theme }) => `0 ${theme.spacing.md}px`};
    border: none;
    background: none;
    color: inherit;
    font-weight: 600;
    text-align: start;
    text-decoration: none;
    cursor: pointer;
  }
`;
