import { LotteryCentre, type LotteryPageKind } from '@portal/lottery';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useBrand } from '../brand/BrandContext.tsx';

const pageOf = (pathname: string): LotteryPageKind => {
  const path = pathname.toLowerCase();
  if (path.startsWith('/vnlottery')) return 'vn';
  if (path.startsWith('/sealottery')) return 'sea';
  return 'lottery';
};

/**
 * /lottery (`type` selects a group, `gameCode` opens a game), /seaLottery (the SEA group's
 * games) and /vnLottery (the Vietnamese regions), all with `gameCode` (portal-spec section 2).
 */
export const LotteryPage = () => {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const brand = useBrand();
  return (
    <LotteryCentre
      page={pageOf(pathname)}
      gameCode={params.get('gameCode') ?? undefined}
      group={params.get('type') ?? undefined}
      onGroup={(type) => setParams({ type })}
      onGame={(gameCode) => setParams({ gameCode })}
      onMissions={() => navigate('/missions')}
      memberCancel={brand.lottery.memberCancel}
      prizeModes={brand.prizeModes}
    />
  );
};
