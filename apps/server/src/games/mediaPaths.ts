/** Where the server serves each kind of icon; all same-origin, so they show without a CDN. */
export const gameIconPath = (nodeId: number): string => `/media/games/${nodeId}.svg`;
export const vendorIconPath = (vassalage: string, size: 'large' | 'small'): string =>
  `/media/vendors/${encodeURIComponent(vassalage)}-${size}.svg`;
export const lotteryIconPath = (gameCode: string): string =>
  `/media/lottery/${encodeURIComponent(gameCode)}.svg`;
export const bannerImagePath = (slug: string): string =>
  `/media/banners/${encodeURIComponent(slug)}.svg`;
