import { ApiError, type StaffClient } from '@portal/api-client';
import type { StaffCallInput, StaffMessage } from '@portal/contract';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useStaffApi } from '../api/StaffApi.tsx';

export type MessageFilter = StaffCallInput<'messageList'>;

export const messagesQuery = (api: StaffClient, filter: MessageFilter) =>
  queryOptions({
    queryKey: ['messageList', filter],
    queryFn: () => api.call('messageList', filter),
    placeholderData: keepPreviousData,
  });
export const useMessages = (filter: MessageFilter) =>
  useQuery(messagesQuery(useStaffApi(), filter));

const useInvalidateMessages = () => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['messageList'] }),
      client.invalidateQueries({ queryKey: ['auditLog'] }),
    ]);
};

export const useBroadcast = () => {
  const api = useStaffApi();
  const invalidate = useInvalidateMessages();
  return useMutation<StaffMessage, ApiError, StaffCallInput<'messageBroadcast'>>({
    mutationFn: (input) => api.call('messageBroadcast', input),
    onSuccess: () => invalidate(),
  });
};

/** Finds the member by account in the merchant, then writes to them. */
export const useMessageMember = () => {
  const api = useStaffApi();
  const invalidate = useInvalidateMessages();
  return useMutation<
    StaffMessage,
    ApiError,
    { merchantCode: string; username: string; title: string; body: string }
  >({
    mutationFn: async ({ merchantCode, username, title, body }) => {
      const found = await api.call('memberSearch', { field: 'account', q: username });
      const member = found.content.find(
        (m) =>
          m.merchantCode === merchantCode && m.username.toLowerCase() === username.toLowerCase(),
      );
      if (!member) throw new ApiError('not.found', undefined, 404);
      return api.call('messageToMember', { memberId: member.id, title, body });
    },
    onSuccess: () => invalidate(),
  });
};

export type FeedbackFilter = StaffCallInput<'feedbackList'>;

/** What the portal's contact form received, newest first. */
export const feedbackQuery = (api: StaffClient, filter: FeedbackFilter) =>
  queryOptions({
    queryKey: ['feedbackList', filter],
    queryFn: () => api.call('feedbackList', filter),
    placeholderData: keepPreviousData,
  });
export const useFeedback = (filter: FeedbackFilter) =>
  useQuery(feedbackQuery(useStaffApi(), filter));
