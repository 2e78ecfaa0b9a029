import { UplineTransferCard } from '@portal/agent';
import { DepositScreen, WalletScreen, WithdrawScreen } from '@portal/cashier';
import { useNavigate, useSearchParams } from 'react-router-dom';

/**
 * The cashier's screens under /member (the member centre's layout wraps them once it lands).
 * The deposit keeps its open order in the address (`?orderNo=`), which is also where the
 * provider's payment page sends the payer back to.
 */
export const DepositPage = () => {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  return (
    <DepositScreen
      orderNo={query.get('orderNo')}
      onOrderOpened={(orderNo) =>
        navigate(`/member/deposit?orderNo=${encodeURIComponent(orderNo)}`, { replace: true })
      }
      // The provider's hosted page is a full page of its own, not a route of the portal.
      openCashier={(url) => window.location.assign(url)}
      onNewDeposit={() => navigate('/member/deposit')}
    />
  );
};

export const WithdrawPage = () => <WithdrawScreen />;

/** The wallet, and for a member with an upline the transfer to it (agent-rules "Transfers"). */
export const WalletPage = () => (
  <>
    <WalletScreen />
    <UplineTransferCard />
  </>
);
