import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { toMoney, type UnitCode } from '@portal/lottery-rules';
import { useMoney } from '@portal/session';
import { Button, Grid, Surface } from '@portal/ui-kit';
import { useId } from 'react';
import type { OddsRange } from './oddsRange.ts';
import { useStakeScale } from './useStakeScale.ts';

export interface BetSlipProps {
  /** Stakes the selection covers (0 while it is incomplete). */
  stakes: number;
  /** The order's amount as the engine costs it, in hundredths of the brand's stake base. */
  amount: number;
  unit: UnitCode;
  multiplier: number;
  /** Chase over this many numeros (1: this numero only). */
  chaseNumeros: number;
  stopOnWin: boolean;
  onUnit: (unit: UnitCode) => void;
  onMultiplier: (multiplier: number) => void;
  onChase: (numeros: number, stopOnWin: boolean) => void;
  onPlace: () => void;
  /** Betting on the open numero has closed. */
  closed: boolean;
  pending: boolean;
  /** The last failure, as the member reads it. */
  error?: string | undefined;
  /** The last success, as the member reads it. */
  notice?: string | undefined;
  /** What the play pays, decimal odds with the stake (a range where its prizes differ). */
  odds?: OddsRange | undefined;
}

/** Unit, multiplier, chase, the stake count and amount, and the button that places the bet. */
export const BetSlip = (props: BetSlipProps) => {
  const { t } = useLingui();
  const ids = useId();
  const formatMoney = useMoney();
  // The engine prices in hundredths of the brand's stake base: the brand's scale makes them
  // money, as the server charges the order (2 of "1" is 2,000 dong where "1" is 1,000).
  const scale = useStakeScale();
  const money = formatMoney(toMoney(props.amount, scale) * BigInt(Math.max(1, props.chaseNumeros)));
  return (
    <Surface aria-label={t`Bet slip`}>
      <Fields columns="max-content 1fr" align="center" gap="xs">
        <label htmlFor={`${ids}-unit`}>{t`Unit`}</label>
        <select
          id={`${ids}-unit`}
          value={props.unit}
          onChange={(event) => props.onUnit(Number(event.target.value) as UnitCode)}
        >
          <option value={1}>{t`Yuan`}</option>
          <option value={2}>{t`Jiao`}</option>
          <option value={3}>{t`Fen`}</option>
        </select>
        <label htmlFor={`${ids}-multiplier`}>{t`Multiplier`}</label>
        <input
          id={`${ids}-multiplier`}
          type="number"
          min={1}
          max={10000}
          step={1}
          inputMode="numeric"
          value={props.multiplier}
          onChange={(event) =>
            props.onMultiplier(Math.max(1, Math.floor(Number(event.target.value) || 1)))
          }
        />
        <label htmlFor={`${ids}-chase`}>{t`Draws to chase`}</label>
        <input
          id={`${ids}-chase`}
          type="number"
          min={1}
          max={120}
          step={1}
          inputMode="numeric"
          value={props.chaseNumeros}
          onChange={(event) =>
            props.onChase(
              Math.min(120, Math.max(1, Math.floor(Number(event.target.value) || 1))),
              props.stopOnWin,
            )
          }
        />
        <label>
          <input
            type="checkbox"
            checked={props.stopOnWin}
            disabled={props.chaseNumeros < 2}
            onChange={(event) => props.onChase(props.chaseNumeros, event.target.checked)}
          />{' '}
          {t`Stop the chase after a win`}
        </label>
      </Fields>
      <Summary aria-live="polite">{t`${props.stakes} stakes, ${money} in total`}</Summary>
      {props.odds && <OddsLine odds={props.odds} />}
      {props.error && <Failure role="alert">{props.error}</Failure>}
      {props.notice && <p role="status">{props.notice}</p>}
      <Button
        type="button"
        onClick={props.onPlace}
        disabled={props.closed || props.pending || props.stakes < 1}
      >
        {props.closed ? t`Betting closed` : t`Place bet`}
      </Button>
    </Surface>
  );
};

/** "Odds 7.76", or "Odds 7.76 to 209.52" where the picks' prizes differ. */
const OddsLine = ({ odds }: { odds: OddsRange }) => {
  const { t, i18n } = useLingui();
  const figure = (value: number) =>
    i18n.number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const low = figure(odds.low);
  const high = figure(odds.high);
  return <p>{odds.low === odds.high ? t`Odds ${low}` : t`Odds ${low} to ${high}`}</p>;
};

const Fields = styled(Grid)`
  & > label:last-of-type {
    grid-column: 1 / -1;
  }
`;

const Summary = styled.p`
  margin: 0;
  font-weight: 700;
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
