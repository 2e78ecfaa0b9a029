import { MAX_IMAGE_BYTES, MAX_IMAGES } from '@portal/contract';

/** Why chosen images cannot be sent, before any byte travels; the server checks the bytes again. */
export type ImagesProblem = 'tooMany' | 'type' | 'size';

const TYPES = new Set(['image/png', 'image/jpeg']);

/**
 * The application's images as the rules allow them (up to 3, png or jpg, under 5 MB each). The
 * browser's type is the file's claim, not its bytes: a convenience to the member only.
 */
export const imagesProblem = (
  files: readonly Pick<File, 'type' | 'size'>[],
): ImagesProblem | undefined => {
  if (files.length > MAX_IMAGES) return 'tooMany';
  if (files.some((file) => !TYPES.has(file.type))) return 'type';
  if (files.some((file) => file.size >= MAX_IMAGE_BYTES)) return 'size';
  return undefined;
};

/** A chosen file as the data URL the call carries. */
export const dataUrlOf = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsDataURL(file);
  });
