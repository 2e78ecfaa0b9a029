import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db/database.ts';
import { iconSvg } from '../seed/icons.ts';

/** Icons change only with the catalogue; a day of caching spares the database. */
const CACHE = 'public, max-age=86400';

const CODE = /^[A-Za-z0-9_.-]{1,64}$/;

const sendSvg = (reply: FastifyReply, svg: string) =>
  reply.type('image/svg+xml; charset=utf-8').header('cache-control', CACHE).send(svg);

const notFound = (reply: FastifyReply) =>
  reply.code(404).type('text/plain; charset=utf-8').send('Not found.');

/** `<name>.svg` with a safe name, else null. */
const svgName = (file: string): string | null => {
  if (!file.endsWith('.svg')) return null;
  const name = file.slice(0, -4);
  return CODE.test(name) ? name : null;
};

/**
 * The generated images under `/media`: game icons (by node id), vendor icons, live hosts'
 * avatars, lottery icons and banners. Drawn on request from their names.
 */
export const registerMediaRoutes = (app: FastifyInstance, db: Db): void => {
  app.get<{ Params: { file: string } }>('/media/games/:file', async (request, reply) => {
    const name = svgName(request.params.file);
    if (!name || !/^\d{1,9}$/.test(name)) return notFound(reply);
    const game = await db
      .selectFrom('games')
      .select(['game_name', 'vassalage'])
      .where('id', '=', Number(name))
      .executeTakeFirst();
    if (!game) return notFound(reply);
    return sendSvg(
      reply,
      iconSvg({ width: 200, height: 200, title: game.game_name, caption: game.vassalage }),
    );
  });

  app.get<{ Params: { file: string } }>('/media/vendors/:file', async (request, reply) => {
    const name = svgName(request.params.file);
    const match = name ? /^(.+)-(large|small)$/.exec(name) : null;
    const vassalage = match?.[1];
    if (!vassalage) return notFound(reply);
    const large = match[2] === 'large';
    return sendSvg(
      reply,
      iconSvg({
        width: large ? 240 : 64,
        height: large ? 140 : 64,
        title: vassalage,
        ...(large ? {} : { caption: '' }),
      }),
    );
  });

  for (const kind of ['models', 'lottery', 'banners'] as const) {
    app.get<{ Params: { file: string } }>(`/media/${kind}/:file`, async (request, reply) => {
      const name = svgName(request.params.file);
      if (!name) return notFound(reply);
      const size = kind === 'banners' ? { width: 1200, height: 360 } : { width: 160, height: 160 };
      return sendSvg(reply, iconSvg({ ...size, title: name.replace(/[-_]/g, ' ') }));
    });
  }
};
