export { contrastRatio, mix, relativeLuminance } from './colour.ts';
export {
  type BrandAnswers,
  coloursFor,
  draftBrand,
  drawFavicon,
  drawLogo,
  initialsOf,
  merchantCodeFor,
  STANDARD_SWITCHES,
} from './draft.ts';
export {
  FIRST_BANNER_MARKER,
  FIRST_PAINT_END,
  FIRST_PAINT_ID,
  FIRST_PAINT_START,
  HOME_PATHS,
  isFirstPaintImageUrl,
  isHomePath,
  pageWithFirstPaint,
} from './firstPaint.ts';
export { brandForHost } from './host.ts';
export type { BrandIssue } from './parse.ts';
export { BrandConfigError, formatBrandIssue, parseBrand, WHOLE_FILE } from './parse.ts';
export type {
  Brand,
  BrandCashier,
  BrandDepositChannel,
  BrandInput,
  BrandMission,
  BrandPoints,
  BrandResource,
  BrandSwitch,
  BrandTheme,
  BrandVipLevel,
  SupportLink,
} from './schema.ts';
export {
  BRAND_SWITCHES,
  brandSchema,
  cashierSchema,
  DEFAULT_MISSIONS,
  DEFAULT_VIP_LEVELS,
  POINT_EARNING_TYPES,
  pointsSchema,
  SUPPORT_LINK_TYPES,
  themeSchema,
} from './schema.ts';
export type { PortalTheme, PrimaryStep } from './theme.ts';
export {
  deriveTheme,
  PRIMARY_STEPS,
  readableOn,
  TEXT_CONTRAST,
  themeCssVariables,
} from './theme.ts';
