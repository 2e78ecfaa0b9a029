// The home page's announcement popup (its pages and rich text), a chunk of its own: see
// HomePage.tsx.
export { AnnouncementPopup } from '@portal/content';
