import { LotteryCentre } from '@portal/lottery';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

/**
 * /lottery (`type` selects a group, `gameCode` opens a game), /seaLottery (the SEA group) and
 * /vnLottery (the Vietnamese regions), all with `gameCode` (portal-spec section 2).
 */
export const LotteryPage = () => {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const region = pathname.toLowerCase().startsWith('/vnlottery') ? 'VN' : 'CN';
  const sea = pathname.toLowerCase().startsWith('/sealottery');
  return (
    <LotteryCentre
      region={region}
      gameCode={params.get('gameCode') ?? undefined}
      group={params.get('type') ?? (sea ? 'SEA' : undefined)}
      onGroup={(type) => setParams({ type })}
      onGame={(gameCode) => setParams({ gameCode })}
      onMissions={() => navigate('/missions')}
    />
  );
};
