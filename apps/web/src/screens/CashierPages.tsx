import { DepositScreen, WithdrawScreen } from '@portal/cashier';
import { useNavigate, useSearchParams } from 'react-router-dom';

/**
 * The cashier's deposit and withdrawal under /member (the wallet is WalletPage.tsx).
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
