import { describe, expect, it } from 'vitest';
import { helmetHeaders, newNonce } from './security-headers';

describe('helmet’s headers, worked out once', () => {
  it('are the ones every answer has carried: helmet’s defaults without CSP and COEP, and our referrer policy', () => {
    expect(Object.fromEntries(helmetHeaders())).toEqual({
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
  });

  it('follow the options given, as helmet would', () => {
    const headers = Object.fromEntries(
      helmetHeaders({ contentSecurityPolicy: false, frameguard: { action: 'deny' }, xDnsPrefetchControl: { allow: true } }),
    );
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-dns-prefetch-control']).toBe('on');
  });
});

describe('page nonces', () => {
  it('are 128 random bits each, never handed out twice, across the batches they are cut from', () => {
    const nonces = Array.from({ length: 1_000 }, newNonce);
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});
