// The sign-in popups' banner carousel, a chunk of its own: see Popups.tsx.
export { BannerCarousel } from '@portal/content';
