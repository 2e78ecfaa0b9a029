import { useLingui } from '@lingui/react/macro';
import { AGENT_TRANSFER_KINDS, MEMBER_TYPES, type TeamMember } from '@portal/contract';
import { useMoney } from '@portal/session';
import { Button, Link, ListStack, Pagination, Stack } from '@portal/ui-kit';
import { useState } from 'react';
import { useTeamMembers } from './api/contracts.ts';
import { contractTypeLabel } from './labels.ts';
import { RecordTable } from './RecordTable.tsx';
import { TeamMemberSearch } from './TeamMemberSearch.tsx';
import { TransferDialog } from './TransferDialog.tsx';

interface Level {
  memberId: number;
  username: string;
}

/**
 * Team management (agent-rules "The agent centre's screens"): the agent's direct downlines,
 * and level by level the downlines of any of them with a team of its own; a search by the
 * start of a username within the level on show. The trail above goes back up. Each row shows
 * the rules' columns: account, type, series (prize group), team size, balance, last login and
 * the contract states.
 */
export const TeamScreen = () => {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const [trail, setTrail] = useState<readonly Level[]>([]);
  const [search, setSearch] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [sendingTo, setSendingTo] = useState<Level | null>(null);
  const parent = trail.at(-1);
  const members = useTeamMembers(parent?.memberId, search.trim(), pageNo);
  const rows = members.data?.content ?? [];
  const typeName = (type: number): string =>
    type === MEMBER_TYPES.member
      ? t`Member`
      : type === MEMBER_TYPES.agentSenior
        ? t`Senior agent`
        : type === MEMBER_TYPES.agentDirect
          ? t`Direct agent`
          : type === MEMBER_TYPES.agentPartner
            ? t`Partner agent`
            : t`Agent`;
  const contractsOf = (member: TeamMember): string =>
    member.contracts.length === 0
      ? t`None`
      : member.contracts
          .map(({ type, state }) => {
            const name = contractTypeLabel(i18n, type);
            return state === 'offered'
              ? t`${name}: offer waiting`
              : state === 'ending'
                ? t`${name}: ending`
                : t`${name}: active`;
          })
          .join(', ');
  const goTo = (next: readonly Level[]) => {
    setTrail(next);
    setPageNo(1);
    setSearch('');
  };
  return (
    <section aria-labelledby="team-heading">
      <h2 id="team-heading">{t`Team management`}</h2>
      <Stack gap="sm">
        <nav aria-label={t`Team path`}>
          <ListStack as="ol" direction="row" wrap gap="xs">
            <li>
              <Button variant="secondary" onClick={() => goTo([])} disabled={trail.length === 0}>
                {t`My team`}
              </Button>
            </li>
            {trail.map((level, index) => (
              <li key={level.memberId}>
                <Button
                  variant="secondary"
                  onClick={() => goTo(trail.slice(0, index + 1))}
                  disabled={index === trail.length - 1}
                >
                  {level.username}
                </Button>
              </li>
            ))}
          </ListStack>
        </nav>
        <TeamMemberSearch
          search={search}
          onSearch={(next) => {
            setSearch(next);
            setPageNo(1);
          }}
          members={members}
        />
        {rows.length > 0 ? (
          <RecordTable
            caption={t`Team management`}
            headers={[
              t`Username`,
              t`Type`,
              t`Prize group`,
              t`Team size`,
              t`Balance`,
              t`Last login`,
              t`Contracts`,
              t`Actions`,
            ]}
            rows={rows.map((member) => ({
              key: String(member.memberId),
              cells: [
                member.teamSize > 0 ? (
                  <Button
                    key="open"
                    variant="secondary"
                    aria-label={t`Open the team of ${member.username}`}
                    onClick={() =>
                      goTo([...trail, { memberId: member.memberId, username: member.username }])
                    }
                  >
                    {member.username}
                  </Button>
                ) : (
                  member.username
                ),
                typeName(member.type),
                String(member.series),
                String(member.teamSize),
                money(member.balance),
                member.lastLoginAt
                  ? i18n.date(new Date(member.lastLoginAt), {
                      dateStyle: 'short',
                      timeStyle: 'short',
                    })
                  : '-',
                contractsOf(member),
                <Stack as="span" key="actions" direction="row" inline align="center" gap="sm">
                  <Button
                    variant="secondary"
                    size="small"
                    aria-label={t`Transfer to ${member.username}`}
                    onClick={() =>
                      setSendingTo({ memberId: member.memberId, username: member.username })
                    }
                  >
                    {t`Transfer`}
                  </Button>
                  <Link
                    to={`/agentHome/team-bets?${new URLSearchParams({
                      member: String(member.memberId),
                      name: member.username,
                    })}`}
                    aria-label={t`Bets of ${member.username}`}
                  >
                    {t`Bets`}
                  </Link>
                </Stack>,
              ],
            }))}
          />
        ) : null}
        <Pagination page={pageNo} totalPages={members.data?.totalPages ?? 1} onChange={setPageNo} />
      </Stack>
      {sendingTo ? (
        <TransferDialog
          recipient={sendingTo}
          // An agent sends its team any sub-type (agent-rules "Transfers").
          kinds={AGENT_TRANSFER_KINDS}
          onClose={() => setSendingTo(null)}
        />
      ) : null}
    </section>
  );
};
