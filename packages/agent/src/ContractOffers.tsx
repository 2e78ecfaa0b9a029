import { useFeature, useSession } from '@portal/session';
import { lazy, Suspense } from 'react';

const ContractPopup = lazy(async () => ({
  default: (await import('./ContractPopup.tsx')).ContractPopup,
}));

/**
 * The contract popup's place in the portal's frame: only signed-in non-trial members load
 * the consolidated contract flags (portal-spec section 3), and its code loads with them,
 * never for a visitor's first load.
 */
export const ContractOffers = () => {
  const { isLogin, isTrial, memberInfo } = useSession();
  const contracts = useFeature('AGENTPOLICY3');
  if (!contracts || !isLogin || isTrial || !memberInfo) return null;
  return (
    <Suspense fallback={null}>
      <ContractPopup />
    </Suspense>
  );
};
