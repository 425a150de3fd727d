import { describe, expect, it } from 'vitest';
import { apiSecurityHeaders, helmetHeaders, isApiDataPath, newNonce } from './security-headers';

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

describe('API answers', () => {
  it('keep helmet’s values for transport, sniffing and cross-origin reads, and are never framed nor load anything', () => {
    expect(apiSecurityHeaders()).toEqual({
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
      'x-frame-options': 'DENY',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    });
  });

  it('are every path under /api but the documentation viewer’s', () => {
    const paths = [
      '/api/settings',
      '/api/openapi.json',
      '/api/docsearch',
      '/api/docs',
      '/api/docs/',
      '/api/docs/static/index.css',
      '/api/docs?x=1',
    ];
    expect(Object.fromEntries(paths.map((path) => [path, isApiDataPath(path)]))).toEqual({
      '/api/settings': true,
      '/api/openapi.json': true,
      '/api/docsearch': true,
      '/api/docs': false,
      '/api/docs/': false,
      '/api/docs/static/index.css': false,
      '/api/docs?x=1': false,
    });
    for (const page of ['/', '/apiary', '/c/kitchen', '/api', '/API/Docs/']) expect(isApiDataPath(page), page).toBe(false);
    expect(isApiDataPath('/API/Settings')).toBe(true);
  });
});

describe('page nonces', () => {
  it('are 128 random bits each, never handed out twice, across the batches they are cut from', () => {
    const nonces = Array.from({ length: 1_000 }, newNonce);
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});
