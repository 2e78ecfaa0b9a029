import type { FastifyInstance } from 'fastify';
import type { StaffDb } from '../staff/staffDb.ts';
import type { ImageType } from '../system/uploadedImages.ts';

const EXTENSION: Record<ImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** Where an uploaded image is served (every host: the portal shows it, the console edits it). */
export const contentImageUrl = (id: number, type: ImageType): string =>
  `/media/uploads/${id}.${EXTENSION[type]}`;

/**
 * Serves uploaded images from the database (they never sit in a web root): the type stored
 * at upload (sniffed from the bytes), `nosniff` so a browser never second-guesses it, and a
 * long cache because an upload never changes.
 */
export const registerContentImageRoute = (app: FastifyInstance, db: StaffDb): void => {
  app.get<{ Params: { file: string } }>('/media/uploads/:file', async (request, reply) => {
    const match = /^(\d{1,9})\.(png|jpg|webp)$/.exec(request.params.file);
    const image = match
      ? await db
          .selectFrom('content_images')
          .select(['content_type', 'bytes'])
          .where('id', '=', Number(match[1]))
          .executeTakeFirst()
      : undefined;
    if (!image) return reply.code(404).type('text/plain; charset=utf-8').send('Not found.');
    return reply
      .type(image.content_type)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(image.bytes);
  });
};
