import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/api-client';
import type { LotteryMenuGame } from '@portal/contract';
import { errorMessage } from '@portal/i18n';
import {
  checkBet,
  type PlayDefinition,
  playsOfGroup,
  type Selection,
  type UnitCode,
} from '@portal/lottery-rules';
import { useGameStartGuard } from '@portal/session';
import { media, useNow } from '@portal/ui-kit';
import { useState } from 'react';
import { useDrawProofs } from './api/getDrawProofs.ts';
import { useLotteryOrders } from './api/getLotteryOrders.ts';
import { useNearNumeros } from './api/getNearNumeros.ts';
import { useCancelLotteryOrder, usePlaceLotteryOrder } from './api/placeLotteryOrder.ts';
import { BetSlip } from './BetSlip.tsx';
import { OrderList } from './OrderList.tsx';
import { offeredPlays } from './offeredPlays.ts';
import { PlayPicker } from './PlayPicker.tsx';
import { VerifyPanel } from './VerifyPanel.tsx';

export interface LotteryGameProps {
  game: LotteryMenuGame;
  /** The game's draw format (lottery-rules' group): the menu group may be HOT. */
  drawGroup: string;
}

const clock = (ms: number): string => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const parts = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  return parts.map((n) => String(n).padStart(2, '0')).join(':');
};

const emptySelection = (play: PlayDefinition): Selection => play.rows.map(() => []);

/**
 * A game's page: the countdown to the lock, the last result, the play picker and bet slip,
 * the member's orders with cancel, and "verify this draw" for the latest draws.
 */
export const LotteryGame = ({ game, drawGroup }: LotteryGameProps) => {
  const { t, i18n } = useLingui();
  const near = useNearNumeros(game.gameId);
  const proofs = useDrawProofs(game.gameCode);
  const orders = useLotteryOrders(game.gameId);
  const place = usePlaceLotteryOrder();
  const cancel = useCancelLotteryOrder();
  const guard = useGameStartGuard();
  const plays = offeredPlays(
    drawGroup === 'VN' || drawGroup === 'SEA' ? [] : playsOfGroup(drawGroup as 'K3'),
  );
  const [play, setPlay] = useState<PlayDefinition | undefined>(plays[0]);
  const [selection, setSelection] = useState<Selection>(play ? emptySelection(play) : []);
  const [unit, setUnit] = useState<UnitCode>(1);
  const [multiplier, setMultiplier] = useState(1);
  const [chase, setChase] = useState({ numeros: 1, stopOnWin: false });
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const now = useNow(1000, near.data !== undefined);
  const [fetchedAt] = useState(() => Date.now());

  const current = near.data?.currentNumero;
  // Betting closes `lockTime` before the draw; `remainTime` counts to the draw.
  const closesAt = current
    ? (near.dataUpdatedAt || fetchedAt) + current.remainTime - current.lockTime
    : 0;
  const remaining = closesAt - now;
  const closed = !current || remaining <= 0;
  const check = play
    ? checkBet({ play: play.code, selection, unit, multiplier }, game.prizeMode)
    : null;
  const stakes = check?.ok ? check.stakes : 0;
  const amount = check?.ok ? check.amount : 0;
  const failure = place.error ?? cancel.error;

  const placeBet = () => {
    if (!play || !current) return;
    if (!guard()) return;
    setNotice(undefined);
    place.mutate(
      {
        gameId: game.gameId,
        numero: current.numero,
        prizeMode: game.prizeMode,
        bets: [{ play: play.code, selection: selection.map((row) => [...row]), unit, multiplier }],
        ...(chase.numeros > 1
          ? { chase: { numeros: chase.numeros, stopOnWin: chase.stopOnWin } }
          : {}),
      },
      {
        onSuccess: () => {
          setSelection(emptySelection(play));
          setNotice(t`Bet placed on draw ${current.numero}.`);
        },
      },
    );
  };

  return (
    <Page>
      <h1>{game.gameName}</h1>
      <Status>
        <div>
          {current && <span>{t`Draw ${current.numero}`}</span>}{' '}
          <Timer role="timer" aria-label={t`Time left to bet`}>
            {closed ? t`Betting closed` : clock(remaining)}
          </Timer>
        </div>
        {near.data?.previousNumero && (
          <div>
            {t`Last result`}: <Result>{near.data.previousNumero.winNo}</Result> (
            {near.data.previousNumero.numero})
          </div>
        )}
      </Status>
      {play ? (
        <Betting>
          <PlayPicker
            plays={plays}
            play={play}
            selection={selection}
            onPlay={(next) => {
              setPlay(next);
              setSelection(emptySelection(next));
            }}
            onSelection={setSelection}
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
          />
        </Betting>
      ) : (
        <p>{t`Betting on this game opens soon; its results and proofs are below.`}</p>
      )}
      {orders.data && (
        <OrderList
          orders={orders.data.content}
          closedNumero={closed ? current?.numero : undefined}
          cancelling={cancel.isPending ? cancel.variables : undefined}
          onCancel={(order) => cancel.mutate(order.orderNo)}
        />
      )}
      {proofs.data?.[0] && <VerifyPanel proof={proofs.data[0]} />}
    </Page>
  );
};

const Page = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md}px;
  padding: ${({ theme }) => theme.spacing.md}px;
  h1 {
    margin: 0;
  }
`;

const Status = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm}px;
`;

const Timer = styled.span`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Result = styled.strong`
  letter-spacing: 0.1em;
`;

const Betting = styled.div`
  display: grid;
  grid-template-columns: 2fr 1fr;
  gap: ${({ theme }) => theme.spacing.md}px;
  ${media.upToTablet} {
    grid-template-columns: 1fr;
  }
`;
