import { ApiError } from '@portal/api-client';
import type { StaffCallInput, StaffMessage } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { useStaffApi } from '../api/StaffApi.tsx';
import { useRefresh, useStaffRead, useStaffWrite } from '../api/staffQueries.ts';

export type MessageFilter = StaffCallInput<'messageList'>;

export const useMessages = (filter: MessageFilter) =>
  useStaffRead('messageList', filter, { paged: true });

export const useBroadcast = () => useStaffWrite('messageBroadcast', ['messageList']);

/** Finds the member by account in the merchant, then writes to them. */
export const useMessageMember = () => {
  const api = useStaffApi();
  const refresh = useRefresh(['messageList']);
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
    onSuccess: () => refresh(),
  });
};

export type FeedbackFilter = StaffCallInput<'feedbackList'>;

/** What the portal's contact form received, newest first. */
export const useFeedback = (filter: FeedbackFilter) =>
  useStaffRead('feedbackList', filter, { paged: true });

export type ChatFilter = StaffCallInput<'chatRoomList'>;

/** The chat room's messages, deleted ones too, newest first (issue 27). */
export const useChatRoom = (filter: ChatFilter) =>
  useStaffRead('chatRoomList', filter, { paged: true });

export const useChatDelete = () => useStaffWrite('chatMessageDelete', ['chatRoomList']);

export const useChatMute = () => useStaffWrite('chatMemberMute', ['chatRoomList']);
