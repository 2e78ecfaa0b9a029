import type { FastifyReply } from 'fastify';

/**
 * The headers every answer carries. Scripts load only from this origin (no inline scripts);
 * styles may be inline because the portal inlines its brand theme for the first paint and
 * its CSS-in-JS injects style tags. Images may come from the brand's CDNs (https) and the
 * captcha arrives as a data URL. Games open in frames from their vendors' https hosts, and the built-in demo vendor's
 * pages from this origin.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; '),
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

export const applySecurityHeaders = (reply: FastifyReply): void => {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
};
