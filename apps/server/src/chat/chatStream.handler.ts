import { PassThrough } from 'node:stream';
import { CHAT_STREAM_PATH, calls } from '@portal/contract';
import type { AreaContext } from '../http/area.ts';
import { admitCall } from '../http/callRoutes.ts';
import { ChatFeeds } from './chatFeed.ts';

/** How often an idle feed sends a comment line, so proxies and browsers keep it open. */
export const CHAT_HEARTBEAT_MS = 20_000;

/**
 * The feed's route: `GET CHAT_STREAM_PATH`, admitted as `chatMessages` is (merchant, site rules,
 * CHATROOM3, a live token), then a server-sent event stream of `ChatRoomEvent`s until the
 * reader leaves, logs out or the server closes. A refusal answers the catalogue's envelope
 * through the error handler, as a call's would.
 */
export const registerChatFeed = ({ app, services }: AreaContext): ChatFeeds => {
  const feeds = new ChatFeeds(services.cacheBus);
  app.addHook('preClose', async () => feeds.closeAll());
  app.get(CHAT_STREAM_PATH, async (request, reply) => {
    const { merchant, session } = await admitCall(request, services, calls.chatMessages);
    // `chatMessages` is a token call: admitCall refused a caller without a session already.
    if (!session) throw new Error('the chat feed was admitted without a session');
    const stream = new PassThrough();
    const heartbeat = setInterval(() => stream.write(':\n\n'), CHAT_HEARTBEAT_MS);
    heartbeat.unref();
    const remove = feeds.open({
      merchantId: merchant.id,
      memberId: session.memberId,
      sessionId: session.id,
      send: (event) => stream.write(`data: ${JSON.stringify(event)}\n\n`),
      close: () => stream.end(),
    });
    const stop = () => {
      clearInterval(heartbeat);
      remove();
    };
    stream.on('close', stop);
    stream.on('finish', stop);
    // The answer's socket closing is the reader leaving (the request's own `close` tells only
    // that its body was read).
    reply.raw.on('close', () => {
      stop();
      stream.destroy();
    });
    // The first line says the feed is open: the reader then reads the room once, so nothing
    // posted between its last read and this moment is missed.
    stream.write(': open\n\n');
    return (
      reply
        .header('cache-control', 'no-cache, no-transform')
        // nginx and its kind buffer a proxied answer unless told not to; a feed must flow.
        .header('x-accel-buffering', 'no')
        .type('text/event-stream; charset=utf-8')
        .send(stream)
    );
  });
  return feeds;
};
