import type { FastifyInstance } from 'fastify';
import type { StaffDb } from '../staff/staffDb.ts';

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp';

const startsWith = (bytes: Buffer, at: number, signature: readonly number[]): boolean =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

/**
 * The image type by its first bytes (magic numbers), never by a file name or a declared type:
 * PNG `89 50 4E 47 0D 0A 1A 0A`, JPEG `FF D8 FF`, WebP `RIFF....WEBP`. Anything else is null.
 */
export const sniffImageType = (bytes: Buffer): ImageType | null => {
  if (startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (
    startsWith(bytes, 0, [0x52, 0x49, 0x46, 0x46]) &&
    startsWith(bytes, 8, [0x57, 0x45, 0x42, 0x50])
  )
    return 'image/webp';
  return null;
};

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
