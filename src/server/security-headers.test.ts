import { describe, expect, it } from 'vitest';
import { helmetHeaders } from './security-headers';

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
