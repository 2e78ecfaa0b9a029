import sharp from 'sharp';

/**
 * The generated icons as the browser gets them: WebP, drawn from their SVG by sharp (libvips
 * with librsvg) at twice their size for sharp text on phones (banners at theirs). A catalogue's real art (vendor
 * logos, game tiles, banners) is raster; served as SVG, every icon on a page was a document of
 * its own that the browser laid out and painted on the main thread (on the home page at phone
 * width about half of its paint time and a third of its layout time), where a WebP is decoded
 * off it.
 *
 * Drawing one takes tens of milliseconds on libuv's thread pool (never the event loop), so
 * each is drawn once: kept in a bounded cache, and a second request for one being drawn waits
 * for the same drawing.
 */

/**
 * Pixels per CSS pixel of an icon: phones are 2x to 3x; 2x keeps the files small and the text
 * sharp. Banners are drawn 1200 wide, a phone's screen width in device pixels (390 x 3), so 1x.
 */
export const ICON_SCALE = 2;
export const BANNER_SCALE = 1;
const QUALITY = 80;
/** Icons kept drawn; the demo catalogue has about 1,500, each 1 to 20 KB. */
export const RASTER_CACHE_ENTRIES = 2000;

// libvips keeps its own cache of operations; the icons are cached here, once, instead.
sharp.cache(false);
// One drawing at a time: the icons are not urgent, and the machine's cores serve requests.
sharp.concurrency(1);

export const svgToWebp = (svg: string, scale = ICON_SCALE): Promise<Buffer> =>
  sharp(Buffer.from(svg), { density: 72 * scale })
    .webp({ quality: QUALITY })
    .toBuffer();

/** A bounded, least-recently-used cache of drawings, each drawn once (single flight). */
export const createRasterCache = (limit = RASTER_CACHE_ENTRIES) => {
  const drawings = new Map<string, Promise<Buffer>>();
  return (key: string, draw: () => Promise<Buffer>): Promise<Buffer> => {
    const kept = drawings.get(key);
    if (kept) {
      drawings.delete(key);
      drawings.set(key, kept);
      return kept;
    }
    const drawing = draw();
    drawings.set(key, drawing);
    // A failed drawing is not kept: the next request tries again.
    drawing.catch(() => drawings.delete(key));
    if (drawings.size > limit) {
      const oldest = drawings.keys().next().value;
      if (oldest !== undefined) drawings.delete(oldest);
    }
    return drawing;
  };
};
