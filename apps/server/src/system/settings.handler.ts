import { brandForHost } from '@portal/brand';
import { CIPHER_ALGORITHM } from '@portal/cipher';
import type { HandlerMap } from '../http/context.ts';
import { COUNTRY_CODES } from './countryCodes.ts';
import type { Merchant } from './merchants.ts';
import { registerRules } from './registerRules.ts';
import { maintenanceAt, normaliseIp, regionFor } from './siteStatus.ts';
import { whitelabelTree } from './whitelabel.ts';

/** Whether a host (with or without port) is one of the brand's domains. */
const isBrandDomain = (merchant: Merchant, domain: string): boolean =>
  brandForHost([merchant.brand], domain) !== undefined;

export const systemHandlers = {
  systemStatus: async (_input, { services, merchant, ip, requestLanguage }) => {
    const { brand } = merchant;
    const [announced, region] = await Promise.all([
      maintenanceAt(services.db, merchant.id, services.clock(), requestLanguage),
      regionFor(services.db, merchant.id, ip),
    ]);
    // An allow-listed (staff) address is told the window but not shut out by it.
    const maintenance = region.allowed ? { ...announced, active: false } : announced;
    return {
      info: {
        whitelabel: whitelabelTree(merchant),
        register: registerRules(merchant),
        resources: Object.fromEntries(brand.resources.map((r) => [r.resourceType, r])),
        domainRoute: brand.domains,
        mainDomain: brand.domains[0] ?? '',
        analytics: { gtagId: brand.analytics?.gtagId ?? '' },
        imageCDNs: brand.imageCDNs,
        launchGameCDNs: brand.launchGameCDNs,
      },
      location: { ip: normaliseIp(ip), country: region.country },
      maintenance,
      regionRestriction: { active: region.blocked },
    };
  },

  whitelabel: async (_input, { merchant }) => whitelabelTree(merchant),

  registerSettings: async (_input, { merchant }) => registerRules(merchant),

  countryCodes: async () => [...COUNTRY_CODES],

  cipherKey: async (_input, { services }) => ({
    keyId: services.serverKey.keyId,
    algorithm: CIPHER_ALGORITHM,
    publicKey: services.serverKey.publicKey,
  }),

  domainRoute: async (input, { merchant, host }) => ({
    valid: isBrandDomain(merchant, input.domain ?? host),
    domains: merchant.brand.domains,
  }),
} satisfies HandlerMap;
