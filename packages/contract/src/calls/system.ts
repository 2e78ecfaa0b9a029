import * as v from 'valibot';
import { defineCall, empty, str } from '../call.ts';
import { FEATURE_FLAGS, MODULE_IDS, REGISTER_FIELDS, RESOURCE_TYPES } from '../enums.ts';

/** A node of the whitelabel tree: module ids and feature flags, each switched on or off. */
export interface WhitelabelNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: WhitelabelNode[];
}
/** A country and its dialing code (without the plus), as the register and login forms list them. */
export const countryCodeSchema = v.object({ countryCode: str(8), countryDialingCode: str(8) });
export type CountryCode = v.InferOutput<typeof countryCodeSchema>;

export const whitelabelNodeSchema: v.GenericSchema<WhitelabelNode> = v.object({
  modId: v.string(),
  enabled: v.picklist(['1', '0']),
  childrenNodes: v.array(v.lazy(() => whitelabelNodeSchema)),
});

/** Per-field register rule (wire-protocol.md); acceptedPattern '*' means any. */
export const registerRuleSchema = v.object({
  enabled: v.boolean(),
  required: v.boolean(),
  acceptedPattern: v.string(),
  patternId: v.number(),
  minLength: v.number(),
  maxLength: v.number(),
});
export type RegisterRule = v.InferOutput<typeof registerRuleSchema>;
export const registerRulesSchema = v.record(v.picklist(REGISTER_FIELDS), registerRuleSchema);

export const resourceSchema = v.object({
  resourceType: v.picklist(RESOURCE_TYPES),
  labelNameEn: v.string(),
  url: v.string(),
});

/** Maintenance window and region rule as the server evaluated them for this caller. */
export const systemStatusSchema = v.object({
  info: v.object({
    whitelabel: v.array(whitelabelNodeSchema),
    register: registerRulesSchema,
    resources: v.record(v.string(), resourceSchema),
    domainRoute: v.array(v.string()),
    mainDomain: v.string(),
    analytics: v.object({ gtagId: v.string() }),
    imageCDNs: v.array(v.string()),
    launchGameCDNs: v.array(v.string()),
  }),
  location: v.object({ ip: v.string(), country: v.string() }),
  maintenance: v.object({
    active: v.boolean(),
    // Designed: the specs only say "maintenance is flagged"; the window lets the page say when.
    startsAt: v.nullable(v.string()),
    endsAt: v.nullable(v.string()),
    message: v.string(),
  }),
  regionRestriction: v.object({ active: v.boolean() }),
});
export type SystemStatus = v.InferOutput<typeof systemStatusSchema>;

export const systemCalls = {
  systemStatus: defineCall({
    method: 'GET',
    path: '/wps/system/status',
    token: false,
    module: 'COMM3',
    request: empty,
    response: systemStatusSchema,
    summary: 'Whitelabel tree, register rules, resources, maintenance and region flags, caller ip',
  }),
  whitelabel: defineCall({
    method: 'GET',
    path: '/wps/system/whitelabel',
    token: false,
    module: 'COMM3',
    request: empty,
    response: v.array(whitelabelNodeSchema),
    summary: 'The merchant whitelabel tree of modules and feature flags',
  }),
  registerSettings: defineCall({
    method: 'GET',
    path: '/wps/system/setting/register',
    token: false,
    module: 'REG3',
    cache: 'session',
    request: empty,
    response: registerRulesSchema,
    summary: 'Per-field register rules',
  }),
  countryCodes: defineCall({
    // Path designed: portal-spec section 7 names the call without a path.
    method: 'GET',
    path: '/wps/system/countryCodes',
    token: false,
    module: 'COMM3',
    cache: 'session',
    request: empty,
    response: v.array(countryCodeSchema),
    summary: 'Country dialing codes for mobile fields',
  }),
  cipherKey: defineCall({
    // Designed: the hybrid cipher's server public key (wire-protocol.md, sign-in section).
    method: 'GET',
    path: '/wps/system/cipherKey',
    token: false,
    module: 'COMM3',
    cache: 'session',
    request: empty,
    response: v.object({ keyId: v.string(), algorithm: v.string(), publicKey: v.string() }),
    summary: 'Public key for encrypted (E) calls',
  }),
  domainRoute: defineCall({
    method: 'GET',
    path: '/wps/system/domainRoute',
    token: false,
    module: 'COMM3',
    request: v.object({ domain: v.optional(str(253)) }),
    response: v.object({ valid: v.boolean(), domains: v.array(v.string()) }),
    summary: 'Checks the visited domain against the merchant domain list',
  }),
};

export { FEATURE_FLAGS, MODULE_IDS };
