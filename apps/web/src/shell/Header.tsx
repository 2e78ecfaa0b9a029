import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  callQuery,
  followsMoney,
  reportFailure,
  useBalance,
  useFeature,
  useLoginPopup,
  useLogout,
  useMoney,
  useQueryScope,
  useRegisterPopup,
  useSession,
} from '@portal/session';
import { LazyLogoutConfirm } from '@portal/signin';
import { Button, Link, media, TOUCH_TARGET, VisuallyHidden } from '@portal/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBrand } from '../brand/BrandContext.tsx';
import { brandAssetUrl } from '../brand/publicBrand.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { MenuDrawer } from './MenuDrawer.tsx';
import { NavMenu } from './NavMenu.tsx';

/** Balance with two decimals and separators, which can be masked and refreshed. */
const BalanceBox = () => {
  const { t } = useLingui();
  const brand = useBrand();
  const { balance, loading, refresh } = useBalance();
  const money = useMoney();
  const [masked, setMasked] = useState(false);
  const symbol = balance?.currencySymbol ?? brand.currencySymbol;
  const shown = balance ? money(balance.sumBalance) : '—';
  return (
    <Balance>
      <BalanceLabel>{t`Balance`}</BalanceLabel>
      <Amount aria-live="polite">
        {symbol} <span>{masked ? '******' : shown}</span>
      </Amount>
      <IconButton
        type="button"
        aria-label={masked ? t`Show balance` : t`Hide balance`}
        onClick={() => setMasked((value) => !value)}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 5C6.5 5 2.7 9.2 1.5 12c1.2 2.8 5 7 10.5 7s9.3-4.2 10.5-7C21.3 9.2 17.5 5 12 5zm0 11a4 4 0 110-8 4 4 0 010 8z"
            fill="currentColor"
          />
          {masked && <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" />}
        </svg>
      </IconButton>
      <IconButton
        type="button"
        aria-label={t`Refresh balance`}
        aria-busy={loading || undefined}
        disabled={loading}
        onClick={() => void refresh().catch((error: unknown) => reportFailure('balance', error))}
      >
        <RefreshIcon
          spinning={loading}
          width="18"
          height="18"
          viewBox="0 0 24 24"
          aria-hidden="true"
        >
          <path
            d="M17.7 6.3A8 8 0 1020 12h-2a6 6 0 11-1.8-4.2L13 11h7V4l-2.3 2.3z"
            fill="currentColor"
          />
        </RefreshIcon>
      </IconButton>
    </Balance>
  );
};

/** Unread platform messages; trial members do not ask (portal-spec section 6). */
const useUnreadMessages = (): number | null => {
  const { isLogin, isTrial } = useSession();
  const asked = isLogin && !isTrial;
  const { data } = useQuery({ ...callQuery(useQueryScope(), 'unreadCount', {}), enabled: asked });
  return asked && data ? data.unreadMessage : null;
};

const Messages = () => {
  const { t } = useLingui();
  const unread = useUnreadMessages();
  if (unread === null) return null;
  return (
    <NavLink to="/member/messages" aria-label={t`Messages, ${unread} unread`}>
      {t`Messages`}
      {unread > 0 && <Badge aria-hidden="true">{unread}</Badge>}
    </NavLink>
  );
};

/**
 * The login info's counters (platform spec 7): the VIP level and the promotions the member can
 * act on now. Read again when money moves (a deposit can make a reward claimable) and when a
 * promotion is joined or claimed (the promotions feature invalidates it); trial members do not ask.
 */
const useCounters = () => {
  const { isLogin, isTrial } = useSession();
  const asked = isLogin && !isTrial;
  const { data } = useQuery({
    ...followsMoney(callQuery(useQueryScope(), 'loginInfo', {})),
    enabled: asked,
  });
  return asked ? (data ?? null) : null;
};

const Counters = () => {
  const { t } = useLingui();
  const counters = useCounters();
  const promotionsOn = useFeature('PROMO3');
  const described = useId();
  if (!counters) return null;
  const acts = counters.availablePromoCount;
  const level = counters.hasVip ? counters.vipRankLevel : null;
  const name = counters.vipLabelName;
  return (
    <>
      {level !== null && (
        <Vip>{name ? t`VIP level ${level} (${name})` : t`VIP level ${level}`}</Vip>
      )}
      {promotionsOn && (
        <VisuallyHidden id={described}>{t`Rewards, promotions to act on: ${acts}`}</VisuallyHidden>
      )}
      {promotionsOn && (
        // Named by what it shows ("Rewards 2": a name that differs from the visible text fails
        // speech input, axe's label-content-name-mismatch), described in words.
        <NavLink to="/promotions?tab=rewards" aria-describedby={described}>
          {t`Rewards`}
          {acts > 0 && (
            <>
              {' '}
              <Badge>{acts}</Badge>
            </>
          )}
        </NavLink>
      )}
    </>
  );
};

/**
 * The portal header (portal-spec section 2). Visitors: welcome, log in, and register when
 * direct registration is on. Members: account, balance, deposit, withdraw, the agent centre
 * for agents, and log out after a confirmation.
 */
export const Header = () => {
  const { t } = useLingui();
  const brand = useBrand();
  const navigate = useNavigate();
  const { isLogin, memberInfo, isAgent } = useSession();
  const loginPopup = useLoginPopup();
  const { show: openRegister } = useRegisterPopup();
  const directRegistration = useFeature('DIRECTREG3');
  const logout = useLogout();
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const brandName = brand.name;
  const account = memberInfo?.account ?? '';

  return (
    <Bar>
      <MenuDrawer onLogout={isLogin ? () => setConfirmingLogout(true) : undefined}>
        {isLogin && (
          <>
            <NavLink to="/member/withdraw">{t`Withdraw`}</NavLink>
            <Messages />
            <Counters />
            {isAgent && <NavLink to="/agentHome">{t`Agent centre`}</NavLink>}
          </>
        )}
      </MenuDrawer>
      <Logo to="/">
        <img src={brandAssetUrl(brand, brand.theme.logo)} alt={brandName} height={40} />
      </Logo>
      <Actions>
        {isLogin ? (
          <>
            <Wide>
              <Welcome>
                <Trans>
                  Welcome, <strong>{account}</strong>
                </Trans>
              </Welcome>
            </Wide>
            <BalanceBox />
            <Wide>
              <NavLink to="/member/deposit">{t`Deposit`}</NavLink>
              <NavLink to="/member/withdraw">{t`Withdraw`}</NavLink>
              <Messages />
              <Counters />
              {isAgent && <NavLink to="/agentHome">{t`Agent centre`}</NavLink>}
              <Button variant="ghost" size="small" onClick={() => setConfirmingLogout(true)}>
                {t`Log out`}
              </Button>
            </Wide>
          </>
        ) : (
          <>
            <Wide>
              <Welcome>{t`Welcome to ${brandName}`}</Welcome>
            </Wide>
            <Button size="small" onClick={loginPopup.show}>
              {t`Log in`}
            </Button>
            {directRegistration && (
              <Button variant="secondary" size="small" onClick={openRegister}>
                {t`Register`}
              </Button>
            )}
          </>
        )}
        <Wide>
          <LanguageSwitcher />
        </Wide>
      </Actions>
      <NavMenu />
      <LazyLogoutConfirm
        open={confirmingLogout}
        onClose={() => setConfirmingLogout(false)}
        logout={logout}
        onLoggedOut={() => navigate('/')}
      />
    </Bar>
  );
};

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md}px;
  padding: ${({ theme }) => `${theme.spacing.sm}px ${theme.spacing.xl}px`};
  /* Brand logos are drawn for the brand's own surfaces, so the header wears the surface colour. */
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.onSurface};
  border-bottom: 3px solid ${({ theme }) => theme.colors.primary};
  box-shadow: ${({ theme }) => theme.shadows.medium};
  img {
    display: block;
  }
  /* A phone's header is one row: the menu button, the logo, then the balance or log in. */
  ${media.phone} {
    flex-wrap: nowrap;
    gap: ${({ theme }) => theme.spacing.xs}px;
    padding: ${({ theme }) => `${theme.spacing.xxs}px ${theme.spacing.sm}px`};
    /* The category bar takes a row of its own below. */
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) auto;
  }
`;

const Logo = styled(Link)`
  ${media.phone} {
    min-width: 0;
    img {
      max-width: 100%;
      height: 32px;
      width: auto;
      object-fit: contain;
      object-position: left center;
    }
    &:dir(rtl) img {
      object-position: right center;
    }
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md}px;
  ${media.phone} {
    flex-wrap: nowrap;
    gap: ${({ theme }) => theme.spacing.xs}px;
    button {
      min-height: ${TOUCH_TARGET}px;
      white-space: nowrap;
    }
  }
`;

/** What the phone's compact header leaves to the menu drawer. */
const Wide = styled.span`
  display: contents;
  ${media.phone} {
    display: none;
  }
`;

/** On a phone the word goes, for room; it stays for assistive technology. */
const BalanceLabel = styled.span`
  ${media.phone} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

const Welcome = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const Balance = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs}px;
  padding: ${({ theme }) => `${theme.spacing.xxs}px ${theme.spacing.sm}px`};
  border-radius: ${({ theme }) => theme.radii.round}px;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.onBackground};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  ${media.phone} {
    gap: 0;
    padding: 0 0 0 ${({ theme }) => theme.spacing.sm}px;
    white-space: nowrap;
  }
`;

const Amount = styled.span`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  /* Digits and separators keep their order on a right-to-left page. */
  direction: ltr;
  unicode-bidi: isolate;
`;

const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  ${media.phone} {
    min-width: ${TOUCH_TARGET}px;
    min-height: ${TOUCH_TARGET}px;
  }
  padding: ${({ theme }) => theme.spacing.xxs}px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.round}px;
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:disabled {
    cursor: progress;
  }
`;

const Vip = styled.span`
  padding: 0 ${({ theme }) => theme.spacing.xs}px;
  border-radius: ${({ theme }) => theme.radii.round}px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  font-weight: 700;
  white-space: nowrap;
`;

const Badge = styled.span`
  display: inline-block;
  min-width: 18px;
  margin-inline-start: ${({ theme }) => theme.spacing.xxs}px;
  padding: 0 ${({ theme }) => theme.spacing.xxs}px;
  border-radius: ${({ theme }) => theme.radii.round}px;
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onDanger};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  text-align: center;
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const RefreshIcon = styled('svg', { shouldForwardProp: (prop) => prop !== 'spinning' })<{
  spinning: boolean;
}>`
  animation: ${({ spinning }) => (spinning ? spin : 'none')} 0.8s linear infinite;
`;

const NavLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;
