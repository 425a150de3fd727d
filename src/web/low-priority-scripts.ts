/**
 * The page's module preloads go out at low fetch priority. React Router writes one
 * `<link rel="modulepreload">` per script the page hydrates with, and React hoists them into the
 * head; a browser then fetches some 90 kB of JavaScript at high priority beside the stylesheet and
 * the first row's images, though none of it is needed to paint (module scripts never block
 * rendering). On a slow phone connection that JavaScript shares the bandwidth the first paint
 * waits for, and Lighthouse counts every high-priority script that arrived before the first paint
 * as render-blocking: the category and product pages' first paint was estimated at 2.0 to 2.2 s
 * with it, 1.4 to 1.5 s in runs where the scripts happened to arrive after the paint.
 * React Router passes no attributes to these links, so the finished head is amended here
 * (docs/adr/0039-scripts-after-the-first-paint.md).
 */
const MODULE_PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_MODULE_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';
const HEAD_END = '</head>';

/** The document with each module preload in its head at low fetch priority; the body is not read. */
export function withLowPriorityScripts(document: Buffer): Buffer {
  const headEnd = document.indexOf(HEAD_END);
  if (headEnd === -1) return document;
  // latin1 maps each byte to one character and back, so any UTF-8 in the head survives unchanged.
  const head = document.toString('latin1', 0, headEnd);
  if (!head.includes(MODULE_PRELOAD)) return document;
  return Buffer.concat([Buffer.from(head.replaceAll(MODULE_PRELOAD, LOW_PRIORITY_MODULE_PRELOAD), 'latin1'), document.subarray(headEnd)]);
}
