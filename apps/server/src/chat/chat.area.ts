import { defineArea } from '../http/area.ts';
import { chatDeskHandlers } from './chatDesk.handler.ts';
import { chatRoomHandlers } from './chatRoom.handler.ts';
import { registerChatFeed } from './chatStream.handler.ts';
import * as chatRoom from './migrations/0050_chat_room.ts';

/** The chat room: a built-in demo vendor where a brand's members talk, moderated by support. */
export const area = defineArea({
  name: 'chat',
  handlers: chatRoomHandlers,
  staffHandlers: chatDeskHandlers,
  migrations: { '0050_chat_room': chatRoom },
  // The room's live feed (server-sent events), beside the catalogue's calls.
  routes: (context) => {
    registerChatFeed(context);
  },
});
