import { describe, expect, it } from 'vitest';
import { redirectCandidates } from './content-service';

describe('redirect lookup keys', () => {
  it('tries the path with its query first, then the bare path, lower-cased without trailing slash', () => {
    expect(redirectCandidates('/Catalogue/Summer/?Page=2')).toEqual(['/catalogue/summer?page=2', '/catalogue/summer']);
    expect(redirectCandidates('/')).toEqual(['/']);
  });
  it('decodes escaped characters and survives malformed escapes', () => {
    expect(redirectCandidates('/caf%C3%A9')).toEqual(['/café']);
    expect(redirectCandidates('/bad%E0%A4%A')).toEqual(['/bad%e0%a4%a']);
  });
});
