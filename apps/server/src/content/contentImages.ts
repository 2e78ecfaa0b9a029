import type { ContentImage } from '@portal/contract';
import { CONTENT_IMAGE_TYPES, MAX_CONTENT_IMAGE_BYTES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { CatalogueError } from '../catalogueError.ts';
import type { StaffDb, StaffTrx } from '../staff/staffDb.ts';
import { decodedImageType, type ImageType } from '../system/uploadedImages.ts';

const EXTENSION: Record<ImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** Where an uploaded image is served (every host: the portal shows it, the console edits it). */
export const contentImageUrl = (id: number, type: ImageType): string =>
  `/media/uploads/${id}.${EXTENSION[type]}`;

/**
 * Stores an image staff uploaded (rich text's pictures, a promotion's banner) once its bytes
 * decode whole as png, jpeg or webp of at most 1 MiB: a script named photo.png and declared
 * image/png, or a PNG signature over a broken body, is refused and nothing is stored.
 *
 * @throws CatalogueError `staff.image.invalid`
 */
export const storeContentImage = async (
  db: StaffDb | StaffTrx,
  upload: { base64: string; merchantId: number | null; staffId: number; now: Date },
): Promise<ContentImage> => {
  const bytes = Buffer.from(upload.base64, 'base64');
  const type =
    bytes.length > MAX_CONTENT_IMAGE_BYTES
      ? null
      : await decodedImageType(bytes, CONTENT_IMAGE_TYPES);
  if (!type) throw new CatalogueError('staff.image.invalid');
  const created = await db
    .insertInto('content_images')
    .values({
      merchant_id: upload.merchantId,
      content_type: type,
      bytes,
      size: bytes.length,
      uploaded_by: upload.staffId,
      uploaded_at: upload.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    id: created.id,
    url: contentImageUrl(created.id, type),
    contentType: type,
    size: bytes.length,
  };
};

/**
 * The uploaded image an address of contentImageUrl names, with the merchant whose staff
 * uploaded it (null: platform staff); null when the address names none.
 */
export const uploadedImageAt = async (
  db: StaffDb | StaffTrx,
  url: string,
): Promise<{ merchantId: number | null } | null> => {
  const match = /^\/media\/uploads\/(\d{1,9})\.(png|jpg|webp)$/.exec(url);
  if (!match) return null;
  const row = await db
    .selectFrom('content_images')
    .select('merchant_id')
    .where('id', '=', Number(match[1]))
    .executeTakeFirst();
  return row ? { merchantId: row.merchant_id } : null;
};

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
