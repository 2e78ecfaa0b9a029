import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import {
  BET_RECORD_STATUS,
  type BetRecordStatus,
  GAME_CATEGORIES,
  type GameCategory,
  type TEAM_BET_LEVELS,
} from '@portal/contract';
import { categoryTitle } from '@portal/i18n';
import { useMoney } from '@portal/session';
import {
  Button,
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
 * Team betting (agent-rules "The agent centre's screens": the team's bets with filters): the
 * bets of every level under the agent or of its direct downlines, or of one member (team
 * management links here with one, at any depth, or one is picked among the direct downlines),
 * with the member centre's periods and a status filter, newest first, a keyset page at a time.
 */
export const TeamBetsScreen = ({ timeZone }: TeamBetsScreenProps) => {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const picked = pickedFrom(params);
  const [choosing, setChoosing] = useState(false);
  const pick = (member: Picked | null) => {
    setChoosing(false);
    setParams(member ? { member: String(member.memberId), name: member.username } : {}, {
      replace: true,
    });
  };
  return (
    <section aria-labelledby="team-bets-heading">
      <h2 id="team-bets-heading">{t`Team betting`}</h2>
      {choosing ? (
        <MemberPicker onPick={pick} />
      ) : (
        <TeamBets
          key={picked?.memberId ?? 'team'}
          member={picked}
          timeZone={timeZone}
          onWholeTeam={() => pick(null)}
          onChoose={() => setChoosing(true)}
        />
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
      <Choices as="ul" direction="row" wrap gap="xs">
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
      </Choices>
      <Pagination page={pageNo} totalPages={members.data?.totalPages ?? 1} onChange={setPageNo} />
    </Stack>
  );
};

const TeamBets = ({
  member,
  timeZone,
  onWholeTeam,
  onChoose,
}: {
  member: Picked | null;
  timeZone: string | undefined;
  onWholeTeam: () => void;
  onChoose: () => void;
}) => {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const [period, setPeriod] = useState<PickedPeriod>('today');
  const [status, setStatus] = useState<BetRecordStatus | ''>('');
  const [category, setCategory] = useState<GameCategory | ''>('');
  const [levels, setLevels] = useState<(typeof TEAM_BET_LEVELS)[number]>('all');
  // The cursors of the pages seen so far: the last is the page shown (undefined: the first).
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const cursor = cursors.at(-1);
  const bets = useTeamBets({
    memberId: member?.memberId,
    levels,
    period,
    category: category || undefined,
    status: status || undefined,
    cursor,
  });
  const restart = () => setCursors([undefined]);
  const statusLabel: Record<BetRecordStatus, string> = {
    pending: t`Pending`,
    won: t`Won`,
    lost: t`Lost`,
    refunded: t`Refunded`,
  };
  const page = bets.data;
  const caption = member ? t`Bets of ${member.username}` : t`Team bets`;
  return (
    <Stack gap="sm">
      <Heading direction="row" wrap align="center" justify="space-between" gap="sm">
        <h3>{caption}</h3>
        <Stack direction="row" gap="xs">
          {member && (
            <Button variant="secondary" onClick={onWholeTeam}>
              {t`Whole team`}
            </Button>
          )}
          <Button variant="secondary" onClick={onChoose}>
            {member ? t`Choose another member` : t`Choose a member`}
          </Button>
        </Stack>
      </Heading>
      <Stack direction="row" wrap gap="sm">
        {!member && (
          <Stack as="label" direction="row" align="center" gap="xs">
            {t`Levels`}
            <select
              value={levels}
              onChange={(event) => {
                setLevels(event.target.value as (typeof TEAM_BET_LEVELS)[number]);
                restart();
              }}
            >
              <option value="all">{t`All levels`}</option>
              <option value="direct">{t`Direct downlines`}</option>
            </select>
          </Stack>
        )}
        <Stack as="label" direction="row" align="center" gap="xs">
          {t`Game`}
          <select
            value={category}
            onChange={(event) => {
              setCategory(event.target.value as GameCategory | '');
              restart();
            }}
          >
            <option value="">{t`All games`}</option>
            {GAME_CATEGORIES.map((key) => (
              <option key={key} value={key}>
                {categoryTitle(i18n, key)}
              </option>
            ))}
          </select>
        </Stack>
        <Stack as="label" direction="row" align="center" gap="xs">
          {t`Status`}
          <select
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as BetRecordStatus | '');
              restart();
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
      </Stack>
      <PeriodPicker
        period={period}
        onChange={(next) => {
          setPeriod(next);
          restart();
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
            <RecordTable
              caption={caption}
              headers={[t`Time`, t`Member`, t`Game`, t`Bet`, t`Win`, t`Status`]}
              rows={page.content.map((bet) => ({
                key: `${bet.category}-${bet.betId}`,
                cells: [
                  i18n.date(new Date(bet.betAt), { dateStyle: 'short', timeStyle: 'short' }),
                  bet.username,
                  bet.gameName,
                  money(bet.betAmount),
                  bet.winAmount === null ? '-' : money(bet.winAmount),
                  statusLabel[bet.status],
                ],
              }))}
            />
            <Stack direction="row" gap="xs">
              <Button
                variant="secondary"
                disabled={cursors.length === 1}
                onClick={() => setCursors(cursors.slice(0, -1))}
              >
                {t`Previous page`}
              </Button>
              <Button
                variant="secondary"
                disabled={page.nextCursor === null}
                onClick={() => page.nextCursor && setCursors([...cursors, page.nextCursor])}
              >
                {t`Next page`}
              </Button>
            </Stack>
          </Stack>
        ) : null}
      </PeriodPicker>
    </Stack>
  );
};

const Choices = styled(Stack)`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Heading = styled(Stack)`
  & h3 {
    margin: 0;
  }
`;
