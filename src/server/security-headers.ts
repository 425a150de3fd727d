import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import { API_DOCS_PREFIX } from '../api/http/api-docs';

const NONCE_BYTES = 16;
/** Nonces taken from one batch of random bytes: a call to the system's generator per page cost more than the rest of this module. */
const NONCES_PER_BATCH = 256;
let batch = Buffer.alloc(0);
let next = 0;

/** A fresh 128-bit nonce from the system's secure generator; each one is handed out once. */
export function newNonce(): string {
  if (next >= batch.length) {
    batch = randomBytes(NONCE_BYTES * NONCES_PER_BATCH);
    next = 0;
  }
  next += NONCE_BYTES;
  return batch.toString('base64', next - NONCE_BYTES, next);
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

/** Helmet's defaults, less the CSP (each page sets its own, with a nonce) and COEP (pages load no cross-origin isolation). */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: REFERRER_POLICY },
};

/**
 * Helmet's headers for our options, worked out once at boot. Helmet's values are fixed for fixed
 * options, yet its Fastify plugin rebuilds the middleware and runs it on every request (about 6 %
 * of a GET /api/settings in a CPU profile); helmet stays the source of the names and values.
 */
export function helmetHeaders(options: HelmetOptions = HELMET_OPTIONS): ReadonlyArray<readonly [string, string]> {
  const headers = new Map<string, string>();
  const collector = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  let failure: unknown;
  // Helmet's middleware runs its parts synchronously and only ever sets or removes headers.
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, (error?: unknown) => (failure = error));
  if (failure !== undefined) throw failure;
  return [...headers];
}

/** Nothing loads under it and nothing may frame it: the policy of an answer that is data. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * What an API answer carries instead: it is data (JSON), never a document, so it keeps the headers
 * that protect data (OWASP's REST Security Cheat Sheet): HTTPS only, no sniffing into another type,
 * never framed, unreadable by other sites' no-cors requests, and a policy under which nothing loads
 * if it is ever opened as a page. Helmet's other seven (the opener policy, origin-keyed agent
 * clusters, the referrer policy, DNS prefetching, IE's download and XSS switches, Flash's
 * cross-domain policies) govern what a document does and do nothing on data (ADR 0045).
 */
export function apiSecurityHeaders(documentHeaders = helmetHeaders()): Record<string, string> {
  const helmet = new Map(documentHeaders);
  return {
    'strict-transport-security': helmet.get('strict-transport-security')!,
    'x-content-type-options': helmet.get('x-content-type-options')!,
    'cross-origin-resource-policy': helmet.get('cross-origin-resource-policy')!,
    'x-frame-options': 'DENY',
    'content-security-policy': API_CONTENT_SECURITY_POLICY,
  };
}

/** Answers under /api are data, except the API's documentation viewer (/api/docs), which is a page with its scripts; paths match in any letter case, as routes do. */
const API_DATA_PATH = new RegExp(`^/api/(?!${API_DOCS_PREFIX.slice(1)}(?:[/?]|$))`, 'i');

/** Whether the answer to this (canonical) request path is API data rather than a document. */
export function isApiDataPath(url: string): boolean {
  return API_DATA_PATH.test(url);
}

/**
 * The headers helmet sets on every answer that goes through Fastify's hooks, for the answers made
 * before those hooks run (a bad percent-escape, a request Node could not parse): these five, with
 * helmet's own values, so the two never disagree.
 */
export const BASELINE_SECURITY_HEADERS: Record<string, string> = Object.fromEntries(
  helmetHeaders().filter(([name]) =>
    ['x-content-type-options', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy', 'cross-origin-resource-policy'].includes(
      name,
    ),
  ),
);
