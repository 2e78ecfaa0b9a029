import * as v from 'valibot';
import { countedPage, deskPageQuery, instant, rowId } from '../fields.ts';
import { deskCallOf } from './deskCall.ts';

/**
 * The chat room's moderation on the support desk (issue 27, designed: the specs show no back
 * office). Reading the room and acting on it are two permissions, as messages are.
 */
export const CHAT_DESK_PERMISSIONS = ['chat.read', 'chat.moderate'] as const;
export type ChatDeskPermission = (typeof CHAT_DESK_PERMISSIONS)[number];

export const CHAT_DESK_AUDIT_TARGETS = ['chatMessage'] as const;
export const CHAT_DESK_AUDIT_ACTIONS = ['chat.delete', 'chat.mute'] as const;

/** The longest mute staff may set: a week; longer is a lock, on the member desk. */
export const MAX_CHAT_MUTE_MINUTES = 7 * 24 * 60;

const deskCall = deskCallOf<ChatDeskPermission>();

export const staffChatMessageSchema = v.object({
  id: v.number(),
  merchantCode: v.string(),
  memberId: v.number(),
  username: v.string(),
  text: v.string(),
  sentAt: instant,
  /** When staff deleted it (members no longer see it); null while it shows. */
  deletedAt: v.nullable(instant),
  /** Until when its poster is muted; null when they may post. */
  mutedUntil: v.nullable(instant),
});
export type StaffChatMessage = v.InferOutput<typeof staffChatMessageSchema>;

export const staffChatRoomCalls = {
  chatRoomList: deskCall({
    method: 'GET',
    path: '/staff/chat/messages',
    permission: 'chat.read',
    request: deskPageQuery(),
    response: countedPage(staffChatMessageSchema),
    summary: "The chat room's messages, deleted ones too, newest first",
  }),
  chatMessageDelete: deskCall({
    method: 'POST',
    path: '/staff/chat/messages/{messageId}/delete',
    permission: 'chat.moderate',
    request: v.strictObject({ messageId: rowId }),
    response: staffChatMessageSchema,
    summary: 'Deletes a chat message (members no longer see it); audited',
  }),
  chatMemberMute: deskCall({
    method: 'POST',
    path: '/staff/chat/members/{memberId}/mute',
    permission: 'chat.moderate',
    // 0 lifts a mute.
    request: v.strictObject({
      memberId: rowId,
      minutes: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_CHAT_MUTE_MINUTES)),
    }),
    response: v.object({ memberId: v.number(), mutedUntil: v.nullable(instant) }),
    summary: 'Mutes a member in the chat room for some minutes (0 lifts it); audited',
  }),
};
