import {
  COCKFIGHT_PROVIDERS,
  DEFAULT_AGENT_TYPES,
  DEFAULT_TRIAL_TYPES,
  FEATURE_FLAGS,
  LANGUAGES,
  MODULE_IDS,
  PRIZE_MODES,
  RESOURCE_TYPES,
} from '@portal/contract';
import * as v from 'valibot';

const hex = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #1a2b3c'));
const assetPath = v.pipe(
  v.string(),
  v.regex(
    /^[a-z0-9][a-z0-9._/-]*\.(svg|png|webp|ico)$/,
    'a file in the brand folder, like logo.svg',
  ),
);
const url = v.pipe(v.string(), v.url('an absolute URL'));

/** Theme tokens: a few brand colours; text colours and scales are derived for contrast. */
export const themeSchema = v.strictObject({
  colors: v.strictObject({
    primary: hex,
    secondary: hex,
    accent: hex,
    background: hex,
    surface: hex,
    danger: hex,
    success: hex,
  }),
  fonts: v.strictObject({ body: v.string(), heading: v.string() }),
  radii: v.strictObject({ small: v.number(), medium: v.number(), large: v.number() }),
  logo: assetPath,
  favicon: assetPath,
});

/** Switches for modules and feature flags of the whitelabel tree; anything absent is off. */
const switchKeys = [...MODULE_IDS, ...FEATURE_FLAGS] as const;

export const brandSchema = v.strictObject({
  code: v.pipe(
    v.string(),
    v.regex(/^[a-z][a-z0-9-]{1,31}$/, 'lowercase letters, digits and dashes'),
  ),
  merchantCode: v.pipe(v.string(), v.regex(/^[A-Z0-9]{3,16}$/, '3 to 16 capitals and digits')),
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  platform: v.picklist(['WEB']),
  lotteryType: v.picklist(['Elott', 'Lott']),
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'an ISO 4217 code like CNY')),
  currencySymbol: v.pipe(v.string(), v.minLength(1), v.maxLength(4)),
  defaultLanguage: v.picklist(LANGUAGES),
  languages: v.pipe(v.array(v.picklist(LANGUAGES)), v.minLength(1)),
  cockfightProviders: v.array(v.picklist(COCKFIGHT_PROVIDERS)),
  prizeModes: v.pipe(v.array(v.picklist(PRIZE_MODES)), v.minLength(1)),
  features: v.record(v.picklist(switchKeys), v.boolean()),
  agentTypes: v.optional(v.array(v.number()), [...DEFAULT_AGENT_TYPES]),
  trialTypes: v.optional(v.array(v.number()), [...DEFAULT_TRIAL_TYPES]),
  domains: v.pipe(
    v.array(v.pipe(v.string(), v.regex(/^[a-z0-9.-]+(:\d+)?$/, 'a host name'))),
    v.minLength(1),
  ),
  theme: themeSchema,
  support: v.strictObject({ liveChatUrl: url, email: v.pipe(v.string(), v.email()) }),
  licence: v.string(),
  copyright: v.string(),
  imageCDNs: v.pipe(v.array(url), v.minLength(1)),
  launchGameCDNs: v.pipe(v.array(url), v.minLength(1)),
  resources: v.optional(
    v.array(
      v.strictObject({ resourceType: v.picklist(RESOURCE_TYPES), labelNameEn: v.string(), url }),
    ),
    [],
  ),
});

export type Brand = v.InferOutput<typeof brandSchema>;
export type BrandInput = v.InferInput<typeof brandSchema>;
export type BrandTheme = Brand['theme'];
