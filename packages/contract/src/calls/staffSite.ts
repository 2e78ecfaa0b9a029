import * as v from 'valibot';
import { str } from '../call.ts';
import { LANGUAGES } from '../enums.ts';
import { code, instant, rowId } from '../fields.ts';
import { deskCallOf } from './deskCall.ts';

/**
 * The console's site-status desk (issue 27): maintenance windows per brand with a message per
 * language, region rules by country (looked up in a GeoIP database kept as a package), network
 * rules as exceptions to them, and an allow-list of staff addresses that passes both the
 * maintenance and the region gate. Designed here, as the rest of the staff area: the specs
 * only say the portal flags maintenance and restricted regions. staff.ts joins these calls
 * into `staffCalls` and these permissions into `STAFF_PERMISSIONS`.
 */

export const SITE_DESK_PERMISSIONS = ['site.read', 'site.write'] as const;
export type SiteDeskPermission = (typeof SITE_DESK_PERMISSIONS)[number];

/** What the audit log records of the desk's writes. */
export const SITE_DESK_AUDIT_ACTIONS = [
  'site.maintenance.save',
  'site.maintenance.lift',
  'site.country',
  'site.network',
  'site.allow',
] as const;

const siteDeskCall = deskCallOf<SiteDeskPermission>();

const merchantCode = code(32);
const when = v.pipe(str(40, 1), v.isoTimestamp());
/** ISO 3166-1 alpha-2, as the GeoIP database names countries. */
const countryCode = v.pipe(str(2, 2), v.regex(/^[A-Z]{2}$/));
/**
 * An IPv4 or IPv6 network in CIDR form, or a bare address (one host). The server checks the
 * address itself and keeps the network with its host bits cleared.
 */
const network = v.pipe(str(64, 2), v.regex(/^[0-9A-Fa-f:.]+(\/\d{1,3})?$/));

/** A message per language; the brand's default language is the fallback for the others. */
const messagesIn = v.record(v.picklist(LANGUAGES), str(500));

export const staffMaintenanceWindowSchema = v.object({
  windowId: v.number(),
  startsAt: instant,
  endsAt: instant,
  messages: v.record(v.picklist(LANGUAGES), v.string()),
  /** In force now (the portal shows the maintenance page). */
  active: v.boolean(),
});
export type StaffMaintenanceWindow = v.InferOutput<typeof staffMaintenanceWindowSchema>;

export const staffSiteRulesSchema = v.object({
  merchantCode: v.string(),
  defaultLanguage: v.string(),
  /** Windows not yet over, earliest first. */
  windows: v.array(staffMaintenanceWindowSchema),
  countries: v.array(v.object({ countryCode: v.string(), blocked: v.boolean() })),
  networks: v.array(
    v.object({ network: v.string(), blocked: v.boolean(), countryCode: v.string() }),
  ),
  allowList: v.array(v.object({ network: v.string(), note: v.string() })),
});
export type StaffSiteRules = v.InferOutput<typeof staffSiteRulesSchema>;

export const staffSiteCalls = {
  siteRules: siteDeskCall({
    method: 'GET',
    path: '/staff/site/{merchantCode}',
    permission: 'site.read',
    request: v.strictObject({ merchantCode }),
    response: staffSiteRulesSchema,
    summary: "A brand's maintenance windows, country and network rules and allow-list",
  }),
  siteMaintenanceSave: siteDeskCall({
    method: 'POST',
    path: '/staff/site/{merchantCode}/maintenance',
    permission: 'site.write',
    request: v.strictObject({
      merchantCode,
      /** Absent: a new window; else the window to change. */
      windowId: v.optional(rowId),
      startsAt: when,
      endsAt: when,
      messages: v.optional(messagesIn, {}),
    }),
    response: staffSiteRulesSchema,
    summary: 'Schedules (or changes) a maintenance window with a message per language',
  }),
  siteMaintenanceLift: siteDeskCall({
    method: 'POST',
    path: '/staff/site/{merchantCode}/maintenance/{windowId}/lift',
    permission: 'site.write',
    request: v.strictObject({ merchantCode, windowId: rowId }),
    response: staffSiteRulesSchema,
    summary: 'Ends a window in force now, or cancels one not yet begun',
  }),
  siteCountryRule: siteDeskCall({
    method: 'POST',
    path: '/staff/site/{merchantCode}/countries',
    permission: 'site.write',
    request: v.strictObject({
      merchantCode,
      countryCode,
      /** null: drop the rule (the country is let in). */
      blocked: v.nullable(v.boolean()),
    }),
    response: staffSiteRulesSchema,
    summary: 'Blocks or lets in the visitors a GeoIP lookup places in a country',
  }),
  siteNetworkRule: siteDeskCall({
    method: 'POST',
    path: '/staff/site/{merchantCode}/networks',
    permission: 'site.write',
    request: v.strictObject({
      merchantCode,
      network,
      /** null: drop the rule. An exception to the country rules, the narrowest deciding. */
      blocked: v.nullable(v.boolean()),
    }),
    response: staffSiteRulesSchema,
    summary: 'Blocks or lets in a network whatever country it lies in',
  }),
  siteAllowList: siteDeskCall({
    method: 'POST',
    path: '/staff/site/{merchantCode}/allow',
    permission: 'site.write',
    request: v.strictObject({
      merchantCode,
      network,
      /** false: take the address off the list. */
      allowed: v.boolean(),
      note: v.optional(str(200), ''),
    }),
    response: staffSiteRulesSchema,
    summary: 'Lets a staff address through maintenance and region rules (or stops it)',
  }),
};
