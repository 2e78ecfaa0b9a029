export type { Brand, BrandInput, BrandTheme } from './schema.ts';
export { brandSchema, themeSchema } from './schema.ts';
