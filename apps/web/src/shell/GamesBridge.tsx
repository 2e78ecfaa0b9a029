import { GamesProvider, type GamesSession } from '@portal/games';
import { useApi, useBalance, useLanguage, useLoginPopup, useSession } from '@portal/session';
import { type ReactNode, useMemo } from 'react';
import { useBrand } from '../brand/BrandContext.tsx';

/**
 * Hands the session to the games feature. Features never import each other, so the app
 * translates: who is playing, how to ask for a login, how to read the balance again.
 */
export const GamesBridge = ({ children }: { children: ReactNode }) => {
  const api = useApi();
  const brand = useBrand();
  const { isLogin, isTrial } = useSession();
  const { language } = useLanguage();
  const loginPopup = useLoginPopup();
  const { refresh } = useBalance();
  const session = useMemo<GamesSession>(
    () => ({
      api,
      isLogin,
      isTrial,
      language,
      cockfightProviders: brand.cockfightProviders,
      openLogin: loginPopup.show,
      refreshBalance: () => void refresh().catch(() => undefined),
    }),
    [api, isLogin, isTrial, language, brand.cockfightProviders, loginPopup.show, refresh],
  );
  return <GamesProvider session={session}>{children}</GamesProvider>;
};
