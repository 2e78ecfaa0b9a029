import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { BET_RECORD_STATUS, type BetRecordStatus } from '@portal/contract';
import { useMoney } from '@portal/session';
import {
  Button,
  ListStack,
  Pagination,
  PeriodPicker,
  type PickedPeriod,
  QueryStatus,
  Stack,
} from '@portal/ui-kit';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTeamMembers } from './api/contracts.ts';
import { useTeamBets } from './api/team.ts';
import { RecordTable } from './RecordTable.tsx';
import { TeamMemberSearch } from './TeamMemberSearch.tsx';

export interface TeamBetsScreenProps {
  /** The brand's time zone (the server cuts the periods' days in it); UTC without one. */
  timeZone?: string | undefined;
}

interface Picked {
  memberId: number;
  username: string;
}

/** The member the address names (`?member=<id>&name=<username>`, team management's link). */
const pickedFrom = (params: URLSearchParams): Picked | null => {
  const memberId = Number(params.get('member'));
  const username = params.get('name');
  return Number.isInteger(memberId) && memberId > 0 && username ? { memberId, username } : null;
};

/**
 * Team betting (agent-rules "The agent centre's screens"): one team member's bets at a time,
 * with the member centre's periods and a status filter (the call's design: a list over the
 * whole team would read raw bets across it on every request). The member comes from team
 * management's link, at any depth, or is picked here among the direct downlines.
 */
export const TeamBetsScreen = ({ timeZone }: TeamBetsScreenProps) => {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const picked = pickedFrom(params);
  const pick = (member: Picked | null) =>
    setParams(member ? { member: String(member.memberId), name: member.username } : {}, {
      replace: true,
    });
  return (
    <section aria-labelledby="team-bets-heading">
      <h2 id="team-bets-heading">{t`Team betting`}</h2>
      {picked ? (
        <MemberBets member={picked} timeZone={timeZone} onBack={() => pick(null)} />
      ) : (
        <MemberPicker onPick={pick} />
      )}
    </section>
  );
};

const MemberPicker = ({ onPick }: { onPick: (member: Picked) => void }) => {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const members = useTeamMembers(undefined, search.trim(), pageNo);
  return (
    <Stack gap="sm">
      <p>{t`Choose a member of your team to see their bets; deeper levels are in team management.`}</p>
      <TeamMemberSearch
        search={search}
        onSearch={(next) => {
          setSearch(next);
          setPageNo(1);
        }}
        members={members}
      />
      <ListStack direction="row" wrap gap="xs">
        {(members.data?.content ?? []).map((member) => (
          <li key={member.memberId}>
            <Button
              variant="secondary"
              onClick={() => onPick({ memberId: member.memberId, username: member.username })}
              aria-label={t`Bets of ${member.username}`}
            >
              {member.username}
            </Button>
          </li>
        ))}
      </ListStack>
      <Pagination page={pageNo} totalPages={members.data?.totalPages ?? 1} onChange={setPageNo} />
    </Stack>
  );
};

const MemberBets = ({
  member,
  timeZone,
  onBack,
}: {
  member: Picked;
  timeZone: string | undefined;
  onBack: () => void;
}) => {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const [period, setPeriod] = useState<PickedPeriod>('today');
  const [status, setStatus] = useState<BetRecordStatus | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const bets = useTeamBets({
    memberId: member.memberId,
    period,
    status: status || undefined,
    pageNo,
  });
  const statusLabel: Record<BetRecordStatus, string> = {
    pending: t`Pending`,
    won: t`Won`,
    lost: t`Lost`,
    refunded: t`Refunded`,
  };
  const page = bets.data;
  return (
    <Stack gap="sm">
      <Heading direction="row" wrap align="center" justify="space-between">
        <h3>{t`Bets of ${member.username}`}</h3>
        <Button variant="secondary" onClick={onBack}>
          {t`Choose another member`}
        </Button>
      </Heading>
      <Stack as="label" direction="row" align="center" gap="xs">
        {t`Status`}
        <select
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as BetRecordStatus | '');
            setPageNo(1);
          }}
        >
          <option value="">{t`All`}</option>
          {BET_RECORD_STATUS.map((key) => (
            <option key={key} value={key}>
              {statusLabel[key]}
            </option>
          ))}
        </select>
      </Stack>
      <PeriodPicker
        period={period}
        onChange={(next) => {
          setPeriod(next);
          setPageNo(1);
        }}
        timeZone={timeZone}
      >
        <QueryStatus
          loading={bets.isPending}
          error={bets.error}
          onRetry={bets.refetch}
          empty={page?.content.length === 0 && t`No records for this period.`}
        />
        {page && page.content.length > 0 ? (
          <Stack gap="sm">
            <p>
              {t`Total bets ${money(page.totals.betAmount)}, total wins ${money(page.totals.winAmount)}, profit ${money(page.totals.profit)}`}
            </p>
            <RecordTable
              caption={t`Bets of ${member.username}`}
              headers={[t`Time`, t`Game`, t`Bet`, t`Win`, t`Status`]}
              rows={page.content.map((bet) => ({
                key: bet.betId,
                cells: [
                  i18n.date(new Date(bet.betAt), { dateStyle: 'short', timeStyle: 'short' }),
                  bet.gameName,
                  money(bet.betAmount),
                  bet.winAmount === null ? '-' : money(bet.winAmount),
                  statusLabel[bet.status],
                ],
              }))}
            />
            <Pagination page={pageNo} totalPages={page.totalPages} onChange={setPageNo} />
          </Stack>
        ) : null}
      </PeriodPicker>
    </Stack>
  );
};

const Heading = styled(Stack)`
  & h3 {
    margin: 0;
  }
`;
