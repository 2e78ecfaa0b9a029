import { MAX_IMAGE_BYTES, MAX_IMAGES } from '@portal/contract';
import { CatalogueError } from '../../catalogueError.ts';
import { decodedImageType } from '../../system/uploadedImages.ts';

/** An application's image as stored: its type as its bytes decode, and the bytes. */
export interface ApplicationImage {
  readonly contentType: 'image/png' | 'image/jpeg';
  readonly bytes: Buffer;
}

const CLAIMS = { 'data:image/png;': 'image/png', 'data:image/jpeg;': 'image/jpeg' } as const;

/**
 * The activity application's remark and images (promotions-rules.md kind 3, platform-spec
 * section 5): a remark of at most 140 characters and up to 3 png or jpg images under 5 MB each,
 * checked by their bytes decoded whole (system/uploadedImages.ts, as the withdrawal proofs and
 * content uploads are), never by what the data URL claims. The contract's schema already bounds
 * the lengths; this holds them again because a handler may be called from a job or a test, and
 * it is the only place the bytes are looked at. Decoded one at a time: each may be megapixels.
 */
export const checkApplication = async (
  remark: string | undefined,
  dataUrls: readonly string[] | undefined,
): Promise<{ remark: string; images: ApplicationImage[] }> => {
  const text = (remark ?? '').trim();
  const urls = dataUrls ?? [];
  if ([...text].length > 140 || urls.length > MAX_IMAGES) {
    throw new CatalogueError('promotion.application.invalid');
  }
  const images: ApplicationImage[] = [];
  for (const url of urls) {
    const comma = url.indexOf(',');
    const claimed = Object.entries(CLAIMS).find(([prefix]) => url.startsWith(prefix))?.[1];
    const bytes = Buffer.from(comma < 0 ? '' : url.slice(comma + 1), 'base64');
    const decoded =
      claimed && bytes.length > 0 && bytes.length < MAX_IMAGE_BYTES
        ? await decodedImageType(bytes, [claimed])
        : null;
    if (decoded !== 'image/png' && decoded !== 'image/jpeg') {
      throw new CatalogueError('promotion.application.invalid');
    }
    images.push({ contentType: decoded, bytes });
  }
  return { remark: text, images };
};
