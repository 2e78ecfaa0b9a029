import { callQuery, type QueryScope, useQueryScope } from '@portal/session';
import { useQuery } from '@tanstack/react-query';

/** The brand's deposit channels, in display order. */
export const depositChannelsQuery = (scope: QueryScope) => callQuery(scope, 'depositChannels', {});

export const useDepositChannels = () => useQuery(depositChannelsQuery(useQueryScope()));
