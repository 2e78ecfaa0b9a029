import { callQuery, type QueryScope, useFeature, useQueryScope } from '@portal/session';
import { useMutation, useQuery } from '@tanstack/react-query';

/** The live casino's hosts (every live vendor's), on air or resting. */
export const liveModelsQuery = (scope: QueryScope) => callQuery(scope, 'liveModels', {});

/**
 * The hosts, where the brand has the chat room (CHATROOM3, the module of both calls). Hosts
 * change shifts by the hour, so the list is read again every few minutes while it is shown.
 */
export const useLiveModels = () =>
  useQuery({
    ...liveModelsQuery(useQueryScope()),
    enabled: useFeature('CHATROOM3'),
    refetchInterval: 5 * 60_000,
  });

/** Asks the server for the chat room's address, for a host's room when one is named. */
export const useChatLaunch = () => {
  const scope = useQueryScope();
  return useMutation({
    mutationFn: (modelId: string) =>
      scope.api.call('launchChat', { language: scope.language, modelId }),
  });
};
