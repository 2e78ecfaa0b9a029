import { callQuery, type QueryScope, useLoadMember, useQueryScope } from '@portal/session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const memberIconQuery = (scope: QueryScope) => callQuery(scope, 'memberIcon', {});
export const loginDevicesQuery = (scope: QueryScope) => callQuery(scope, 'loginDevices', {});

/** The avatar and the presets to choose from. */
export const useMemberIcon = () => useQuery(memberIconQuery(useQueryScope()));
/** The browsers the member signed in from. */
export const useLoginDevices = () => useQuery(loginDevicesQuery(useQueryScope()));

/** Picks a preset avatar; the icon query takes the answer. */
export const useUpdateIcon = () => {
  const scope = useQueryScope();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (icon: string) => scope.api.call('updateMemberIcon', { icon }),
    onSuccess: ({ icon }) =>
      client.setQueryData(memberIconQuery(scope).queryKey, (old) => (old ? { ...old, icon } : old)),
  });
};

/** Changes the nickname; member info loads again so the header shows it. */
export const useUpdateNickname = () => {
  const scope = useQueryScope();
  const loadMember = useLoadMember();
  return useMutation({
    mutationFn: (nickname: string) => scope.api.call('updateNickname', { nickname }),
    onSuccess: () => loadMember(),
  });
};
