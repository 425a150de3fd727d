import { describe, expect, it } from 'vitest';
import { withLowPriorityScripts } from './low-priority-scripts';

const page = (head: string, body: string) => Buffer.from(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`);

describe('module preloads at low priority', () => {
  it('marks every module preload in the head and leaves the rest byte for byte', () => {
    const head =
      '<title>Fisher &amp; Paykel – 90 cm ‘Series 9’</title><link rel="modulepreload" href="/a.js"/><link rel="stylesheet" href="/s.css"/><link rel="modulepreload" href="/b.js" nonce="n"/>';
    const body = '<p>The shop’s “best” — 100 %</p>';
    const out = withLowPriorityScripts(page(head, body)).toString('utf8');
    expect(out).toBe(
      page(
        '<title>Fisher &amp; Paykel – 90 cm ‘Series 9’</title><link rel="modulepreload" fetchpriority="low" href="/a.js"/><link rel="stylesheet" href="/s.css"/><link rel="modulepreload" fetchpriority="low" href="/b.js" nonce="n"/>',
        body,
      ).toString('utf8'),
    );
  });

  it('never touches the body, where a product text may quote the same markup', () => {
    const body =
      '<pre>&lt;link rel="modulepreload"&gt;</pre><script type="application/json">{"x":"<link rel=\\"modulepreload\\""}</script>';
    const document = page('', body);
    expect(withLowPriorityScripts(document)).toBe(document);
  });

  it('hands back a document without a head unchanged', () => {
    const fragment = Buffer.from('<link rel="modulepreload" href="/a.js"/>');
    expect(withLowPriorityScripts(fragment)).toBe(fragment);
  });
});
