import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db/database.ts';
import { iconSvg } from './icons.ts';
import { BANNER_SCALE, createRasterCache, ICON_SCALE, svgToWebp } from './rasterIcons.ts';

/** Icons change only with the catalogue; a day of caching spares the database. */
const CACHE = 'public, max-age=86400';

const CODE = /^[A-Za-z0-9_.-]{1,64}$/;

type Format = 'svg' | 'webp';

const drawn = createRasterCache();

/**
 * The icon in the asked format: the SVG as drawn, or its WebP (rasterIcons.ts), kept by the SVG
 * it is drawn from (a renamed game gets a new drawing; a query string does not).
 */
const sendIcon = async (reply: FastifyReply, format: Format, svg: string, scale = ICON_SCALE) => {
  reply.header('cache-control', CACHE);
  if (format === 'svg') return reply.type('image/svg+xml; charset=utf-8').send(svg);
  return reply.type('image/webp').send(await drawn(`${scale}:${svg}`, () => svgToWebp(svg, scale)));
};

const notFound = (reply: FastifyReply) =>
  reply.code(404).type('text/plain; charset=utf-8').send('Not found.');

/** `<name>.svg` or `<name>.webp` with a safe name, else null. */
const iconFile = (file: string): { name: string; format: Format } | null => {
  const match = /^(.+)\.(svg|webp)$/.exec(file);
  const name = match?.[1];
  if (!name || !CODE.test(name)) return null;
  return { name, format: match[2] === 'webp' ? 'webp' : 'svg' };
};

/**
 * The generated images under `/media`: game icons (by node id), vendor icons, live hosts'
 * avatars, lottery icons and banners. Drawn on request from their names, as SVG or WebP (the
 * catalogue names WebP, mediaPaths.ts; addresses stored before it named SVG and still work).
 */
export const registerMediaRoutes = (app: FastifyInstance, db: Db): void => {
  app.get<{ Params: { file: string } }>('/media/games/:file', async (request, reply) => {
    const file = iconFile(request.params.file);
    const name = file?.name;
    if (!file || !name || !/^\d{1,9}$/.test(name)) return notFound(reply);
    const game = await db
      .selectFrom('games')
      .select(['game_name', 'vassalage'])
      .where('id', '=', Number(name))
      .executeTakeFirst();
    if (!game) return notFound(reply);
    return sendIcon(
      reply,
      file.format,
      iconSvg({ width: 200, height: 200, title: game.game_name, caption: game.vassalage }),
    );
  });

  app.get<{ Params: { file: string } }>('/media/vendors/:file', async (request, reply) => {
    const file = iconFile(request.params.file);
    const match = file ? /^(.+)-(large|small)$/.exec(file.name) : null;
    const vassalage = match?.[1];
    if (!file || !vassalage) return notFound(reply);
    const large = match[2] === 'large';
    return sendIcon(
      reply,
      file.format,
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
      const file = iconFile(request.params.file);
      if (!file) return notFound(reply);
      const size = kind === 'banners' ? { width: 1200, height: 360 } : { width: 160, height: 160 };
      return sendIcon(
        reply,
        file.format,
        iconSvg({ ...size, title: file.name.replace(/[-_]/g, ' ') }),
        kind === 'banners' ? BANNER_SCALE : ICON_SCALE,
      );
    });
  }
};
