import sharp from 'sharp';

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp';

const startsWith = (bytes: Buffer, at: number, signature: readonly number[]): boolean =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

/**
 * The image type by its first bytes (magic numbers), never by a file name or a declared type:
 * PNG `89 50 4E 47 0D 0A 1A 0A`, JPEG `FF D8 FF`, WebP `RIFF....WEBP`. Anything else is null.
 * Only a first look: `decodedImageType` is what lets an upload in.
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

/**
 * The most pixels an upload may decode to: a 48-megapixel phone photo (8000 x 6000), with
 * room. A few hundred compressed bytes can declare billions of pixels (a decompression
 * bomb); sharp refuses past this before it allocates them. Our choice, not the specs'.
 */
export const MAX_UPLOAD_PIXELS = 8000 * 6000;

const SHARP_FORMAT: Readonly<Record<ImageType, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
};

/**
 * The type of an uploaded image, or null when it is not one of `allowed` through and
 * through: its first bytes name the type, libvips (through sharp) reads the same format from
 * it, its size stays within MAX_UPLOAD_PIXELS, and every pixel decodes without an error (a
 * valid signature over a broken or cut-off body is refused). Browsers get these bytes as
 * they were sent, so a file that only looks like an image must never be stored.
 */
export const decodedImageType = async (
  bytes: Buffer,
  allowed: readonly ImageType[],
): Promise<ImageType | null> => {
  const type = sniffImageType(bytes);
  if (!type || !allowed.includes(type)) return null;
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error' });
    const { format, width, height } = await image.metadata();
    if (format !== SHARP_FORMAT[type] || !width || !height) return null;
    if (width * height > MAX_UPLOAD_PIXELS) return null;
    // Statistics read every pixel (the whole body decoded) without handing them to JavaScript.
    await image.stats();
    return type;
  } catch {
    return null;
  }
};
