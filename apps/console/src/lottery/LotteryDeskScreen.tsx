import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { DRAW_STATES, type DrawState, type StaffDraw } from '@portal/contract';
import { Grid } from '@portal/ui-kit';
import { type ConsoleColumn, column } from '../ui/DataTable.tsx';
import { formatAmount, formatTime } from '../ui/format.tsx';
import { Screen } from '../ui/parts.tsx';
import {
  DecideWithReason,
  ReviewQueue,
  RowActions,
  useDecision,
  useQueuePage,
} from '../ui/ReviewQueue.tsx';
import { StatusFilter } from '../ui/StatusFilter.tsx';
import { useLotteryDraws, useVoidDraw } from './queries.ts';

/**
 * The lottery desk: scheduled and past draws with their state, sales and result, and voiding a
 * draw that is not settled (every order refunded once; the reason goes to the audit log).
 */
export const LotteryDeskScreen = () => {
  const { t, i18n } = useLingui();
  const queue = useQueuePage<DrawState>(undefined);
  const draws = useLotteryDraws(queue.status, queue.pageNo);
  const voiding = useVoidDraw();
  const decision = useDecision<StaffDraw, 'void'>(voiding);
  const target = decision.row('void');
  const stateLabel = (s: DrawState) =>
    ({ open: t`Open`, drawn: t`Drawn`, settled: t`Settled`, void: t`Void` })[s];
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
  // The draws' ten columns are wider than a tablet: the table scrolls sideways.
  const columns: ConsoleColumn<StaffDraw>[] = [
    column('brand', t`Brand`, (draw) => draw.merchantCode),
    column('game', t`Game`, (draw) => draw.gameName),
    column('numero', t`Numero`, (draw) => draw.numero),
    column(
      'state',
      t`State`,
      (draw) => `${stateLabel(draw.state)}${draw.voidReason ? ` (${draw.voidReason})` : ''}`,
    ),
    column('drawAt', t`Draw time`, (draw) => formatTime(i18n, draw.drawAt)),
    column('result', t`Result`, (draw) => draw.winNo ?? '-'),
    column('orders', t`Orders`, (draw) => draw.orders),
    column('sales', t`Sales`, (draw) => formatAmount(i18n, draw.sales, draw.currency)),
    column('proof', t`Proof`, (draw) => <DrawProof draw={draw} />),
    column('actions', t`Actions`, (draw) => (
      <RowActions
        actions={[
          (draw.state === 'open' || draw.state === 'drawn') && {
            label: t`Void`,
            name: t`Void ${draw.gameCode} ${draw.numero}`,
            variant: 'danger',
            onClick: () => decision.open('void', draw),
          },
        ]}
      />
    )),
  ];
  return (
    <Screen aria-labelledby="lottery-title">
      <h1 id="lottery-title">
        <Trans>Lottery draws</Trans>
      </h1>
      <ReviewQueue
        filter={
          <StatusFilter
            label={t`State`}
            allLabel={t`Every state`}
            statuses={DRAW_STATES}
            labels={stateLabel}
            {...queue.filter}
          />
        }
        query={draws}
        page={queue.pageNo}
        onPage={queue.setPageNo}
        label={t`Draws`}
        columns={columns}
        rowKey={(draw) => `${draw.merchantCode}:${draw.gameCode}:${draw.numero}`}
        empty={t`Nothing to show.`}
      >
        <DecideWithReason
          call="lotteryDrawVoid"
          row={target}
          state={voiding}
          name="void-draw"
          title={t`Void draw ${target?.numero ?? ''}`}
          message={
            <p>
              {t`Every order of ${target?.gameName ?? ''} ${target?.numero ?? ''} is refunded once. This cannot be undone.`}
            </p>
          }
          confirmLabel={t`Void the draw`}
          onReason={confirm}
          onClose={decision.close}
        />
      </ReviewQueue>
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
      <ProofList as="dl" columns="auto 1fr" gap="xxs" columnGap="sm">
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

const ProofList = styled(Grid)`
  margin: 0.25rem 0 0;
  max-width: 22rem;
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
