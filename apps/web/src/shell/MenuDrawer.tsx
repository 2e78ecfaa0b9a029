import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { Drawer, Link, media, Stack, TOUCH_TARGET } from '@portal/ui-kit';
import { type ReactNode, useId, useState } from 'react';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { SideMenu } from './SideMenu.tsx';

export interface MenuDrawerProps {
  /** The member's own links (withdraw, messages, the agent centre); none for a visitor. */
  children?: ReactNode;
  /** Asks to log out (the header confirms first); a visitor has no such button. */
  onLogout?: () => void;
}

/**
 * The menu button of phones and tablets and the drawer it opens: the side menu, the
 * member's links the compact header leaves out, the app download and the language. Choosing
 * anything closes the drawer.
 */
export const MenuDrawer = ({ children, onLogout }: MenuDrawerProps) => {
  const { t } = useLingui();
  const id = useId();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <MenuButton
        type="button"
        aria-label={t`Site menu`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(true)}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
        </svg>
      </MenuButton>
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
    </>
  );
};

const MenuButton = styled.button`
  display: none;
  align-items: center;
  justify-content: center;
  min-width: ${TOUCH_TARGET}px;
  min-height: ${TOUCH_TARGET}px;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.small}px;
  background: transparent;
  color: inherit;
  cursor: pointer;
  ${media.upToTablet} {
    display: inline-flex;
  }
`;

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
