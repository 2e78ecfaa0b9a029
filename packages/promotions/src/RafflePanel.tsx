import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import type { Promotion, RaffleVerification } from '@portal/contract';
import { useMoney } from '@portal/session';
import { Button, QueryStatus, Stack } from '@portal/ui-kit';
import { useDrawRaffle, useRaffleCheck, useRaffleVerification } from './api/kinds.ts';
import { CallFailure, isOpenToMember, useMemberPress } from './promotionParts.tsx';

/**
 * The raffle's part of its page: the draw (one ticket a press, the prize paid at once) and the
 * verification panel. Designed: the hall's `claim` is when the member has a ticket to draw.
 */
export const RafflePanel = ({ promotion }: { promotion: Promotion }) => {
  const { t } = useLingui();
  const money = useMoney();
  const draw = useDrawRaffle();
  const { isLogin, press } = useMemberPress(promotion, draw);
  const won = draw.data;
  return (
    <Stack gap="md">
      {isOpenToMember(promotion) && (
        <div>
          <Button onClick={press} loading={draw.isPending}>
            {t`Draw`}
          </Button>
        </div>
      )}
      {won && <Won role="status">{t`You won ${won.prizeName} (${money(won.prizeAmount)})!`}</Won>}
      <CallFailure error={draw.error} />
      {isLogin && <RaffleVerificationPanel promotionId={promotion.promotionId} />}
    </Stack>
  );
};

/**
 * An ended raffle leaves the hall, and its page with it, just when its seed comes out: for a
 * member, the page of an id the hall no longer carries still shows the verification when the
 * server answers it as a raffle of the brand (designed: the specs show no page for it).
 */
export const EndedRaffleVerification = ({ promotionId }: { promotionId: number }) => {
  const result = useRaffleVerification(promotionId);
  return result.data ? <RaffleVerificationPanel promotionId={promotionId} /> : null;
};

/**
 * The member's draws, the commitment published before the raffle, and once it has ended the
 * seed, with the browser's own recomputation of every draw from it.
 */
export const RaffleVerificationPanel = ({ promotionId }: { promotionId: number }) => {
  const { t } = useLingui();
  const result = useRaffleVerification(promotionId);
  const verification = result.data;
  return (
    <Panel as="section" aria-labelledby={`raffle-verification-${promotionId}`}>
      <h2 id={`raffle-verification-${promotionId}`}>{t`Verify your draws`}</h2>
      <QueryStatus loading={result.isPending} error={result.error} onRetry={result.refetch} />
      {verification && <VerificationBody verification={verification} />}
    </Panel>
  );
};

const VerificationBody = ({ verification }: { verification: RaffleVerification }) => {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const check = useRaffleCheck(verification);
  const { ticketsEarned, ticketsUsed } = verification;
  return (
    <>
      <p>{t`Tickets: ${ticketsUsed} drawn of ${ticketsEarned} earned`}</p>
      <Figures>
        <dt>{t`Commitment (SHA-256 of the seed)`}</dt>
        <dd>
          <code>{verification.commitment}</code>
        </dd>
        <dt>{t`Seed`}</dt>
        <dd>
          {verification.seed ? (
            <code>{verification.seed}</code>
          ) : (
            t`Revealed when the raffle ends; your draws can then be checked here.`
          )}
        </dd>
      </Figures>
      {verification.draws.length === 0 ? (
        <p>{t`No draws yet.`}</p>
      ) : (
        <Draws aria-label={t`Your draws`}>
          {verification.draws.map((draw) => {
            const bad = check.data?.mismatched.includes(draw.ticket) ?? false;
            const ticket = draw.ticket;
            return (
              <li key={draw.ticket}>
                {t`Ticket ${ticket}`}: {draw.prizeName} ({money(draw.prizeAmount)}),{' '}
                {i18n.date(draw.drawnAt, { dateStyle: 'short', timeStyle: 'short' })}
                {check.data && (bad ? ` - ${t`does not match`}` : ` - ${t`matches`}`)}
              </li>
            );
          })}
        </Draws>
      )}
      {verification.seed !== null && (
        <CheckResult check={check.data} failed={check.isError} count={verification.draws.length} />
      )}
    </>
  );
};

const CheckResult = ({
  check,
  failed,
  count,
}: {
  check: { commitmentMatches: boolean; mismatched: readonly number[] } | undefined;
  failed: boolean;
  count: number;
}) => {
  const { t } = useLingui();
  if (failed) return <p role="alert">{t`Not verified: the draws could not be recomputed.`}</p>;
  if (!check) return <p role="status">{t`Checking your draws…`}</p>;
  if (!check.commitmentMatches) {
    return <p role="alert">{t`Not verified: the seed does not match its commitment.`}</p>;
  }
  if (check.mismatched.length > 0) {
    const tickets = check.mismatched.join(', ');
    return <p role="alert">{t`Not verified: tickets ${tickets} do not match the seed.`}</p>;
  }
  return (
    <Verified role="status">{t`Verified: all ${count} draws match the revealed seed.`}</Verified>
  );
};

const Panel = styled(Stack)`
  h2,
  p {
    margin: 0;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg}px;
  }
  code {
    word-break: break-all;
    font-size: ${({ theme }) => theme.fontSizes.xs}px;
  }
`;

const Figures = styled.dl`
  margin: 0;
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.spacing.xs}px;
  }
`;

const Draws = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.spacing.lg}px;
`;

const Won = styled.p`
  margin: 0;
  font-weight: 700;
`;

const Verified = styled.p`
  margin: 0;
  font-weight: 700;
`;
