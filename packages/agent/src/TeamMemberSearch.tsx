import { useLingui } from '@lingui/react/macro';
import { QueryStatus, TextField } from '@portal/ui-kit';
import type { useTeamMembers } from './api/contracts.ts';

/**
 * The search by the start of a username over one level of the team, with its query's loading,
 * failure and empty states: the same on team management and on team bets' member picker. A new
 * search is a new list, so the screen goes back to its first page in `onSearch`.
 */
export const TeamMemberSearch = ({
  search,
  onSearch,
  members,
}: {
  search: string;
  onSearch: (search: string) => void;
  members: ReturnType<typeof useTeamMembers>;
}) => {
  const { t } = useLingui();
  return (
    <>
      <TextField
        label={t`Search`}
        type="search"
        value={search}
        maxLength={64}
        onChange={(event) => onSearch(event.target.value)}
      />
      <QueryStatus
        loading={members.isPending}
        error={members.error}
        onRetry={members.refetch}
        empty={members.data?.content.length === 0 && t`No team members found.`}
      />
    </>
  );
};
