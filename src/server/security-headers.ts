import { randomBytes } from 'node:crypto';

export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * Pages run only our own scripts plus inline scripts carrying this response's nonce (React
 * Router's hydration data). Styles come from our stylesheets; inline style attributes are allowed
 * for brand colour values set from data.
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** strict-origin-when-cross-origin keeps the Origin header on our own form posts (the same-site checks read it). */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * The headers helmet sets on every answer that goes through Fastify's hooks, for the answers made
 * before those hooks run (a bad percent-escape, a request Node could not parse).
 */
export const BASELINE_SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': REFERRER_POLICY,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};
