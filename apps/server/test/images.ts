import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Real image files for upload tests, encoded by libvips (sharp) from a plain-colour canvas:
 * small, and valid through and through.
 */
export const imageBytes = (
  format: 'png' | 'jpeg' | 'webp',
  width = 4,
  height = 3,
): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 90 } } })
    .toFormat(format)
    .toBuffer();

/** A data URL as the portal sends an image (the contract's image upload field). */
export const dataUrl = (format: 'png' | 'jpeg', bytes: Buffer): string =>
  `data:image/${format};base64,${bytes.toString('base64')}`;

/**
 * The same file with its body broken: the signature and header stay, the bytes after
 * `keep` are overwritten, so the first bytes still say PNG (or JPEG) and the pixels do not
 * decode.
 */
export const brokenBody = (bytes: Buffer, keep = 40): Buffer => {
  const broken = Buffer.from(bytes);
  broken.fill(0x5a, keep, Math.max(keep, broken.length - 12));
  return broken;
};

const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A decompression bomb: a genuine 1-bit greyscale PNG of `width` x `height` zero pixels,
 * a few kilobytes on the wire that would take width x height bytes (and more) to decode.
 */
export const pngBomb = (width: number, height: number): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const row = 1 + Math.ceil(width / 8); // filter byte + packed pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(row * height), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};
