import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { MEMBER_SEARCH_FIELDS, MEMBER_SORTS, type MemberRow } from '@portal/contract';
import { Button, FormTextField, Grid } from '@portal/ui-kit';
import type { SortingState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Form as FinalForm } from 'react-final-form';
import { Link } from 'react-router-dom';
import type { ConsoleColumn } from '../ui/DataTable.tsx';
import { formatTime } from '../ui/format.tsx';
import { FormSelect } from '../ui/formFields.tsx';
import { labelledControls, Screen } from '../ui/parts.tsx';
import { QueryTable } from '../ui/QueryTable.tsx';
import { type MemberSearch, useMemberSearch } from './queries.ts';

const PAGE_SIZE = 20;
type SortKey = (typeof MEMBER_SORTS)[number];
const isSortKey = (id: string): id is SortKey => (MEMBER_SORTS as readonly string[]).includes(id);

/** Find a member by account, mobile, e-mail or address; paged and sorted on the server. */
export const MembersScreen = () => {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useState<MemberSearch>({ pageNo: 1, pageSize: PAGE_SIZE });
  const members = useMemberSearch(search);
  const sorting: SortingState = [
    { id: search.sort ?? 'username', desc: (search.order ?? 'asc') === 'desc' },
  ];
  const columns = useMemo<ConsoleColumn<MemberRow>[]>(
    () => [
      {
        id: 'username',
        header: t`Account`,
        enableSorting: true,
        cell: ({ row }) => <Link to={`/members/${row.original.id}`}>{row.original.username}</Link>,
      },
      {
        id: 'merchant',
        header: t`Merchant`,
        enableSorting: false,
        cell: ({ row }) => row.original.merchantCode,
      },
      {
        id: 'mobile',
        header: t`Mobile`,
        enableSorting: false,
        cell: ({ row }) => row.original.mobile,
      },
      {
        id: 'email',
        header: t`E-mail`,
        enableSorting: false,
        cell: ({ row }) => row.original.email,
      },
      {
        id: 'createdAt',
        header: t`Registered`,
        enableSorting: true,
        cell: ({ row }) => formatTime(i18n, row.original.createdAt),
      },
      {
        id: 'lastLoginAt',
        header: t`Last login`,
        enableSorting: true,
        cell: ({ row }) =>
          row.original.lastLoginAt ? formatTime(i18n, row.original.lastLoginAt) : '—',
      },
      {
        id: 'status',
        header: t`Status`,
        enableSorting: false,
        cell: ({ row }) => (row.original.locked ? t`Locked` : t`Active`),
      },
    ],
    [t, i18n],
  );

  return (
    <Screen aria-labelledby="members-title">
      <h1 id="members-title">
        <Trans>Members</Trans>
      </h1>
      <MemberSearchForm onSearch={(field, q) => setSearch({ ...search, field, q, pageNo: 1 })} />
      <QueryTable
        query={members}
        filter={search}
        onFilter={setSearch}
        label={t`Members found`}
        columns={columns}
        sorting={sorting}
        onSorting={(next) => {
          const first = next[0];
          if (!first || !isSortKey(first.id)) return;
          setSearch({ ...search, sort: first.id, order: first.desc ? 'desc' : 'asc', pageNo: 1 });
        }}
        empty={<Trans>No member matches.</Trans>}
        rowKey={(member) => String(member.id)}
      />
    </Screen>
  );
};

type Field = (typeof MEMBER_SEARCH_FIELDS)[number];

interface SearchValues {
  field: Field;
  q?: string;
}

const START: SearchValues = { field: 'account' };

export const MemberSearchForm = ({ onSearch }: { onSearch: (field: Field, q: string) => void }) => {
  const { t } = useLingui();
  const labels: Record<Field, string> = {
    account: t`Account`,
    mobile: t`Mobile`,
    email: t`E-mail`,
    address: t`Address`,
  };
  return (
    <FinalForm<SearchValues>
      initialValues={START}
      onSubmit={({ field, q = '' }) => onSearch(field, q.trim())}
      render={({ handleSubmit }) => (
        <SearchBar
          as="form"
          columns="minmax(120px, 180px) minmax(160px, 1fr) auto"
          onSubmit={handleSubmit}
          role="search"
          aria-label={t`Search members`}
        >
          <FormSelect name="field" label={t`Search by`}>
            {MEMBER_SEARCH_FIELDS.map((name) => (
              <option key={name} value={name}>
                {labels[name]}
              </option>
            ))}
          </FormSelect>
          <FormTextField label={t`Search for`} name="q" maxLength={64} />
          <Button type="submit">
            <Trans>Search</Trans>
          </Button>
        </SearchBar>
      )}
    />
  );
};

const SearchBar = styled(Grid)`
  ${labelledControls}
`;
