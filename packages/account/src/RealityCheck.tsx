import { useSession } from '@portal/session';
import { lazy, Suspense } from 'react';

const MemberRealityCheck = lazy(async () => ({
  default: (await import('./MemberRealityCheck.tsx')).MemberRealityCheck,
}));

/**
 * The reality check of a signed-in member (not a trial account): its timer and dialog load
 * with the member, never for a visitor's first load.
 */
export const RealityCheck = () => {
  const { isLogin, isTrial } = useSession();
  if (!isLogin || isTrial) return null;
  return (
    <Suspense fallback={null}>
      <MemberRealityCheck />
    </Suspense>
  );
};
