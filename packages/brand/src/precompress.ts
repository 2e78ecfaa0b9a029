import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats worth compressing; pictures other than SVG and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest']);

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside `file`, once per content:
 * a copy newer than its file is left alone. The server sends them as they are, by the
 * browser's Accept-Encoding, so no request pays for compression.
 */
export const precompress = (file: string): void => {
  const modified = statSync(file).mtimeMs;
  const fresh = (copy: string) => {
    try {
      return statSync(copy).mtimeMs >= modified;
    } catch {
      return false;
    }
  };
  if (fresh(`${file}.br`) && fresh(`${file}.gz`)) return;
  const bytes = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
};

/** Every compressible file below `dir` (source maps stay as they are: only tools read them). */
export const precompressFolder = (dir: string): void => {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.has(extname(entry.name))) continue;
    precompress(join(entry.parentPath, entry.name));
  }
};
