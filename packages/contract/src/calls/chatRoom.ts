import * as v from 'valibot';
import { defineCall, qInt, str } from '../call.ts';
import { instant } from '../fields.ts';

/**
 * The chat room (issue 27, designed: the specs name the room's module, CHATROOM3, and its
 * launch call, not the room). The room is a built-in demo vendor: members of one brand chat
 * in one room, kept per brand; text is plain and short, posts are limited per member, and
 * staff mute members and delete messages from the console's support desk.
 */

/** The longest message a member may post, in characters after trimming. */
export const MAX_CHAT_MESSAGE_LENGTH = 300;

/** One message as a member reads it; a deleted message is left out, not shown as deleted. */
export const chatMessageSchema = v.object({
  id: v.number(),
  /** The poster's nickname (their username when they set none). */
  nickname: v.string(),
  /** Plain text, tags removed by the server; the portal shows it as text. */
  text: v.string(),
  sentAt: instant,
  /** Whether the caller posted it (the room draws a member's own messages apart). */
  mine: v.boolean(),
});
export type ChatMessage = v.InferOutput<typeof chatMessageSchema>;

/**
 * The room's live feed (designed: the specs name no push channel). A server-sent event stream,
 * not a catalogue call: it answers `text/event-stream` and stays open, so it keeps its path
 * here beside the calls it follows. It passes the same guards as `chatMessages` (merchant,
 * CHATROOM3, a live token in `Authorization`); a refusal answers the catalogue's envelope.
 */
export const CHAT_STREAM_PATH = '/wps/relay/CBS_chatStream';

/**
 * One event of the feed, sent as an SSE `data:` line of JSON. `message`: a post (its `mine`
 * said for the reader); `deleted`: staff removed the message with that id; `muted`: staff
 * muted or unmuted the reader (sent to that member only); `resync`: the server may have
 * missed events (its bus reconnected), so the reader reads the room again with `chatMessages`.
 */
export const chatRoomEventSchema = v.variant('kind', [
  v.object({ kind: v.literal('message'), message: chatMessageSchema }),
  v.object({ kind: v.literal('deleted'), id: v.number() }),
  v.object({ kind: v.literal('muted'), mutedUntil: v.nullable(instant) }),
  v.object({ kind: v.literal('resync') }),
]);
export type ChatRoomEvent = v.InferOutput<typeof chatRoomEventSchema>;

export const chatRoomCalls = {
  chatMessages: defineCall({
    method: 'GET',
    path: '/wps/relay/CBS_chatMessages',
    token: true,
    module: 'CHATROOM3',
    // The portal asks again with the last id it holds, so each poll carries only what is new.
    request: v.object({ afterId: v.optional(qInt(0)) }),
    response: v.object({
      messages: v.array(chatMessageSchema),
      /** Until when staff muted the caller (ISO); null when they may post. */
      mutedUntil: v.nullable(instant),
    }),
    summary: 'The chat room’s latest messages (or those after an id), oldest first',
  }),
  chatPost: defineCall({
    method: 'POST',
    path: '/wps/relay/CBS_chatPost',
    token: true,
    module: 'CHATROOM3',
    request: v.object({ text: str(MAX_CHAT_MESSAGE_LENGTH * 4, 1) }),
    response: chatMessageSchema,
    summary: 'Posts a message to the chat room (plain text, limited per member)',
  }),
};
