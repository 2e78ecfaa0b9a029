import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { DRAW_STATES, type DrawState, type StaffDraw } from '@portal/contract';
import { Button, Pagination } from '@portal/ui-kit';
import { useState } from 'react';
import { errorText } from '../i18n/consoleI18n.ts';
import { formatAmount, formatTime } from '../ui/format.tsx';
import { filled, firstOf, fitsCall } from '../ui/formRules.ts';
import { Card, Screen, Table } from '../ui/parts.tsx';
import { ReasonFormDialog } from '../ui/ReasonDialog.tsx';
import { StatusFilter } from '../ui/StatusFilter.tsx';
import { useLotteryDraws, useVoidDraw } from './queries.ts';

/**
 * The lottery desk: scheduled and past draws with their state, sales and result, and voiding a
 * draw that is not settled (every order refunded once; the reason goes to the audit log).
 */
export const LotteryDeskScreen = () => {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<DrawState | undefined>(undefined);
  const [pageNo, setPageNo] = useState(1);
  const draws = useLotteryDraws(state, pageNo);
  const voiding = useVoidDraw();
  const [target, setTarget] = useState<StaffDraw | null>(null);
  const stateLabel = (s: DrawState) =>
    ({ open: t`Open`, drawn: t`Drawn`, settled: t`Settled`, void: t`Void` })[s];
  const reasonRule = firstOf(
    filled(t`Give a reason of at least 3 characters.`),
    fitsCall('lotteryDrawVoid', 'reason', t`Give a reason of at least 3 characters.`),
  );
  const close = () => {
    setTarget(null);
    voiding.reset();
  };
  const confirm = (reason: string, done: () => void) => {
    if (!target) return;
    voiding.mutate(
      {
        merchantCode: target.merchantCode,
        gameCode: target.gameCode,
        numero: target.numero,
        reason,
      },
      { onSuccess: done },
    );
  };
  const rows = draws.data?.content ?? [];
  return (
    <Screen aria-labelledby="lottery-title">
      <h1 id="lottery-title">
        <Trans>Lottery draws</Trans>
      </h1>
      <StatusFilter
        label={t`State`}
        allLabel={t`Every state`}
        statuses={DRAW_STATES}
        labels={stateLabel}
        value={state}
        onChange={(next) => {
          setState(next);
          setPageNo(1);
        }}
      />
      {draws.error && <p role="alert">{errorText(i18n, draws.error)}</p>}
      {draws.isPending && <p>{t`Loading`}</p>}
      {draws.data && (
        // A card scrolls sideways: the draws' ten columns are wider than a tablet.
        <Card>
          <Table aria-label={t`Draws`}>
            <thead>
              <tr>
                <th>{t`Brand`}</th>
                <th>{t`Game`}</th>
                <th>{t`Numero`}</th>
                <th>{t`State`}</th>
                <th>{t`Draw time`}</th>
                <th>{t`Result`}</th>
                <th>{t`Orders`}</th>
                <th>{t`Sales`}</th>
                <th>{t`Proof`}</th>
                <th>{t`Actions`}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((draw) => (
                <tr key={`${draw.merchantCode}:${draw.gameCode}:${draw.numero}`}>
                  <td>{draw.merchantCode}</td>
                  <td>{draw.gameName}</td>
                  <td>{draw.numero}</td>
                  <td>
                    {stateLabel(draw.state)}
                    {draw.voidReason ? ` (${draw.voidReason})` : ''}
                  </td>
                  <td>{formatTime(i18n, draw.drawAt)}</td>
                  <td>{draw.winNo ?? '-'}</td>
                  <td>{draw.orders}</td>
                  <td>{formatAmount(i18n, draw.sales, draw.currency)}</td>
                  <td>
                    <DrawProof draw={draw} />
                  </td>
                  <td>
                    {(draw.state === 'open' || draw.state === 'drawn') && (
                      <Button
                        size="small"
                        variant="danger"
                        aria-label={t`Void ${draw.gameCode} ${draw.numero}`}
                        onClick={() => setTarget(draw)}
                      >
                        <Trans>Void</Trans>
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Card>
      )}
      {draws.data && (
        <Pagination page={pageNo} totalPages={draws.data.totalPages} onChange={setPageNo} />
      )}
      <ReasonFormDialog
        open={target !== null}
        name="void-draw"
        title={t`Void draw ${target?.numero ?? ''}`}
        message={
          <p>
            {t`Every order of ${target?.gameName ?? ''} ${target?.numero ?? ''} is refunded once. This cannot be undone.`}
          </p>
        }
        reasonLabel={t`Reason`}
        maxLength={500}
        validate={reasonRule}
        confirmLabel={t`Void the draw`}
        busy={voiding.isPending}
        error={voiding.error ? errorText(i18n, voiding.error) : null}
        onReason={confirm}
        onClose={close}
      />
    </Screen>
  );
};

/**
 * A draw's proof as members can check it: the commitment published before sales, and the seed
 * once the numbers are drawn (sha256 of the seed is the commitment).
 */
const DrawProof = ({ draw }: { draw: StaffDraw }) => {
  const { t } = useLingui();
  const { algorithm, commitment, seed } = draw.proof;
  if (!commitment) return <>-</>;
  return (
    <details>
      <summary>
        <Trans>Proof</Trans>
      </summary>
      <ProofList>
        <dt>{t`Algorithm`}</dt>
        <dd>{algorithm}</dd>
        <dt>{t`Commitment`}</dt>
        <dd>
          <code>{commitment}</code>
        </dd>
        <dt>{t`Seed`}</dt>
        <dd>{seed ? <code>{seed}</code> : t`Revealed once drawn`}</dd>
      </ProofList>
    </details>
  );
};

const ProofList = styled.dl`
  margin: 0.25rem 0 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.125rem 0.5rem;
  max-width: 22rem;
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
