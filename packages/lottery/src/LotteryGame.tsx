import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/api-client';
import type { LotteryMenuGame, PrizeMode } from '@portal/contract';
import { errorMessage } from '@portal/i18n';
import type { PlayDefinition, Selection, UnitCode } from '@portal/lottery-rules';
import { useGameStartGuard } from '@portal/session';
import { Grid, Spinner, Stack, useNow, useTimeout } from '@portal/ui-kit';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useDrawHistory } from './api/getDrawHistory.ts';
import { useDrawProofs } from './api/getDrawProofs.ts';
import { useLotteryOdds } from './api/getLotteryOdds.ts';
import { useLotteryOrders } from './api/getLotteryOrders.ts';
import { useNearNumeros } from './api/getNearNumeros.ts';
import { useCancelLotteryOrder, usePlaceLotteryOrder } from './api/placeLotteryOrder.ts';
import { BackLink } from './BackLink.tsx';
import { BetSlip } from './BetSlip.tsx';
import { slipFigures } from './betRefusal.ts';
import { oddsRange } from './oddsRange.ts';
import { offeredPlays } from './offeredPlays.ts';
import { PlayPicker } from './PlayPicker.tsx';
import { PrizeModePicker } from './PrizeModePicker.tsx';

// The orders, draw history and proof check under the slip come in a chunk of their own, asked
// for as the game renders, beside their answers (issue 27: the game page's first load).
const GameRecords = lazy(async () => ({
  default: (await import('./GameRecords.tsx')).GameRecords,
}));

// The last result shows once the near draws' answer is in: its chunk (with the rules' result
// parsing) is asked for as the game renders, beside that answer, and is no part of the first
// load (issue 27). It holds nothing of the page's layout until the answer is in.
const loadLastResult = () => import('./LastResult.tsx');
const LastResult = lazy(async () => ({ default: (await loadLastResult()).LastResult }));

/**
 * Until the records' chunk is in: the draw history as it shows while its first page loads
 * (the orders and the proof appear once their answers are in, with or without the chunk).
 */
const RecordsLoading = () => {
  const { t } = useLingui();
  return (
    <Stack as="section" gap="sm" aria-labelledby="draw-history-title">
      <h2 id="draw-history-title">{t`Draw history`}</h2>
      <Spinner label={t`Loading the draw history`} />
    </Stack>
  );
};

export interface LotteryGameProps {
  game: LotteryMenuGame;
  /** The game's draw format (lottery-rules' group): the menu group may be HOT. */
  drawGroup: string;
  /** Every play of the draw group, in every mode (`useGroupPlays`: its family's chunk). */
  groupPlays: readonly PlayDefinition[];
  /** The brand lets members cancel an order before the lock (the rules' default). */
  memberCancel?: boolean;
  /**
   * The brand's prize modes (brand.json `prizeModes`): where a game offers more than one (Lott,
   * ZY, Elott for the China-style draws), the member chooses; the slip, the odds and the
   * orders follow the choice.
   */
  prizeModes?: readonly PrizeMode[];
  /** The mode a lobby launch asked for: chosen at first when the game offers it. */
  launchMode?: PrizeMode | undefined;
  /** Where the lobby launch's back link leads (already checked to stay on the brand's site). */
  backUrl?: string | undefined;
}

const clock = (ms: number): string => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const parts = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  return parts.map((n) => String(n).padStart(2, '0')).join(':');
};

/** The group's plays offered in a prize mode, in catalogue order (as `playsOfGroup` gives them). */
const playsInMode = (plays: readonly PlayDefinition[], mode: PrizeMode): PlayDefinition[] =>
  plays.filter((play) => play.modes.includes(mode));

const emptySelection = (play: PlayDefinition): Selection => play.rows.map(() => []);

/** VN and SEA are played at the rules' fixed multipliers only: the server forces SEA for them. */
const FIXED_ODDS_GROUPS: ReadonlySet<string> = new Set(['VN', 'SEA']);

/** SEA is the fixed-odds mode of the VN and SEA draws, never a choice on another game. */
const FIXED_ODDS_MODES: ReadonlySet<PrizeMode> = new Set(['SEA']);

/** The prize mode a game's bets are checked in: SEA for VN and SEA, else the menu's. */
const prizeModeOfGame = (drawGroup: string, menuMode: PrizeMode): PrizeMode =>
  FIXED_ODDS_GROUPS.has(drawGroup) ? 'SEA' : menuMode;

/**
 * A game's page: the countdown to the lock, the last result, the play picker and bet slip,
 * the member's orders with cancel, and "verify this draw" for the latest draws.
 */
export const LotteryGame = ({
  game,
  drawGroup,
  groupPlays,
  memberCancel = true,
  prizeModes = [],
  launchMode,
  backUrl,
}: LotteryGameProps) => {
  const { t, i18n } = useLingui();
  const near = useNearNumeros(game.gameId);
  const proofs = useDrawProofs(game.gameCode);
  const orders = useLotteryOrders(game.gameId);
  const [historyPage, setHistoryPage] = useState(1);
  const history = useDrawHistory(game.gameId, historyPage);
  // A new draw lands on the history's first page: read it when the countdown's last result moves.
  const latestDrawn = near.data?.previousNumero?.numero;
  const { refetch: refetchHistory } = history;
  useEffect(() => {
    if (latestDrawn) void refetchHistory();
  }, [latestDrawn, refetchHistory]);
  useEffect(() => {
    // Only a head start: rendering the result imports the chunk again and shows what fails.
    loadLastResult().catch((error: unknown) => console.warn('last result prefetch', error));
  }, []);
  const place = usePlaceLotteryOrder();
  const cancel = useCancelLotteryOrder();
  const guard = useGameStartGuard();
  const modeChoices = FIXED_ODDS_GROUPS.has(drawGroup)
    ? []
    : prizeModes.filter((m) => !FIXED_ODDS_MODES.has(m));
  const [chosenMode, setChosenMode] = useState<PrizeMode>(
    launchMode && modeChoices.includes(launchMode) ? launchMode : game.prizeMode,
  );
  const mode = prizeModeOfGame(drawGroup, chosenMode);
  const odds = useLotteryOdds(game.gameId, mode);
  const plays = offeredPlays(playsInMode(groupPlays, mode));
  const [play, setPlay] = useState<PlayDefinition | undefined>(plays[0]);
  const [selection, setSelection] = useState<Selection>(play ? emptySelection(play) : []);
  const [unit, setUnit] = useState<UnitCode>(1);
  const [multiplier, setMultiplier] = useState(1);
  const [chase, setChase] = useState({ numeros: 1, stopOnWin: false });
  const [notice, setNotice] = useState<string | undefined>(undefined);
  // A new slip after each bet: the picker (and any typed numbers) starts empty again.
  const [slip, setSlip] = useState(0);
  const [fetchedAt] = useState(() => Date.now());

  const current = near.data?.currentNumero;
  // Betting closes `lockTime` before the draw; `remainTime` counts to the draw.
  const closesAt = current
    ? (near.dataUpdatedAt || fetchedAt) + current.remainTime - current.lockTime
    : 0;
  // The page renders again when betting closes, not every second: only the countdown ticks
  // (a whole page of picks, slip and records drawn again each second was most of a lottery
  // page's blocking time in Lighthouse).
  const [, closing] = useState(0);
  const untilClose = closesAt - Date.now();
  const closed = !current || untilClose <= 0;
  useTimeout(() => closing((n) => n + 1), closed ? null : untilClose + 1, closesAt);
  const { stakes, amount, refusal } = play
    ? slipFigures(i18n, { play: play.code, selection, unit, multiplier }, play, mode)
    : { stakes: 0, amount: 0, refusal: undefined };
  const failure = place.error ?? cancel.error;

  const placeBet = () => {
    if (!play || !current) return;
    if (!guard()) return;
    setNotice(undefined);
    place.mutate(
      {
        gameId: game.gameId,
        numero: current.numero,
        prizeMode: mode,
        bets: [{ play: play.code, selection: selection.map((row) => [...row]), unit, multiplier }],
        ...(chase.numeros > 1
          ? { chase: { numeros: chase.numeros, stopOnWin: chase.stopOnWin } }
          : {}),
      },
      {
        onSuccess: () => {
          setSelection(emptySelection(play));
          setSlip((n) => n + 1);
          setNotice(t`Bet placed on draw ${current.numero}.`);
        },
      },
    );
  };

  return (
    <Page as="main" gap="md">
      {backUrl && <BackLink href={backUrl} />}
      <h1>{game.gameName}</h1>
      <Stack direction="row" wrap justify="space-between" gap="sm">
        <div>
          {current && <span>{t`Draw ${current.numero}`}</span>}{' '}
          <Countdown closesAt={closesAt} closed={closed} />
        </div>
      </Stack>
      {modeChoices.length > 1 && (
        <PrizeModePicker
          modes={modeChoices}
          mode={mode}
          onMode={(next) => {
            // Each mode has its own plays and odds: the slip starts again in the new one.
            const nextPlays = offeredPlays(playsInMode(groupPlays, next));
            setChosenMode(next);
            setPlay(nextPlays[0]);
            setSelection(nextPlays[0] ? emptySelection(nextPlays[0]) : []);
            setSlip((n) => n + 1);
          }}
        />
      )}
      {near.data?.previousNumero && (
        <Suspense fallback={null}>
          <LastResult
            drawGroup={drawGroup}
            numero={near.data.previousNumero.numero}
            winNo={near.data.previousNumero.winNo}
          />
        </Suspense>
      )}
      {play ? (
        <Grid gap="md" desktop="2fr 1fr">
          <PlayPicker
            key={slip}
            plays={plays}
            play={play}
            selection={selection}
            onPlay={(next) => {
              setPlay(next);
              setSelection(emptySelection(next));
            }}
            onSelection={setSelection}
            refusal={refusal}
          />
          <BetSlip
            stakes={stakes}
            amount={amount}
            unit={unit}
            multiplier={multiplier}
            chaseNumeros={chase.numeros}
            stopOnWin={chase.stopOnWin}
            onUnit={setUnit}
            onMultiplier={setMultiplier}
            onChase={(numeros, stopOnWin) => setChase({ numeros, stopOnWin })}
            onPlace={placeBet}
            closed={closed}
            pending={place.isPending}
            error={
              failure
                ? errorMessage(i18n, isApiError(failure) ? failure : { code: 'unknown' })
                : undefined
            }
            notice={notice}
            odds={oddsRange(odds.data, play.code, selection)}
          />
        </Grid>
      ) : (
        <p>{t`Betting on this game opens soon; its results and proofs are below.`}</p>
      )}
      <Suspense fallback={<RecordsLoading />}>
        <GameRecords
          orders={
            orders.data && {
              orders: orders.data.content,
              closedNumero: closed ? current?.numero : undefined,
              cancelling: cancel.isPending ? cancel.variables : undefined,
              onCancel: memberCancel ? (order) => cancel.mutate(order.orderNo) : undefined,
            }
          }
          history={{
            drawGroup,
            draws: history.data?.content,
            page: historyPage,
            totalPages: history.data?.totalPages ?? 1,
            onPage: setHistoryPage,
            error: history.data ? undefined : history.error,
            onRetry: () => history.refetch(),
            busy: history.isPlaceholderData,
          }}
          proof={proofs.data?.[0]}
        />
      </Suspense>
    </Page>
  );
};

const Page = styled(Stack)`
  padding: ${({ theme }) => theme.spacing.md}px;
  h1 {
    margin: 0;
  }
`;

/** The time left to bet, ticking each second on its own. */
const Countdown = ({ closesAt, closed }: { closesAt: number; closed: boolean }) => {
  const { t } = useLingui();
  const now = useNow(1000, !closed);
  const remaining = closesAt - now;
  return (
    <Timer role="timer" aria-label={t`Time left to bet`}>
      {closed || remaining <= 0 ? t`Betting closed` : clock(remaining)}
    </Timer>
  );
};

const Timer = styled.span`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;
