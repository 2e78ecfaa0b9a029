import { type PrizeMode, safeBackUrl } from '@portal/contract';
import { LotteryCentre, type LotteryPageKind } from '@portal/lottery';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useBrand } from '../brand/BrandContext.tsx';

const pageOf = (pathname: string): LotteryPageKind => {
  const path = pathname.toLowerCase();
  if (path.startsWith('/vnlottery')) return 'vn';
  if (path.startsWith('/sealottery')) return 'sea';
  return 'lottery';
};

/** What a lobby launch (launchGame, `launchMode LOTT`) adds to the page's address. */
const LAUNCH_PARAMS = ['prizeMode', 'backUrl'] as const;

/**
 * /lottery (`type` selects a group, `gameCode` opens a game), /seaLottery (the SEA group's
 * games) and /vnLottery (the Vietnamese regions), all with `gameCode` (portal-spec section 2).
 * A lobby launch adds `prizeMode` and `backUrl`; both stay while the member moves between the
 * lobby and games. The back url is checked again here (anyone can write a query string): only a
 * path of this site or a url on this page's own host becomes the back link.
 */
export const LotteryPage = () => {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const brand = useBrand();
  const rawMode = params.get('prizeMode');
  const launchMode = brand.prizeModes.find((mode): mode is PrizeMode => mode === rawMode);
  const rawBack = params.get('backUrl');
  const backUrl = rawBack === null ? undefined : safeBackUrl(rawBack, [window.location.host]);
  const keepLaunch = (next: Record<string, string>) => {
    for (const name of LAUNCH_PARAMS) {
      const kept = params.get(name);
      if (kept !== null) next[name] = kept;
    }
    return next;
  };
  return (
    <LotteryCentre
      page={pageOf(pathname)}
      gameCode={params.get('gameCode') ?? undefined}
      group={params.get('type') ?? undefined}
      onGroup={(type) => setParams(keepLaunch({ type }))}
      onGame={(gameCode) => setParams(keepLaunch({ gameCode }))}
      onMissions={() => navigate('/missions')}
      memberCancel={brand.lottery.memberCancel}
      prizeModes={brand.prizeModes}
      launchMode={launchMode}
      backUrl={backUrl}
    />
  );
};
