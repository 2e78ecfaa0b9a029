/**
 * Where the server serves each kind of icon; all same-origin, so they show without a CDN. WebP,
 * as a real catalogue's art is raster (mediaRoutes.ts still answers the same names as SVG).
 */
export const gameIconPath = (nodeId: number): string => `/media/games/${nodeId}.webp`;
export const vendorIconPath = (vassalage: string, size: 'large' | 'small'): string =>
  `/media/vendors/${encodeURIComponent(vassalage)}-${size}.webp`;
export const lotteryIconPath = (gameCode: string): string =>
  `/media/lottery/${encodeURIComponent(gameCode)}.webp`;
export const bannerImagePath = (slug: string): string =>
  `/media/banners/${encodeURIComponent(slug)}.webp`;
